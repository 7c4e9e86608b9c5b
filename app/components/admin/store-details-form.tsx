import { type FormEvent, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Field, FormAlert, FormSuccess } from '#app/components/form-bits.tsx'
import { type StoreDetails, storeDetailsSchema } from '#src/modules/settings/browser.ts'
import { type FieldErrors, fieldErrors } from '#src/platform/validation.ts'

const FIELDS: Array<{ name: keyof StoreDetails; label: string; type?: string; autoComplete?: string; wide?: boolean }> = [
  { name: 'legalName', label: 'Legal name', autoComplete: 'organization', wide: true },
  { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1', wide: true },
  { name: 'addressLine2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'pincode', label: 'PIN code', autoComplete: 'postal-code' },
  { name: 'gstin', label: 'GSTIN' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'phoneAlt', label: 'Second phone (optional)', type: 'tel' },
  { name: 'email', label: 'Support email', type: 'email', autoComplete: 'email' },
  { name: 'emailSales', label: 'Sales email (optional)', type: 'email' },
]

/** E-Commerce Rules 2020, rule 4(4): shown in the footer, on /contact and in the privacy notice (decision 042). */
const GRIEVANCE_FIELDS: typeof FIELDS = [
  { name: 'grievanceName', label: "Grievance Officer's name", autoComplete: 'off' },
  { name: 'grievanceDesignation', label: 'Designation' },
  { name: 'grievanceEmail', label: "Grievance Officer's email", type: 'email' },
  { name: 'grievancePhone', label: "Grievance Officer's phone", type: 'tel' },
]

/** The details shown on the contact page, in the footer and on tax invoices. */
export function StoreDetailsForm({
  details,
  result,
}: {
  details: StoreDetails
  result?: { ok: boolean; message: string; errors?: FieldErrors<string>; values?: Record<string, string> }
}) {
  const busy = useNavigation().state === 'submitting'
  const [clientErrors, setClientErrors] = useState<FieldErrors<string> | null>(null)
  const errors = clientErrors ?? (result && !result.ok ? (result.errors ?? {}) : {})
  const values = result && !result.ok && result.values ? result.values : details
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { intent: _intent, ...data } = Object.fromEntries(new FormData(event.currentTarget))
    const parsed = storeDetailsSchema.safeParse(data)
    if (parsed.success) return setClientErrors({})
    event.preventDefault()
    setClientErrors(fieldErrors(parsed.error))
  }
  const clearError = (name: string) => errors[name] && setClientErrors({ ...errors, [name]: undefined })
  return (
    <Form method="post" noValidate onSubmit={onSubmit} preventScrollReset className="card space-y-4 p-5">
      <input type="hidden" name="intent" value="store-details" />
      <div aria-live="polite">
        {result ? result.ok ? <FormSuccess message={result.message} /> : <FormAlert message={result.message} /> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <DetailField key={f.name} field={f} value={values[f.name] ?? ''} error={errors[f.name]} onEdit={clearError} />
        ))}
      </div>
      <fieldset className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
        <legend className="float-left mb-1 w-full pt-2 font-semibold text-slate-900 sm:col-span-2">Grievance Officer</legend>
        <p className="text-sm text-slate-700 sm:col-span-2">
          Shown in the footer, on the contact page and in the privacy notice. Complaints and personal-data requests reach this person.
        </p>
        {GRIEVANCE_FIELDS.map((f) => (
          <DetailField key={f.name} field={f} value={values[f.name] ?? ''} error={errors[f.name]} onEdit={clearError} />
        ))}
      </fieldset>
      <button type="submit" className="btn-primary" disabled={busy}>
        Save Store Details
      </button>
    </Form>
  )
}

function DetailField({
  field,
  value,
  error,
  onEdit,
}: {
  field: (typeof FIELDS)[number]
  value: string
  error: string | undefined
  onEdit: (name: string) => void
}) {
  return (
    <div className={field.wide ? 'sm:col-span-2' : undefined}>
      <Field
        label={field.label}
        name={field.name}
        type={field.type ?? 'text'}
        autoComplete={field.autoComplete ?? 'off'}
        defaultValue={value}
        error={error}
        onChange={() => onEdit(field.name)}
      />
    </div>
  )
}
