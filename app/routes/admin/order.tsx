import { useRef } from 'react'
import { data, Link, useNavigation } from 'react-router'
import { GatewayRefunds } from '#app/components/admin/gateway-refunds.tsx'
import { OrderCustomer } from '#app/components/admin/order-customer.tsx'
import { OrderManage } from '#app/components/admin/order-manage.tsx'
import { AdminParcelActions } from '#app/components/admin/parcel-actions.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { OrderTotals } from '#app/components/offers/offer-totals.tsx'
import { OrderTimeline, PaymentBadge, StatusBadge } from '#app/components/order-bits.tsx'
import { NetPaid, OrderLines, RefundList } from '#app/components/order-money.tsx'
import { ParcelList } from '#app/components/parcel-bits.tsx'
import { useFocusFirstError } from '#app/components/shipment-fields.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import {
  cancelParcel,
  deliverParcel,
  getOrderForAdmin,
  refundOrder,
  refundParcelLine,
  refundParcelPart,
  sendOrderRefundAgain,
  setOrderStatus,
} from '#src/modules/admin/index.ts'
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
              : intent === 'deliver-parcel'
                ? await deliverParcel(ctx, params.orderId, parcelId)
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
              <OrderTotals order={order} discounts={order.discounts} />
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
              actions={(p) => (
                <AdminParcelActions
                  p={p}
                  order={order}
                  moves={order.parcelMoves[p.id]}
                  wholeDelivers={next.includes('delivered')}
                  mine={refused && actionData?.parcelId === p.id ? refused : undefined}
                  busy={busy}
                />
              )}
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
          <OrderManage order={order} next={next} busy={busy} form={manage} refused={refused} />

          <OrderCustomer order={order} />
        </div>
      </div>
    </>
  )
}
