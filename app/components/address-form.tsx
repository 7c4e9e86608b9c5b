import { Form } from 'react-router'
import type { SavedAddress } from '#src/modules/accounts/addresses.service.ts'
import { Field, FormAlert } from './form-bits.tsx'

type Errors = Record<string, string | undefined>

/** The spec's shipping fields; used for saved addresses now and for checkout later. */
export function AddressFields({ values = {}, errors = {} }: { values?: Partial<Record<string, string | null>>; errors?: Errors }) {
  const v = (key: string) => values[key] ?? undefined
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field label="Full Name" name="fullName" autoComplete="name" defaultValue={v('fullName')} error={errors.fullName} />
      </div>
      <div className="sm:col-span-2">
        <Field
          label="Address Line 1"
          name="addressLine1"
          autoComplete="address-line1"
          defaultValue={v('addressLine1')}
          error={errors.addressLine1}
        />
      </div>
      <div className="sm:col-span-2">
        <Field
          label="Address Line 2 (optional)"
          name="addressLine2"
          autoComplete="address-line2"
          defaultValue={v('addressLine2')}
          error={errors.addressLine2}
        />
      </div>
      <Field label="City" name="city" autoComplete="address-level2" defaultValue={v('city')} error={errors.city} />
      <Field label="State" name="state" autoComplete="address-level1" defaultValue={v('state')} error={errors.state} />
      <Field
        label="PIN Code"
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        defaultValue={v('pincode')}
        error={errors.pincode}
      />
      <Field
        label="Phone Number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        defaultValue={v('phone')}
        error={errors.phone}
      />
    </div>
  )
}

export function AddressForm({ address, errors, busy }: { address?: SavedAddress; errors?: Errors; busy: boolean }) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={address ? 'update-address' : 'add-address'} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <FormAlert message={errors?.form} />
      <AddressFields values={address as unknown as Record<string, string>} errors={errors} />
      {address ? null : (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="makeDefault" value="true" className="h-4 w-4 accent-brand-700" />
          Make this my default address
        </label>
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {address ? 'Save Address' : 'Add Address'}
      </button>
    </Form>
  )
}
