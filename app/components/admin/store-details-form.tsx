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
  return (
    <Form method="post" noValidate onSubmit={onSubmit} preventScrollReset className="card space-y-4 p-5">
      <input type="hidden" name="intent" value="store-details" />
      <div aria-live="polite">
        {result ? result.ok ? <FormSuccess message={result.message} /> : <FormAlert message={result.message} /> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.name} className={f.wide ? 'sm:col-span-2' : undefined}>
            <Field
              label={f.label}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete ?? 'off'}
              defaultValue={values[f.name] ?? ''}
              error={errors[f.name]}
              onChange={() => errors[f.name] && setClientErrors({ ...errors, [f.name]: undefined })}
            />
          </div>
        ))}
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        Save Store Details
      </button>
    </Form>
  )
}
