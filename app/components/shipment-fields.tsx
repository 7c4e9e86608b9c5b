import { type RefObject, useEffect } from 'react'
import { COURIER_NAMES, OTHER_COURIER } from '#src/lib/couriers.ts'
import { formatInr } from '#src/lib/money.ts'

type ShipmentErrors = Partial<Record<'courier' | 'courierOther' | 'trackingNumber' | 'ewayBillNumber', string>>
type ShipmentValues = { courier?: string; courierOther?: string; trackingNumber?: string; ewayBillNumber?: string }

/**
 * The courier (India's common ones, or Other with its name written in) and the tracking number, with
 * each error under its own field. "Courier name" shows only while Other is chosen; CSS does that
 * (app.css, `.shipment-fields`), so the form works the same before JavaScript loads. A parcel worth
 * more than ₹50,000 also asks for its e-way bill's number (rule 138); the server decides either way.
 */
export function ShipmentFields({
  idPrefix,
  errors = {},
  values = {},
  className = '',
  ewayBill = null,
}: {
  /** Keeps ids apart when a page has several ship forms (one per order). */
  idPrefix: string
  errors?: ShipmentErrors
  /** What was sent, shown again after a refusal (a page without JavaScript is drawn afresh). */
  values?: ShipmentValues
  /** The grid's columns: one, unless the place is wide enough for more. */
  className?: string
  /**
   * The consignment's value, GST included, when the parcel needs an e-way bill to ship (over ₹50,000,
   * rule 138); null or absent when it does not. The seller reads the value the threshold was measured on.
   */
  ewayBill?: number | null
}) {
  const field = (name: keyof ShipmentErrors) => {
    const id = `${idPrefix}-${name}`
    const error = errors[name]
    return {
      id,
      name,
      className: 'field-input',
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    }
  }
  const problem = (name: keyof ShipmentErrors) =>
    errors[name] ? (
      <p id={`${idPrefix}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null
  return (
    <div className={`shipment-fields grid gap-3 ${className}`}>
      <div>
        <label htmlFor={`${idPrefix}-courier`} className="field-label">
          Courier
        </label>
        <select {...field('courier')} defaultValue={values.courier ?? ''}>
          <option value="">Choose the courier</option>
          {COURIER_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          <option value={OTHER_COURIER}>Other</option>
        </select>
        {problem('courier')}
      </div>
      <div className="courier-other">
        <label htmlFor={`${idPrefix}-courierOther`} className="field-label">
          Courier name
        </label>
        <input {...field('courierOther')} maxLength={60} autoComplete="off" defaultValue={values.courierOther} />
        {problem('courierOther')}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-trackingNumber`} className="field-label">
          Tracking number
        </label>
        <input {...field('trackingNumber')} maxLength={40} autoComplete="off" spellCheck={false} defaultValue={values.trackingNumber} />
        {problem('trackingNumber')}
      </div>
      {ewayBill !== null ? (
        <div>
          <label htmlFor={`${idPrefix}-ewayBillNumber`} className="field-label">
            E-way bill number
          </label>
          <input
            {...field('ewayBillNumber')}
            inputMode="numeric"
            maxLength={14}
            autoComplete="off"
            defaultValue={values.ewayBillNumber}
            aria-describedby={[`${idPrefix}-ewayBillNumber-hint`, errors.ewayBillNumber ? `${idPrefix}-ewayBillNumber-error` : '']
              .join(' ')
              .trim()}
          />
          <p id={`${idPrefix}-ewayBillNumber-hint`} className="mt-1 text-xs text-slate-600">
            12 digits: this parcel's value with GST is {formatInr(ewayBill)}, over the ₹50,000 at which rule 138 asks for an e-way bill
          </p>
          {problem('ewayBillNumber')}
        </div>
      ) : null}
    </div>
  )
}

/** After a refusal, focus goes to the first field in error, whose message its screen reader then reads. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: object | undefined) {
  useEffect(() => {
    if (errors && Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form, errors])
}
