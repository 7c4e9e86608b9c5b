import { useRef, useState } from 'react'
import { Form } from 'react-router'
import { cityOfPincode, statesOfPincode } from '#src/lib/india-pincodes.ts'
import { INDIA_STATES_BY_NAME, stateByCode } from '#src/lib/india-states.ts'
import { PHONE_INPUT_MAX } from '#src/lib/phone.ts'
import type { SavedAddress } from '#src/modules/accounts/index.ts'
import { Field, FormAlert } from './form-bits.tsx'

type Errors = Record<string, string | undefined>

/** What a saved address puts into the form: its State as the GST code the select holds. */
export function formValuesOf(address: SavedAddress): Record<string, string> {
  return {
    fullName: address.fullName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    state: address.stateCode ?? '',
    pincode: address.pincode,
    phone: address.phone,
    gstin: address.gstin ?? '',
    businessName: address.businessName ?? '',
  }
}

/** What a PIN alone says of its address: the State when its postal circle has one, the City for the big cities' own PINs. */
function filledBy(pincode: string | undefined): { state: string; city: string } {
  if (!pincode || !/^\d{6}$/.test(pincode)) return { state: '', city: '' }
  const states = statesOfPincode(pincode)
  return { state: states.length === 1 ? (states[0] ?? '') : '', city: cityOfPincode(pincode) ?? '' }
}

/**
 * The spec's shipping fields, PIN code first: once it has six digits the browser fills the State (when
 * the PIN's postal circle has one) and the City (for the big cities' own PINs). A later PIN refills what
 * the PIN filled (or clears it, when the new PIN does not say), never what the shopper chose or typed.
 * Only a help: the server checks the PIN against the State with the same schema.
 */
export function AddressFields({ values = {}, errors = {} }: { values?: Partial<Record<string, string | null>>; errors?: Errors }) {
  const v = (key: string) => values[key] ?? undefined
  const [found, setFound] = useState('')
  // What the PIN put in each field. Values that came with the form and agree with its PIN count as the
  // PIN's too: after a round trip to the server the form is drawn again, and they are still the PIN's.
  const filled = useRef<{ state: string; city: string } | null>(null)
  if (filled.current === null) {
    const initial = filledBy(v('pincode'))
    filled.current = {
      state: initial.state && initial.state === v('state') ? initial.state : '',
      city: initial.city && initial.city === v('city') ? initial.city : '',
    }
  }

  function assist(pincode: string, form: HTMLFormElement | null) {
    const next = filledBy(pincode)
    const last = filled.current ?? { state: '', city: '' }
    const stateField = form?.elements.namedItem('state')
    const cityField = form?.elements.namedItem('city')
    if (stateField instanceof HTMLSelectElement && (stateField.value === '' || stateField.value === last.state)) {
      stateField.value = next.state
      last.state = next.state
    }
    if (cityField instanceof HTMLInputElement && (cityField.value.trim() === '' || cityField.value === last.city)) {
      cityField.value = next.city
      last.city = next.city
    }
    const names = statesOfPincode(pincode)
      .map((code) => stateByCode(code)?.name)
      .join(' or ')
    setFound(names ? `PIN ${pincode} is in ${next.city ? `${next.city}, ` : ''}${names}.` : '')
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="PIN Code"
        name="pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        defaultValue={v('pincode')}
        error={errors.pincode}
        hint={found || undefined}
        onInput={(e) => {
          const pincode = e.currentTarget.value.trim()
          if (/^\d{6}$/.test(pincode)) assist(pincode, e.currentTarget.form)
          else setFound('')
        }}
      />
      <Field
        label="Phone Number"
        name="phone"
        // Any way a mobile is written ("+91 98450 12345", "098450-12345"): the server keeps its ten digits.
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX}
        defaultValue={v('phone')}
        error={errors.phone}
      />
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
      <StateSelect value={v('state') ?? ''} error={errors.state} />
      <BusinessFields values={values} errors={errors} />
    </div>
  )
}

/**
 * Optional, folded away for the many who buy for themselves: a business's GSTIN and registered name go on
 * its tax invoice so it can claim the GST back. Open when filled in or refused.
 */
function BusinessFields({ values, errors }: { values: Partial<Record<string, string | null>>; errors: Errors }) {
  const open = Boolean(values.gstin || values.businessName || errors.gstin || errors.businessName)
  return (
    <details open={open} className="group/business rounded-lg border border-slate-200 sm:col-span-2">
      <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-slate-900">
        Buying for a business? Add your GSTIN for a GST invoice (optional)
      </summary>
      <div className="grid gap-4 px-4 pb-4 sm:grid-cols-2">
        <Field
          label="GSTIN"
          name="gstin"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          defaultValue={values.gstin ?? undefined}
          error={errors.gstin}
          hint="15 characters; it must be registered in the State above"
        />
        <Field
          label="Business name"
          name="businessName"
          autoComplete="organization"
          defaultValue={values.businessName ?? undefined}
          error={errors.businessName}
        />
      </div>
    </details>
  )
}

/** India's 36 states and union territories; the value sent is the GST state code. */
function StateSelect({ value, error }: { value: string; error?: string }) {
  const id = 'field-state'
  const known = stateByCode(value) ? value : ''
  return (
    <div>
      <label htmlFor={id} className="field-label">
        State
      </label>
      <select
        id={id}
        name="state"
        autoComplete="address-level1"
        defaultValue={known}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field-input"
      >
        <option value="">Choose a state</option>
        {INDIA_STATES_BY_NAME.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function AddressForm({ address, errors, busy }: { address?: SavedAddress; errors?: Errors; busy: boolean }) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={address ? 'update-address' : 'add-address'} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <FormAlert message={errors?.form} />
      {address?.needsFix && !errors?.form ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          This address needs a fix: {address.needsFix}
        </p>
      ) : null}
      <AddressFields values={address ? formValuesOf(address) : {}} errors={errors} />
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
