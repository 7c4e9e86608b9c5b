import { Link } from 'react-router'
import { Th } from '#app/components/admin/pager.tsx'
import { StatusBadge } from '#app/components/order-bits.tsx'
import { SalesChart } from '#app/components/sales-chart.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import { UNFULFILLED_DAYS } from '#src/modules/admin/browser.ts'
import { storeOverview } from '#src/modules/admin/index.ts'
import { overdueComplaintCount } from '#src/modules/grievances/index.ts'
import { ORDER_STATUSES, STATUS_LABELS } from '#src/modules/orders/browser.ts'
import type { Route } from './+types/dashboard'

export const meta = () => noindexMeta('Admin Dashboard')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const [overview, overdueComplaints] = await Promise.all([storeOverview(ctx), overdueComplaintCount(ctx)])
  return { overview, overdueComplaints }
}

const number = new Intl.NumberFormat('en-IN')

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData
  const totalOrders = ORDER_STATUSES.reduce((sum, status) => sum + overview.ordersByStatus[status], 0)
  const cards = [
    ['Revenue', formatInr(overview.revenuePaise)],
    ['Orders', number.format(totalOrders)],
    ['Customers', number.format(overview.customers)],
    ['Vendors', number.format(overview.vendors)],
    ['Published products', number.format(overview.products)],
    ['Unanswered messages', number.format(overview.unreadMessages)],
  ] as const
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      {/* Complaints past the 48-hour or one-month clock (decision 042). */}
      {loaderData.overdueComplaints > 0 ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <strong>
            {loaderData.overdueComplaints} {loaderData.overdueComplaints === 1 ? 'complaint is' : 'complaints are'} overdue
          </strong>{' '}
          (not acknowledged within 48 hours or not resolved within a month).{' '}
          <Link to="/admin/complaints" className="font-semibold underline">
            See complaints
          </Link>
        </p>
      ) : null}
      <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-6" aria-label="Store figures">
        {cards.map(([label, value]) => (
          <li key={label} className="card p-4">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
          </li>
        ))}
      </ul>

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="sales-heading" className="card p-5">
          <h2 id="sales-heading" className="font-semibold text-slate-900">
            Sales, last 30 days
          </h2>
          <div className="mt-3">
            <SalesChart daily={overview.daily} />
          </div>
        </section>
        <section aria-labelledby="status-heading" className="card p-5">
          <h2 id="status-heading" className="font-semibold text-slate-900">
            Orders by status
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 text-sm">
            {ORDER_STATUSES.map((status) => (
              <li key={status} className="flex items-center justify-between py-2">
                <Link to={`/admin/orders?status=${status}`} className="text-brand-700 hover:underline">
                  {STATUS_LABELS[status]}
                </Link>
                <span className="font-semibold text-slate-900">{number.format(overview.ordersByStatus[status])}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="mt-6 grid items-start gap-6 xl:grid-cols-2">
        {/* The whole row: beside another card, five columns squeezed the emails to a letter a line and clipped the statuses. */}
        <section aria-labelledby="recent-heading" className="card overflow-hidden xl:col-span-2">
          <div className="flex items-center justify-between px-5 pt-5">
            <h2 id="recent-heading" className="font-semibold text-slate-900">
              Recent orders
            </h2>
            <Link to="/admin/orders" className="text-sm font-semibold text-brand-700 hover:underline">
              View All<span className="sr-only"> orders</span>
            </Link>
          </div>
          {overview.recentOrders.length === 0 ? (
            <p className="p-5 text-sm text-slate-700">No orders yet.</p>
          ) : (
            <div className="scroll-cue mt-3 overflow-x-auto">
              <table className="table-cards w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <Th>Order ID</Th>
                    <Th>Customer</Th>
                    <Th>Date</Th>
                    <Th>Total</Th>
                    <Th>Status</Th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {overview.recentOrders.map((order) => (
                    <tr key={order.id}>
                      <td className="px-4 py-3 font-mono text-xs">
                        <Link
                          to={`/admin/orders/${order.id}`}
                          className="text-brand-700 hover:underline"
                          title={order.id}
                          aria-label={`${order.id.slice(0, 8)}…, order ${order.number}`}
                        >
                          {order.id.slice(0, 8)}…
                        </Link>
                        <span className="block whitespace-nowrap text-slate-600">{order.number}</span>
                      </td>
                      <td className="px-4 py-3 md:whitespace-nowrap" data-label="Customer">
                        {order.customerEmail}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap" data-label="Date">
                        {formatDate(order.createdAt)}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap" data-label="Total">
                        {formatInr(order.totalPaise)}
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap" data-label="Status">
                        <StatusBadge status={order.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section aria-labelledby="late-heading" className="card p-5">
          <h2 id="late-heading" className="font-semibold text-slate-900">
            Not shipped after {UNFULFILLED_DAYS} days
          </h2>
          {overview.unfulfilled.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">Every order that can ship has shipped within {UNFULFILLED_DAYS} days.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 text-sm">
              {overview.unfulfilled.map((order) => (
                <li key={order.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <Link to={`/admin/orders/${order.id}`} className="font-medium text-slate-900 hover:underline">
                      {order.number}
                    </Link>
                    <span className="block truncate text-xs text-slate-600">{order.customerEmail}</span>
                  </span>
                  <span className="shrink-0 text-right text-amber-800">
                    <StatusBadge status={order.status} />
                    <span className="block text-xs">since {formatDate(order.createdAt)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="low-heading" className="card p-5">
          <h2 id="low-heading" className="font-semibold text-slate-900">
            Low stock
          </h2>
          {overview.lowStock.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">Every published product has more than 10 units.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 text-sm">
              {overview.lowStock.map((product) => (
                <li key={product.id} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    <Link to={`/admin/products/${product.id}/edit`} className="font-medium text-slate-900 hover:underline">
                      {product.name}
                    </Link>
                    <span className="block text-xs text-slate-600">{product.vendorName}</span>
                  </span>
                  <span className={`shrink-0 font-semibold whitespace-nowrap ${product.stock === 0 ? 'text-red-700' : 'text-amber-800'}`}>
                    {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  )
}
