import { isRouteErrorResponse, Link } from 'react-router'
import { AccessDenied } from '#app/components/access-denied.tsx'
import { PaymentStateBadge, StatusBadge } from '#app/components/order-bits.tsx'
import { NetPaid, OrderLines, RefundList } from '#app/components/order-money.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { isAccessRefusal } from '#app/lib/access-refusal.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import { paymentStateOf, STATUS_LABELS as STATUS_WORDS, shopperStatusLabel } from '#src/modules/orders/browser.ts'
import { listMyOrders } from '#src/modules/orders/index.ts'
import { formatDeliveryRange } from '#src/modules/settings/browser.ts'
import type { Route } from './+types/orders'

export const meta = () => noindexMeta('My Orders')

export async function loader({ context }: Route.LoaderArgs) {
  requireSignedIn(context)
  return { orders: await listMyOrders(services(context)) }
}

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData
  if (orders.length === 0) {
    return (
      <div className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">My Orders</h1>
        <p className="mt-3 text-slate-700">You haven't placed any orders yet.</p>
        <Link to="/products" className="btn-primary mt-8">
          Browse Products
        </Link>
      </div>
    )
  }
  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">My Orders</h1>
      <ul className="mt-6 space-y-6">
        {orders.map((order) => {
          const payment = paymentStateOf(order)
          return (
            <li key={order.id} className="card overflow-hidden">
              <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-5 py-3 text-sm">
                <div>
                  <p className="font-semibold text-slate-900">
                    Order{' '}
                    <Link to={`/orders/${order.id}`} className="font-mono text-brand-700 hover:underline">
                      {order.number}
                    </Link>
                  </p>
                  <p className="text-slate-600">Placed on {formatDate(order.createdAt)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={order.status} label={shopperStatusLabel(order.status, order)} />
                  {order.parcels.length > 1 && order.statusWords !== STATUS_WORDS[order.status] ? (
                    <span className="text-sm font-medium text-slate-700">{order.statusWords}</span>
                  ) : null}
                  <PaymentStateBadge state={payment} />
                </div>
              </div>
              <div className="px-5">
                <OrderLines items={order.items} />
              </div>
              {order.refunds.length > 0 ? (
                <section aria-label={`Refunds of order ${order.number}`} className="border-t border-slate-200 px-5 pb-3">
                  <RefundList orderId={order.id} refunds={order.refunds} />
                  <div className="border-t border-slate-100 pt-2">
                    <NetPaid order={order} />
                  </div>
                </section>
              ) : null}
              <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 px-5 py-4 text-sm">
                <div className="text-slate-700">
                  <p className="font-medium text-slate-900">{order.shipping.fullName}</p>
                  <p>
                    {order.shipping.addressLine1}, {order.shipping.city}
                  </p>
                  {order.parcels.length > 1 ? (
                    <p className="text-slate-700">
                      {order.parcels.length} parcels, one per seller
                      {order.dueOnDeliveryPaise > 0 ? ` · pay ${formatInr(order.dueOnDeliveryPaise)} on delivery, parcel by parcel` : ''}
                    </p>
                  ) : null}
                  {order.delivery && (order.status === 'pending' || order.status === 'processing' || order.status === 'shipped') ? (
                    <p className="mt-1 font-medium text-slate-900">Delivery by {formatDeliveryRange(order.delivery)}</p>
                  ) : null}
                </div>
                <div className="text-right">
                  <p className="text-slate-700">
                    Total ({order.itemCount} {order.itemCount === 1 ? 'item' : 'items'})
                  </p>
                  <p className="text-lg font-bold text-slate-900">{formatInr(order.totalPaise)}</p>
                  <p className="text-slate-600">
                    {order.storeCreditPaise >= order.totalPaise
                      ? 'Store credit'
                      : order.storeCreditPaise > 0
                        ? // Part paid with credit: say what the courier or the gateway takes (decision 022).
                          `Store credit ${formatInr(order.storeCreditPaise)} + ${formatInr(order.totalPaise - order.storeCreditPaise)} ${order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online Payment'}`
                        : order.paymentMethod === 'cod'
                          ? 'Cash on Delivery'
                          : 'Online Payment'}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-2 px-5 pb-4">
                {payment.canPay ? (
                  <Link to={`/pay/${order.id}`} className="btn-primary px-3 py-1.5">
                    Complete payment
                    <span className="sr-only">
                      {' '}
                      of {formatInr(order.totalPaise - order.storeCreditPaise)} for order {order.number}
                    </span>
                  </Link>
                ) : null}
                <Link to={`/orders/${order.id}`} className="btn-secondary px-3 py-1.5">
                  View Details<span className="sr-only"> of order {order.number}</span>
                </Link>
                {order.status === 'shipped' ? (
                  <Link to={`/orders/${order.id}#shipments`} className="btn-primary px-3 py-1.5">
                    Track Order
                  </Link>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && isAccessRefusal(error.data)) return <AccessDenied refusal={error.data} />
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Error Loading Orders</h1>
      <p className="mt-3 text-slate-700">Failed to load your orders. Please try again later.</p>
      <Link to="/" className="btn-primary mt-8">
        Go to Homepage
      </Link>
    </div>
  )
}
