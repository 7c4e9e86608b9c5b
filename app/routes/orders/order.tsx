import { data, Link, useNavigation } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { BankTransferInstructions } from '#app/components/checkout/bank-transfer.tsx'
import { ConfirmAction } from '#app/components/confirm-action.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { OrderTotals } from '#app/components/offers/offer-totals.tsx'
import { OrderTimeline, PaymentStateBadge, StatusBadge } from '#app/components/order-bits.tsx'
import { NetPaid, OrderLines, RefundList } from '#app/components/order-money.tsx'
import { ParcelList, parcelTitle } from '#app/components/parcel-bits.tsx'
import { ReturnSummary } from '#app/components/returns/return-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import { paymentStateOf, shopperStatusLabel } from '#src/modules/orders/browser.ts'
import { cancelMyOrder, creditNotesOf, getOrder, returnsOfOrder } from '#src/modules/orders/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/order'

export const meta = () => noindexMeta('Order Details')

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const order = await getOrder(ctx, params.orderId)
  // Someone else's order does not exist, as far as this user can tell.
  if (!order) throw data(null, { status: 404 })
  const requested = new URL(request.url).searchParams.get('return')
  const [returns, creditNotes] = await Promise.all([returnsOfOrder(ctx.db, order, order.items), creditNotesOf(ctx.db, order.id)])
  return { order, returns, creditNotes: creditNotes.map((n) => ({ id: n.id, number: n.number })), requested }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSignedIn(context)
  // The whole order, or one seller's parcel before it ships (decision 039).
  const parcelId = String((await request.formData()).get('parcelId') ?? '') || undefined
  const outcome = await cancelMyOrder(services(context), params.orderId, parcelId)
  if (!outcome.ok) return data({ ok: false, message: outcome.message }, { status: httpStatusOf(outcome) })
  return { ok: true, message: parcelId ? 'That parcel has been cancelled.' : 'Your order has been cancelled.' }
}

