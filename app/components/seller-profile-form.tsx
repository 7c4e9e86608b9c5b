import { useLayoutEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { Field, FormAlert, FormSuccess, LabelledControl } from '#app/components/form-bits.tsx'
import { SELLER_STATES } from '#src/modules/sellers/browser.ts'
import type { FieldErrors } from '#src/platform/validation.ts'

type Values = Record<string, string>

interface FieldSpec {
  name: string
  label: string
  autoComplete?: string
  type?: string
  inputMode?: 'numeric' | 'tel' | 'email'
  hint?: string
  wide?: boolean
}

/** The profile's fields in groups a seller reads down the page (decision 038). */
const GROUPS: Array<{ legend: string; fields: FieldSpec[] }> = [
  {
    legend: 'Business',
    fields: [
      { name: 'legalName', label: 'Legal name', autoComplete: 'organization', hint: 'As on your GST registration', wide: true },
      { name: 'gstin', label: 'GSTIN', hint: '15 characters, e.g. 27AAKCD4821M1ZB' },
      { name: 'pan', label: 'PAN', hint: 'The PAN inside your GSTIN (its characters 3 to 12)' },
      {
        name: 'invoicePrefix',
        label: 'Invoice prefix',
        hint: '2 to 5 capital letters or digits that begin your invoice numbers, e.g. SNC',
      },
    ],
  },
  {
    legend: 'Registered address',
    fields: [
      { name: 'addressLine1', label: 'Address line 1', autoComplete: 'address-line1', wide: true },
      { name: 'addressLine2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', wide: true },
      { name: 'city', label: 'City', autoComplete: 'address-level2' },
      { name: 'pincode', label: 'PIN code', autoComplete: 'postal-code', inputMode: 'numeric' },
    ],
  },
  {
    legend: 'Customer care',
    fields: [
      { name: 'email', label: 'Customer care email', type: 'email', autoComplete: 'email' },
      { name: 'carePhone', label: 'Customer care phone', type: 'tel', autoComplete: 'tel' },
    ],
  },
  {
    legend: 'Grievance officer',
    fields: [
      { name: 'grievanceName', label: "Grievance officer's name" },
      { name: 'grievanceDesignation', label: "Grievance officer's designation" },
      { name: 'grievanceEmail', label: "Grievance officer's email", type: 'email' },
      { name: 'grievancePhone', label: "Grievance officer's phone", type: 'tel' },
    ],
  },
  {
    legend: 'Bank account for payouts',
    fields: [
      { name: 'bankAccountHolder', label: 'Account holder name', wide: true },
      { name: 'bankIfsc', label: 'IFSC', hint: 'e.g. HDFC0000123' },
    ],
  },
]

/** The seller's own profile form: works without JavaScript; the server checks it with the one schema. */
export function SellerProfileForm({
  values,
  bankAccountMasked,
  result,
}: {
  values: Values
  bankAccountMasked: string | null
  result?: { ok: boolean; message: string; errors?: FieldErrors<string> }
}) {
  const busy = useNavigation().state === 'submitting'
  const errors = result && !result.ok ? (result.errors ?? {}) : {}
  const form = useRef<HTMLFormElement>(null)
  // A save without a reload leaves the typed account number in its box: it is emptied before the page
  // paints, as the hint promises the number is only ever shown masked once saved (issue 49, item 7).
  useLayoutEffect(() => {
    if (!result?.ok) return
    const accountNumber = form.current?.elements.namedItem('bankAccountNumber')
    if (accountNumber instanceof HTMLInputElement) accountNumber.value = ''
  }, [result])
  return (
    <Form ref={form} method="post" noValidate className="space-y-6">
      <div aria-live="polite">
        {result ? result.ok ? <FormSuccess message={result.message} /> : <FormAlert message={result.message} /> : null}
      </div>
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="card p-5">
          <legend className="px-1 text-lg font-semibold text-slate-900">{group.legend}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {group.fields.map((f) => (
              <div key={f.name} className={f.wide ? 'sm:col-span-2' : undefined}>
                <Field
                  label={f.label}
                  name={f.name}
                  type={f.type ?? 'text'}
                  inputMode={f.inputMode}
                  autoComplete={f.autoComplete ?? 'off'}
                  defaultValue={values[f.name] ?? ''}
                  error={errors[f.name]}
                  hint={f.hint}
                />
              </div>
            ))}
            {group.legend === 'Registered address' ? (
              <LabelledControl label="State" name="stateCode" error={errors.stateCode} hint="It must be the state of your GSTIN">
                {(control) => (
                  <select {...control} defaultValue={values.stateCode ?? ''} autoComplete="address-level1">
                    <option value="">Choose a state</option>
                    {SELLER_STATES.map((state) => (
                      <option key={state.code} value={state.code}>
                        {state.name}
                      </option>
                    ))}
                  </select>
                )}
              </LabelledControl>
            ) : null}
            {group.legend === 'Bank account for payouts' ? (
              <div className="sm:col-span-2">
                <Field
                  label="Account number"
                  name="bankAccountNumber"
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue=""
                  error={errors.bankAccountNumber}
                  hint={
                    bankAccountMasked
                      ? `On file: ${bankAccountMasked}. Leave it blank to keep it, or enter a new one.`
                      : '9 to 18 digits. Once saved it is only ever shown masked.'
                  }
                />
              </div>
            ) : null}
          </div>
        </fieldset>
      ))}
      {/* Submitting needs the documents above (decision 079): said here, where the seller presses the button. */}
      {errors.documents ? <p className="field-error">{errors.documents}</p> : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        Submit for Approval
      </button>
    </Form>
  )
}
