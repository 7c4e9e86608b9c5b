import { Form, Link, useSearchParams } from 'react-router'
import { Pager, Th } from '#app/components/admin/pager.tsx'
import { PaymentBadge, StatusBadge } from '#app/components/order-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import { listAllOrders, parseOrderFilter } from '#src/modules/admin/index.ts'
import { ORDER_STATUSES, PAYMENT_LABELS, PAYMENT_STATUSES, STATUS_LABELS } from '#src/modules/orders/browser.ts'
import type { Route } from './+types/orders'

export const meta = () => noindexMeta('Orders')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const filter = parseOrderFilter(new URL(request.url).searchParams)
  return { filter, ...(await listAllOrders(services(context), filter)) }
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, filter, page, pageCount, total } = loaderData
  const [params] = useSearchParams()
  const filtered = ['status', 'paymentStatus', 'from', 'to', 'q'].some((key) => params.get(key))
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Orders</h1>
        {/* The export carries the filters shown, every page of them. */}
        <a href={`/admin/orders.csv${params.size > 0 ? `?${params}` : ''}`} className="btn-secondary" download>
          Export CSV
        </a>
      </div>
      <Form method="get" className="card mt-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6" aria-label="Filter orders">
        <div className="lg:col-span-2">
          <label htmlFor="order-q" className="field-label">
            Search
          </label>
          <input
            id="order-q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ''}
            placeholder="Order number, id, customer or email"
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor="order-status" className="field-label">
            Status
          </label>
          <select id="order-status" name="status" defaultValue={filter.status ?? ''} className="field-input">
            <option value="">Any</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-payment" className="field-label">
            Payment
          </label>
          <select id="order-payment" name="paymentStatus" defaultValue={filter.paymentStatus ?? ''} className="field-input">
            <option value="">Any</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYMENT_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-from" className="field-label">
            From
          </label>
          <input id="order-from" name="from" type="date" defaultValue={filter.from ?? ''} className="field-input" />
        </div>
        <div>
          <label htmlFor="order-to" className="field-label">
            To
          </label>
          <input id="order-to" name="to" type="date" defaultValue={filter.to ?? ''} className="field-input" />
        </div>
        <div className="flex items-end gap-2 lg:col-span-6">
          <button type="submit" className="btn-primary">
            Filter Orders
          </button>
          {filtered ? (
            <Link to="/admin/orders" className="btn-secondary">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>

      {orders.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">{filtered ? 'No orders match these filters.' : 'No orders yet.'}</p>
      ) : (
        <div className="card scroll-cue mt-4 overflow-x-auto">
          <table className="table-cards w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <Th>Order ID</Th>
                <Th>Customer</Th>
                <Th>Date</Th>
                <Th>Total</Th>
                <Th>Status</Th>
                <Th>Payment</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {orders.map((order) => (
                <tr key={order.id}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {/* The order number is the order's id for people (issue 49, item 13); the UUID stays in the URL. */}
                    <p className="font-mono text-sm font-medium text-slate-900">{order.number}</p>
                  </td>
                  <td className="px-4 py-3" data-label="Customer">
                    <p className="font-medium text-slate-900">{order.customerName}</p>
                    <p className="text-xs text-slate-600">{order.customerEmail}</p>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap" data-label="Date">
                    {formatDate(order.createdAt)}
                  </td>
                  <td className="px-4 py-3 font-medium whitespace-nowrap" data-label="Total">
                    {formatInr(order.totalPaise)}
                  </td>
                  <td className="px-4 py-3" data-label="Status">
                    <StatusBadge status={order.status} />
                  </td>
                  <td className="px-4 py-3" data-label="Payment">
                    <PaymentBadge status={order.paymentStatus} orderStatus={order.status} />
                    <p className="mt-1 text-xs text-slate-600">{order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'}</p>
                  </td>
                  <td className="px-4 py-3" data-actions>
                    <Link
                      to={`/admin/orders/${order.id}`}
                      className="btn-secondary px-3 py-1.5"
                      aria-label={`Manage order ${order.number}`}
                    >
                      Manage
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pageCount} total={total} noun={total === 1 ? 'order' : 'orders'} />
    </>
  )
}