export const ErrorBoundary = AccessErrorBoundary

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { order, returns, creditNotes, requested } = loaderData
  const busy = useNavigation().state === 'submitting'
  const payment = paymentStateOf(order)
  return (
    <div className="container-page max-w-4xl py-10">
      <Link to="/orders" className="text-sm font-medium text-brand-700 hover:underline">
        ← My Orders
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Order {order.number}</h1>
        <StatusBadge status={order.status} label={shopperStatusLabel(order.status, order)} />
        {order.statusWords !== order.status && order.parcels.length > 1 ? (
          <span className="text-sm font-medium text-slate-700">{order.statusWords}</span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">Placed on {formatDate(order.createdAt)}</p>
      <div className="mt-4">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
        {requested && !actionData ? (
          <OutcomeMessage
            outcome={{ ok: true, message: `Your return request ${requested} has been received. We will reply within one working day.` }}
          />
        ) : null}
      </div>

      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_18rem]">
        <section aria-labelledby="items-heading" className="card p-5">
          <h2 id="items-heading" className="font-semibold text-slate-900">
            Items
          </h2>
          <div className="mt-3">
            <OrderLines items={order.items} />
          </div>
          <div className="mt-4 border-t border-slate-200 pt-4">
            <OrderTotals order={order} discounts={order.discounts} />
          </div>
          {order.refunds.length > 0 ? (
            <section aria-labelledby="refunds-heading" className="mt-4 border-t border-slate-200 pt-4">
              <h3 id="refunds-heading" className="font-semibold text-slate-900">
                Refunds
              </h3>
              <RefundList orderId={order.id} refunds={order.refunds} />
            </section>
          ) : null}
        </section>
        <div className="space-y-6">
          <section aria-labelledby="payment-heading" className="card p-5 text-sm">
            <h2 id="payment-heading" className="font-semibold text-slate-900">
              Payment
            </h2>
            <p className="mt-2 text-slate-700">
              {order.paymentMethod === 'cod' ? 'Cash on Delivery' : order.paymentProvider === 'bank' ? 'Bank transfer' : 'Online Payment'}
            </p>
            <p className="mt-1">
              <PaymentStateBadge state={payment} />
            </p>
            {order.refunds.length > 0 ? (
              <div className="mt-2">
                <NetPaid order={order} />
              </div>
            ) : order.dueOnDeliveryPaise > 0 ? (
              <p className="mt-2 font-semibold text-slate-900">
                Pay {formatInr(order.dueOnDeliveryPaise)} on delivery
                {order.parcels.filter((p) => p.dueOnDeliveryPaise > 0).length > 1 ? ', parcel by parcel' : ''}
              </p>
            ) : null}
            {order.closed ? <p className="mt-2 text-slate-700">This order is closed: nothing is left to ship or pay.</p> : null}
            {order.transfer && payment.label === 'Awaiting bank transfer' ? (
              <BankTransferInstructions orderId={order.id} transfer={order.transfer} />
            ) : null}
            {payment.canPay ? (
              <Link to={`/pay/${order.id}`} className="btn-primary mt-3 w-full">
                Complete payment
              </Link>
            ) : null}
          </section>
          {order.invoiceNumber ? (
            <Link to={`/orders/${order.id}/invoice`} className="btn-secondary w-full">
              View Tax Invoice
            </Link>
          ) : null}
          {creditNotes.map((note) => (
            <Link key={note.id} to={`/orders/${order.id}/credit-notes/${note.id}`} className="btn-secondary w-full">
              Credit Note {note.number}
            </Link>
          ))}
          <section aria-labelledby="address-heading" className="card p-5 text-sm text-slate-700">
            <h2 id="address-heading" className="font-semibold text-slate-900">
              Shipping Address
            </h2>
            <p className="mt-2 font-medium text-slate-900">{order.shipping.fullName}</p>
            <p>{order.shipping.addressLine1}</p>
            {order.shipping.addressLine2 ? <p>{order.shipping.addressLine2}</p> : null}
            <p>
              {order.shipping.city}, {order.shipping.state} {order.shipping.pincode}
            </p>
            <p>Phone: {order.shipping.phone}</p>
          </section>
        </div>
      </div>

      <section id="shipments" aria-labelledby="shipments-heading" className="card mt-6 p-5">
        <h2 id="shipments-heading" className="font-semibold text-slate-900">
          {order.parcels.length === 1 ? 'Your parcel' : `Your ${order.parcels.length} parcels`}
        </h2>
        <ParcelList
          orderId={order.id}
          parcels={order.parcels}
          items={order.items}
          payment={order}
          actions={(p) =>
            loaderData.order.parcelMoves[p.id]?.customerCancel ? (
              <ConfirmAction
                label="Cancel this parcel"
                question={`Cancel ${parcelTitle(p)}? The other parcels are not affected. This cannot be undone.`}
                confirmLabel="Yes, cancel this parcel"
                intent="cancel-parcel"
                busy={busy}
              >
                <input type="hidden" name="parcelId" value={p.id} />
              </ConfirmAction>
            ) : null
          }
        />
      </section>

      {returns.notice || returns.returns.length > 0 ? (
        <section id="returns" aria-labelledby="returns-heading" className="card mt-6 p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="returns-heading" className="font-semibold text-slate-900">
              Returns
            </h2>
            {returns.canReturn ? (
              <Link to={`/orders/${order.id}/return`} className="btn-secondary">
                Return an item
              </Link>
            ) : null}
          </div>
          {returns.notice ? <p className="mt-2 text-sm text-slate-700">{returns.notice}</p> : null}
          <ul className="mt-3 divide-y divide-slate-100">
            {returns.returns.map((ret) => (
              <li key={ret.id} className="py-3">
                <ReturnSummary ret={ret} productName={order.items.find((i) => i.productId === ret.productId)?.name ?? ''} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section id="timeline" aria-labelledby="timeline-heading" className="card mt-6 p-5">
        <h2 id="timeline-heading" className="font-semibold text-slate-900">
          Timeline
        </h2>
        <OrderTimeline events={order.events} />
      </section>

      {order.cancellable ? (
        <div className="mt-6">
          <ConfirmAction
            label="Cancel Order"
            question={`Cancel this order?${order.paymentStatus === 'paid' ? ` ${formatInr(order.totalPaise)} will be refunded to your original payment method.` : ''} This cannot be undone.`}
            confirmLabel="Yes, cancel my order"
            intent="cancel"
            busy={busy}
          />
        </div>
      ) : null}
    </div>
  )
}
