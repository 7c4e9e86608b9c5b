import { useState } from 'react'
import { data, Link } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { BankTransferInstructions } from '#app/components/checkout/bank-transfer.tsx'
import { OrderTotals } from '#app/components/offers/offer-totals.tsx'
import { OrderItemRow } from '#app/components/order-bits.tsx'
import { ParcelList, parcelTitle } from '#app/components/parcel-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatInr } from '#src/lib/money.ts'
import { paymentStateOf } from '#src/modules/orders/browser.ts'
import { getOrder } from '#src/modules/orders/index.ts'
import { formatDeliveryRange } from '#src/modules/settings/browser.ts'
import type { Route } from './+types/order-confirmation'

export const meta = () => noindexMeta('Order Confirmed')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const order = await getOrder(services(context), new URL(request.url).searchParams.get('orderId') ?? '')
  if (!order) throw data(null, { status: 404 })
  const { events: _events, adminChoices: _choices, ...shown } = order
  return { order: shown, payment: paymentStateOf(order) }
}

export const ErrorBoundary = AccessErrorBoundary

/**
 * What a shopper wants to know right after ordering: which order, what, how much, how it is paid,
 * where it goes, and the invoice. Each answer is its own section, so more (a delivery estimate) can
 * be added beside them.
 */
export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { order, payment } = loaderData
  const cod = order.paymentMethod === 'cod'
  // What is still owed after store credit (decision 022): the one figure the email and the couriers use too.
  const due = formatInr(order.totalPaise - order.storeCreditPaise)
  const { invoice, invoiceNote } = invoiceOf(order, payment.canPay)
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <div className="flex flex-col items-center text-center">
        <span
          className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
          aria-hidden="true"
        >
          ✓
        </span>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Thank You!</h1>
        <p className="mt-2 max-w-md text-slate-700">
          Your order has been placed{cod ? '' : payment.label === 'Paid' ? ' and paid' : ''}. We have emailed you the details.
        </p>
        <OrderNumber number={order.number} />
      </div>

      <div className="mt-8 grid gap-6">
        <section aria-labelledby="pay-heading" className="card p-5">
          <h2 id="pay-heading" className="font-semibold text-slate-900">
            Payment
          </h2>
          {cod && order.parcels.length > 1 ? (
            <>
              <p className="mt-2 text-slate-800">
                Cash on Delivery: <strong>{due} in all</strong>, paid parcel by parcel as each arrives from its seller:
              </p>
              <ul className="mt-2 list-disc pl-5 text-slate-800">
                {order.parcels.map((p) => (
                  <li key={p.id}>
                    {parcelTitle(p)} · Pay {formatInr(p.dueOnDeliveryPaise)} on delivery
                  </li>
                ))}
              </ul>
            </>
          ) : cod ? (
            <p className="mt-2 text-slate-800">
              Cash on Delivery: please <strong>keep {due} ready</strong> when your order arrives.
            </p>
          ) : order.transfer && payment.label === 'Awaiting bank transfer' ? (
            <BankTransferInstructions orderId={order.id} transfer={order.transfer} />
          ) : (
            <p className="mt-2 text-slate-800">
              Online payment: {payment.label.toLowerCase()} · {due}
            </p>
          )}
          {order.storeCreditPaise > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              Order total {formatInr(order.totalPaise)}, of which {formatInr(order.storeCreditPaise)} paid with store credit.
            </p>
          ) : null}
          {payment.canPay ? (
            <Link to={`/pay/${order.id}`} className="btn-primary mt-3">
              Complete payment
            </Link>
          ) : null}
        </section>

        {order.parcels.length > 1 ? (
          <section aria-labelledby="parcels-heading" className="card p-5">
            <h2 id="parcels-heading" className="font-semibold text-slate-900">
              Your order comes in {order.parcels.length} parcels
            </h2>
            <ParcelList orderId={order.id} parcels={order.parcels} items={order.items} payment={order} />
          </section>
        ) : null}

        <section aria-labelledby="items-heading" className="card p-5">
          <h2 id="items-heading" className="font-semibold text-slate-900">
            Items
          </h2>
          <ul className="mt-2 divide-y divide-slate-100">
            {order.items.map((item) => (
              <OrderItemRow key={item.productId} item={item} />
            ))}
          </ul>
          <div className="mt-3 border-t border-slate-200 pt-3">
            <OrderTotals order={order} discounts={order.discounts} />
          </div>
        </section>

        <section aria-labelledby="address-heading" className="card p-5 text-sm text-slate-700">
          <h2 id="address-heading" className="text-base font-semibold text-slate-900">
            Delivering to
          </h2>
          <p className="mt-2 font-medium text-slate-900">{order.shipping.fullName}</p>
          <p>
            {order.shipping.addressLine1}
            {order.shipping.addressLine2 ? `, ${order.shipping.addressLine2}` : ''}
          </p>
          <p>
            {order.shipping.city}, {order.shipping.state} {order.shipping.pincode}
          </p>
          <p>Phone: {order.shipping.phone}</p>
          {order.delivery ? (
            <p className="mt-3 font-medium text-slate-900">Estimated delivery: {formatDeliveryRange(order.delivery)}</p>
          ) : null}
        </section>
      </div>

      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {invoice ? (
          <Link to={invoice} className="btn-secondary">
            View Tax Invoice
          </Link>
        ) : null}
        <Link to="/orders" className="btn-primary">
          View My Orders
        </Link>
        <Link to="/" className="btn-secondary">
          Continue Shopping
        </Link>
      </div>
      {invoiceNote ? <p className="mt-4 text-center text-sm text-slate-600">{invoiceNote}</p> : null}
    </div>
  )
}

