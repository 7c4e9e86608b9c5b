import { useState } from 'react'
import { Form, Link } from 'react-router'
import { AddressFields } from '#app/components/address-form.tsx'
import { type BuyNow, BuyNowFields, checkoutHref } from '#app/components/buy-now-bits.tsx'
import type { CheckoutErrors, CheckoutValues } from './checkout-values.ts'

/** The spec's shipping form: each field's error clears as soon as that field is edited. */
export function ShippingStep({
  buyNow,
  values,
  errors: serverErrors,
  addresses,
  needsFix,
  busy,
  saveAddress,
}: {
  buyNow: BuyNow
  values: CheckoutValues
  errors: CheckoutErrors
  addresses: Array<{ id: string; fullName: string; addressLine1: string; city: string; needsFix: string | null }>
  needsFix: string | null
  busy: boolean
  saveAddress: boolean
}) {
  const [errors, setErrors] = useState(serverErrors)
  return (
    <Form
      method="post"
      action={buyNow ? checkoutHref(buyNow) : undefined}
      noValidate
      onChange={(e) => setErrors((current) => ({ ...current, [(e.target as unknown as HTMLInputElement).name]: undefined }))}
    >
      <input type="hidden" name="intent" value="shipping" />
      <BuyNowFields buyNow={buyNow} />
      <h2 className="mb-4 text-xl font-semibold text-slate-900">Shipping Address</h2>
      {addresses.length > 0 ? (
        <div className="mb-5">
          <p className="field-label">Use a saved address</p>
          <ul className="flex flex-wrap gap-2">
            {addresses.map((a) => (
              <li key={a.id}>
                <Link
                  to={checkoutHref(buyNow, { address: a.id })}
                  className="inline-block rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 hover:border-brand-600"
                >
                  {a.fullName}, {a.addressLine1}, {a.city}
                  {a.needsFix ? <span className="ml-1 text-amber-800">(needs a fix)</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {needsFix ? (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          This saved address needs a fix: {needsFix} Correct it below; to keep the fix, also{' '}
          <Link to="/account#address-form" className="font-semibold underline">
            edit it in My Account
          </Link>
          .
        </p>
      ) : null}
      <AddressFields values={values} errors={errors} />
      <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="saveAddress" value="true" defaultChecked={saveAddress} className="h-4 w-4 accent-brand-700" />
        Save this address to my account
      </label>
      <button type="submit" className="btn-primary mt-6" disabled={busy}>
        Continue to Payment
      </button>
    </Form>
  )
}
