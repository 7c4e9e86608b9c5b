import { Form } from 'react-router'
import { type BuyNow, BuyNowFields, checkoutHref } from '#app/components/buy-now-bits.tsx'
import { PaymentTerms } from '#app/components/payment-terms.tsx'
import { stateByCode } from '#src/lib/india-states.ts'
import { formatInr } from '#src/lib/money.ts'
import { COD_LIMIT_PAISE, TRANSFER_HOLD_DAYS } from '#src/modules/orders/browser.ts'
import { noCodMessage } from '#src/modules/settings/browser.ts'
import { ADDRESS_FIELDS, type CheckoutValues, type Delivery } from './checkout-values.ts'
import { type ParcelAhead, ParcelsNote } from './parcels-note.tsx'

/** What each way of paying covers, said where the shopper chooses. */
const METHOD_NOTES: Record<string, string> = {
  online: 'UPI, credit and debit cards, and netbanking',
  cod: 'Pay in cash when your order arrives',
  bank: `NEFT, RTGS or IMPS from your own bank within ${TRANSFER_HOLD_DAYS} days: we hold your items until then`,
}

/** The second step: how to pay, store credit, and the order placed with the button that says what it will do. */
export function PaymentStep({
  buyNow,
  values,
  methods,
  codAllowed,
  idempotencyKey,
  busy,
  placing,
  saveAddress,
  totalPaise,
  storeCreditPaise,
  delivery,
  parcels,
}: {
  buyNow: BuyNow
  values: CheckoutValues
  methods: Array<{ id: string; name: string }>
  codAllowed: boolean
  idempotencyKey: string
  busy: boolean
  placing: boolean
  saveAddress: boolean
  totalPaise: number
  /** The shopper's store credit balance. */
  storeCreditPaise: number
  delivery: Delivery | undefined
  /** The parcels the order will come in, one per seller. */
  parcels: ParcelAhead[]
}) {
  // Cash on delivery needs both: an order under the legal limit, and a PIN where the courier collects cash.
  const codHere = delivery?.codAllowed ?? true
  const available = methods.filter((m) => m.id !== 'cod' || (codAllowed && codHere))
  const total = formatInr(totalPaise)
  const credit = Math.min(storeCreditPaise, totalPaise)
  const due = formatInr(totalPaise - credit)
  return (
    // `pay-choice` (app.css): the submit button's words follow the choices by CSS alone, right without JavaScript too.
    <Form method="post" action={buyNow ? checkoutHref(buyNow) : undefined} className="pay-choice">
      {ADDRESS_FIELDS.map((f) => (
        <input key={f} type="hidden" name={f} value={values[f] ?? ''} />
      ))}
      {saveAddress ? <input type="hidden" name="saveAddress" value="true" /> : null}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {/* The total the shopper reads here: an order at any other price (an offer ran out, a price changed) is not placed. */}
      <input type="hidden" name="expectedTotalPaise" value={totalPaise} />
      <BuyNowFields buyNow={buyNow} />
      <h2 className="text-xl font-semibold text-slate-900">Payment Method</h2>
      <p className="mt-1 text-sm text-slate-600">
        Delivering to {values.fullName}, {values.addressLine1}, {values.city}, {stateByCode(values.state ?? '')?.name} {values.pincode}
      </p>
      {values.gstin ? (
        <p className="mt-1 text-sm text-slate-600">
          GST invoice to {values.businessName}, GSTIN {values.gstin.toUpperCase()}
        </p>
      ) : null}
      <ParcelsNote parcels={parcels} delivery={delivery} />
      {available.length === 0 ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          No payment method is available for this order right now. Please try again later or contact us.
        </p>
      ) : null}
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">Payment method</legend>
        {available.map((m, index) => (
          <label
            key={m.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={m.id}
              defaultChecked={m.id === 'online' || (index === 0 && !available.some((x) => x.id === 'online'))}
              className="h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{m.name}</span>
              {METHOD_NOTES[m.id] ? <span className="block text-sm text-slate-600">{METHOD_NOTES[m.id]}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <PaymentTerms />
      {credit > 0 ? (
        <label className="mt-4 flex cursor-pointer items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4">
          <input type="checkbox" name="useStoreCredit" value="true" defaultChecked className="mt-0.5 h-4 w-4 accent-brand-700" />
          <span>
            <span className="block font-medium text-slate-900">Use my store credit: {formatInr(credit)}</span>
            <span className="block text-sm text-slate-700">
              {credit === totalPaise
                ? `It pays for the whole order (you have ${formatInr(storeCreditPaise)}).`
                : `You have ${formatInr(storeCreditPaise)}; you pay the other ${due} by the method above.`}
            </span>
          </span>
        </label>
      ) : null}
      {methods.some((m) => m.id === 'cod') && codAllowed && !codHere && delivery ? (
        <p className="mt-3 text-sm text-slate-700">{noCodMessage(delivery.pincode)}</p>
      ) : null}
      {methods.some((m) => m.id === 'cod') && !codAllowed ? (
        <p className="mt-3 text-sm text-slate-700">
          Cash on Delivery is not available for orders of {formatInr(COD_LIMIT_PAISE)} or more: Indian income-tax law does not allow cash
          payments of that size.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="back" className="btn-secondary" disabled={busy} formNoValidate>
          Back
        </button>
        <button type="submit" name="intent" value="place" className="btn-primary" disabled={busy}>
          {placing ? (
            'Processing...'
          ) : (
            <>
              <span data-when="cod">Place order · {total}</span>
              <span data-when="online">Pay {total}</span>
              <span data-when="credit cod">{credit === totalPaise ? 'Place order · paid with store credit' : `Place order · ${due}`}</span>
              <span data-when="credit online">{credit === totalPaise ? 'Place order · paid with store credit' : `Pay ${due}`}</span>
            </>
          )}
        </button>
      </div>
    </Form>
  )
}