/**
 * Where the tax invoice is, as true at this moment (issue 49, item 4): a paid order's parcel has its invoice
 * already (one parcel: linked here; several: each in its parcel above); cash on delivery gets each at
 * dispatch; an online order waiting for its payment, once it is paid.
 */
function invoiceOf(
  order: {
    id: string
    paymentMethod: string
    invoiceNumber: string | null
    parcels: ReadonlyArray<{ id: string; invoiceNumber: string | null }>
  },
  awaitsPayment: boolean,
): { invoice: string | null; invoiceNote: string | null } {
  if (order.invoiceNumber) return { invoice: `/orders/${order.id}/invoice`, invoiceNote: null }
  const [only] = order.parcels
  if (order.parcels.length === 1 && only?.invoiceNumber)
    return { invoice: `/orders/${order.id}/invoice?parcel=${only.id}`, invoiceNote: null }
  if (order.parcels.some((p) => p.invoiceNumber)) return { invoice: null, invoiceNote: null }
  if (awaitsPayment) return { invoice: null, invoiceNote: 'Your tax invoice will be under My Orders once the order is paid.' }
  if (order.paymentMethod === 'cod')
    return {
      invoice: null,
      invoiceNote: `Your tax ${order.parcels.length > 1 ? 'invoices come with your parcels' : 'invoice comes with your parcel'} when dispatched, and will be under My Orders then.`,
    }
  return { invoice: null, invoiceNote: null }
}

/** The spec's order id with a copy button: the order number, the one a shopper quotes to us. */
function OrderNumber({ number }: { number: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <div className="mt-6 flex flex-wrap items-center justify-center gap-2 rounded-lg bg-slate-100 px-4 py-3">
      <span className="text-sm text-slate-700">Order number</span>
      <code className="font-mono text-base font-semibold text-slate-900">{number}</code>
      <button
        type="button"
        className="btn-secondary px-3 py-1"
        onClick={() => {
          void navigator.clipboard?.writeText(number).then(() => setCopied(true))
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? 'Order number copied' : ''}
      </span>
    </div>
  )
}
