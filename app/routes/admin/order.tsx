import { useRef } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { GatewayRefunds } from '#app/components/admin/gateway-refunds.tsx'
import { OrderCustomer } from '#app/components/admin/order-customer.tsx'
import { ConfirmAction } from '#app/components/confirm-action.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { OrderTimeline, PaymentBadge, StatusBadge, Totals } from '#app/components/order-bits.tsx'
import { NetPaid, OrderLines, RefundList } from '#app/components/order-money.tsx'
import { ParcelList, parcelTitle } from '#app/components/parcel-bits.tsx'
import { ShipmentFields, useFocusFirstError } from '#app/components/shipment-fields.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatInr } from '#src/lib/money.ts'
import {
  cancelParcel,
  getOrderForAdmin,
  refundOrder,
  refundParcelLine,
  refundParcelPart,
  sendOrderRefundAgain,
  setOrderStatus,
} from '#src/modules/admin/index.ts'
import { needsEwayBill, STATUS_LABELS, unitPriceShownPaise } from '#src/modules/orders/browser.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/order'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(`Order ${loaderData?.order.number ?? ''}`)

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const order = await getOrderForAdmin(services(context), params.orderId)
  if (!order) throw data(null, { status: 404 })
  return { order, next: order.adminChoices.filter((status) => status !== 'cancelled') }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const {
    intent,
    status = '',
    courier,
    courierOther,
    trackingNumber,
    ewayBillNumber,
    parcelId,
    productId,
    reason,
    amount,
    refundId,
  } = await formValues(request)
  const shipment = { courier, courierOther, trackingNumber, ewayBillNumber }
  const outcome =
    intent === 'refund'
      ? await refundOrder(ctx, params.orderId)
      : intent === 'cancel'
        ? await setOrderStatus(ctx, params.orderId, 'cancelled')
        : intent === 'cancel-parcel'
          ? await cancelParcel(ctx, params.orderId, parcelId, reason)
          : intent === 'refund-parcel'
            ? await refundParcelPart(ctx, params.orderId, parcelId, amount)
            : intent === 'refund-line'
              ? await refundParcelLine(ctx, params.orderId, parcelId, productId)
              : intent === 'send-refund-again'
                ? await sendOrderRefundAgain(ctx, params.orderId, refundId)
                : await setOrderStatus(ctx, params.orderId, status, shipment)
  // The shipment is echoed so a refused form shows what was sent, with or without JavaScript.
  return data({ ...outcome, parcelId, sent: { status, ...shipment } }, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, next } = loaderData
  const busy = useNavigation().state === 'submitting'
  const manage = useRef<HTMLFormElement>(null)
  const refused = actionData && !actionData.ok ? actionData : undefined
  useFocusFirstError(manage, refused?.errors)
  return (
    <>
      <Link to="/admin/orders" className="text-sm font-medium text-brand-700 hover:underline">
        ← Orders
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Order {order.number}</h1>
        <StatusBadge status={order.status} />
        <PaymentBadge
          status={order.paymentStatus}
          orderStatus={order.status}
          refundedPaise={order.refundedPaise}
          totalPaise={order.totalPaise}
        />
      </div>
      <p className="mt-1 font-mono text-xs text-slate-600">{order.id}</p>
      <div className="mt-4" aria-live="polite">
        {/* A refusal that names its fields is shown at them, not up here. */}
        {actionData && !refused?.errors ? <OutcomeMessage outcome={actionData} /> : null}
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <section aria-labelledby="items-heading" className="card p-5">
            <h2 id="items-heading" className="font-semibold text-slate-900">
              Items
            </h2>
            <OrderLines items={order.items} taxable />
            <div className="mt-3 border-t border-slate-200 pt-3">
              <Totals
                subtotalPaise={order.subtotalPaise}
                taxPaise={order.taxPaise}
                roundOffPaise={order.roundOffPaise}
                totalPaise={order.totalPaise}
                itemCount={order.itemCount}
                storeCreditPaise={order.storeCreditPaise}
              />
            </div>
          </section>
          {order.gatewayRefunds.length > 0 ? <GatewayRefunds refunds={order.gatewayRefunds} busy={busy} /> : null}
          {order.refunds.length > 0 ? (
            <section aria-labelledby="refunds-heading" className="card p-5">
              <h2 id="refunds-heading" className="font-semibold text-slate-900">
                Refunds
              </h2>
              <RefundList orderId={order.id} refunds={order.refunds} />
              <div className="mt-3 border-t border-slate-200 pt-3">
                <NetPaid order={order} />
              </div>
            </section>
          ) : null}
          <section aria-labelledby="parcels-heading" className="card p-5">
            <h2 id="parcels-heading" className="font-semibold text-slate-900">
              {order.parcels.length === 1 ? 'Parcel' : `${order.parcels.length} parcels`} · {order.statusWords}
            </h2>
            <ParcelList
              orderId={order.id}
              parcels={order.parcels}
              items={order.items}
              actions={(p) => {
                const moves = order.parcelMoves[p.id]
                const mine = refused && actionData?.parcelId === p.id ? refused : undefined
                return (
                  <>
                    {moves?.adminCancel && order.parcels.length > 1 ? (
                      <ConfirmAction
                        label="Cancel this parcel"
                        question={`Cancel ${parcelTitle(p)}? Its part is refunded the way it was paid; the other parcels go on.`}
                        confirmLabel="Cancel the parcel"
                        intent="cancel-parcel"
                        busy={busy}
                        open={mine?.errors?.reason !== undefined}
                      >
                        <input type="hidden" name="parcelId" value={p.id} />
                        <label htmlFor={`reason-${p.id}`} className="field-label">
                          Reason the customer will read
                        </label>
                        <textarea id={`reason-${p.id}`} name="reason" rows={2} maxLength={300} required className="field-input mb-2" />
                        {mine?.errors?.reason ? <p className="mb-2 text-red-700">{mine.errors.reason}</p> : null}
                      </ConfirmAction>
                    ) : null}
                    {moves?.refundable ? (
                      <ConfirmAction
                        label="Refund part"
                        question={`Refund part of ${parcelTitle(p)} to the way it was paid, with a credit note?`}
                        confirmLabel="Refund"
                        intent="refund-parcel"
                        busy={busy}
                        tone="neutral"
                        open={mine?.errors?.amount !== undefined}
                      >
                        <input type="hidden" name="parcelId" value={p.id} />
                        <label htmlFor={`amount-${p.id}`} className="field-label">
                          Amount in rupees (up to {formatInr(p.totalPaise - p.refundedPaise)})
                        </label>
                        <input id={`amount-${p.id}`} name="amount" inputMode="decimal" required className="field-input mb-2" />
                        {mine?.errors?.amount ? <p className="mb-2 text-red-700">{mine.errors.amount}</p> : null}
                      </ConfirmAction>
                    ) : null}
                    {moves?.refundable ? (
                      <ConfirmAction
                        label="Refund an item"
                        question={`Refund one item of ${parcelTitle(p)} in full, GST included, with a credit note naming it?`}
                        confirmLabel="Refund the item"
                        intent="refund-line"
                        busy={busy}
                        tone="neutral"
                      >
                        <input type="hidden" name="parcelId" value={p.id} />
                        <label htmlFor={`line-${p.id}`} className="field-label">
                          Item
                        </label>
                        <select id={`line-${p.id}`} name="productId" required defaultValue="" className="field-input mb-2">
                          <option value="">Choose the item</option>
                          {/* An item refunded in full is struck out, and no longer a choice (issue 49, item 15). */}
                          {order.items
                            .filter((item) => item.vendorId === p.vendorId && item.struck === null)
                            .map((item) => (
                              <option key={item.productId} value={item.productId}>
                                {item.name} ({item.quantity} × {formatInr(unitPriceShownPaise(item))} incl. GST)
                              </option>
                            ))}
                        </select>
                      </ConfirmAction>
                    ) : null}
                  </>
                )
              }}
            />
          </section>
          <section aria-labelledby="timeline-heading" className="card p-5">
            <h2 id="timeline-heading" className="font-semibold text-slate-900">
              Timeline
            </h2>
            <OrderTimeline events={order.events} />
          </section>
        </div>

        <div className="grid content-start gap-6">
          <section aria-labelledby="manage-heading" className="card p-5">
            <h2 id="manage-heading" className="font-semibold text-slate-900">
              Manage
            </h2>
            {next.length > 0 ? (
              <Form ref={manage} method="post" className="mt-3 grid gap-3">
                <div>
                  <label htmlFor="order-next-status" className="field-label">
                    Move to
                  </label>
                  <select id="order-next-status" name="status" className="field-input" defaultValue={refused?.sent.status}>
                    {next.map((status) => (
                      <option key={status} value={status}>
                        {STATUS_LABELS[status]}
                      </option>
                    ))}
                  </select>
                </div>
                {next.includes('shipped') ? (
                  <fieldset>
                    <legend className="field-label">Shipment (needed for Shipped)</legend>
                    <ShipmentFields
                      idPrefix="order"
                      errors={refused?.errors}
                      values={refused?.sent}
                      ewayBill={
                        order.parcels.find((p) => (p.status === 'pending' || p.status === 'processing') && needsEwayBill(p))?.totalPaise ??
                        null
                      }
                    />
                  </fieldset>
                ) : null}
                <div>
                  <button type="submit" name="intent" value="status" className="btn-primary" disabled={busy}>
                    Update Status
                  </button>
                </div>
              </Form>
            ) : (
              <p className="mt-2 text-sm text-slate-700">
                {order.closed
                  ? 'This order is closed: every parcel is cancelled or refunded.'
                  : `${order.statusWords}: nothing more to move for the whole order.`}
              </p>
            )}
            <div className="mt-4 flex flex-wrap items-start gap-2">
              {order.cancellable ? (
                <ConfirmAction
                  label="Cancel Order"
                  question={`Cancel this order?${order.paymentStatus === 'paid' ? ` ${formatInr(order.totalPaise)} goes back to the customer's payment method.` : ''} The items return to stock. This cannot be undone.`}
                  confirmLabel="Yes, cancel this order"
                  intent="cancel"
                  busy={busy}
                />
              ) : null}
              {order.paymentStatus === 'paid' && !order.closed ? (
                <ConfirmAction
                  label="Refund the rest"
                  question="Send everything not yet refunded back the way it was paid? Parcels not shipped are cancelled. This cannot be undone."
                  confirmLabel="Yes, refund"
                  intent="refund"
                  busy={busy}
                  tone="neutral"
                />
              ) : null}
            </div>
          </section>

          <OrderCustomer order={order} />
        </div>
      </div>
    </>
  )
}
