import { data, Form, Link } from 'react-router'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { StatusBadge } from '#app/components/order-bits.tsx'
import { Price, StockBadge } from '#app/components/product-bits.tsx'
import { SalesChart } from '#app/components/sales-chart.tsx'
import { SellerStatusBanner } from '#app/components/seller-status-banner.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import { LOW_STOCK_THRESHOLD } from '#src/modules/catalog/browser.ts'
import {
  listOwnOrders,
  ownQuestionQueue,
  ownSellerProfile,
  setOwnLowStockThreshold,
  vendorOverview,
  vendorStats,
} from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/dashboard'

export const meta = () => noindexMeta('Vendor Dashboard')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  const ctx = services(context)
  const [overview, stats, orders, profile, questions] = await asVendor(() =>
    Promise.all([vendorOverview(ctx), vendorStats(ctx), listOwnOrders(ctx), ownSellerProfile(ctx), ownQuestionQueue(ctx)]),
  )
  const seller = { status: profile.status, statusReason: profile.statusReason, missing: profile.missing }
  return { ...overview, stats, recentOrders: orders.slice(0, 5), seller, questionsWaiting: questions.length }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const form = await request.formData()
  const outcome = await asVendor(() => setOwnLowStockThreshold(services(context), form.get('lowStockThreshold')))
  return data(outcome, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

export default function VendorDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { store, products, stats, recentOrders, seller } = loaderData
  const cards = [
    ['Total Sales', formatInr(stats.totalSalesPaise)],
    ['Orders', String(stats.totalOrders)],
    ['Customers', String(stats.totalCustomers)],
    ['Pending Orders', String(stats.pendingOrders)],
  ] as const
  return (
    <div className="container-page py-10">
      <p className="text-sm font-medium text-slate-600">{store.city}</p>
      <h1 className="text-3xl font-bold text-slate-900">Vendor Dashboard</h1>
      <p className="mt-1 text-slate-700">{store.name}</p>
      {seller.status === 'approved' ? null : (
        <div className="mt-4">
          <SellerStatusBanner status={seller.status} statusReason={seller.statusReason} missing={seller.missing} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/vendor/products/new" className="btn-primary">
          Add New Product
        </Link>
        <Link to="/vendor/orders" className="btn-secondary">
          Vendor Orders
        </Link>
        <Link to="/vendor/returns" className="btn-secondary">
          Returns
        </Link>
        <Link to="/vendor/complaints" className="btn-secondary">
          Complaints
        </Link>
        <Link to="/vendor/questions" className="btn-secondary">
          Questions to answer ({loaderData.questionsWaiting})
        </Link>
        <Link to="/vendor/products" className="btn-secondary">
          Manage Products
        </Link>
      </div>

      <Form method="post" className="mt-6 flex flex-wrap items-end gap-2" aria-label="Low-stock email">
        <div>
          <label htmlFor="low-stock-threshold" className="field-label">
            Daily low-stock email: list products with this many or fewer left
          </label>
          <input
            id="low-stock-threshold"
            name="lowStockThreshold"
            inputMode="numeric"
            defaultValue={store.lowStockThreshold ?? ''}
            placeholder={String(LOW_STOCK_THRESHOLD)}
            aria-describedby="low-stock-threshold-hint"
            className="field-input w-28"
          />
        </div>
        <button type="submit" className="btn-secondary">
          Save
        </button>
        <p id="low-stock-threshold-hint" className="w-full text-xs text-slate-600">
          Leave it blank for the shop's level of {LOW_STOCK_THRESHOLD}.
        </p>
        <div className="w-full" aria-live="polite">
          {actionData ? <OutcomeMessage outcome={actionData} /> : null}
        </div>
      </Form>

      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Your figures">
        {cards.map(([label, value]) => (
          <li key={label} className="card p-5">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="sales-heading" className="card p-5">
          <h2 id="sales-heading" className="text-xl font-semibold text-slate-900">
            Sales
          </h2>
          <div className="mt-3">
            <SalesChart daily={stats.daily} />
          </div>
        </section>
        <section aria-labelledby="recent-heading" className="card p-5">
          <div className="flex items-center justify-between gap-3">
            <h2 id="recent-heading" className="text-xl font-semibold text-slate-900">
              Recent Orders
            </h2>
            <Link to="/vendor/orders" className="text-sm font-semibold text-brand-700 hover:underline">
              View All<span className="sr-only"> orders</span>
            </Link>
          </div>
          {recentOrders.length === 0 ? (
            <p className="mt-3 text-slate-600">No orders yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {recentOrders.map((order) => (
                <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-slate-800">
                    <span className="font-mono">{order.number}</span> · {formatDate(order.createdAt)} · {order.customer.city}
                  </span>
                  <StatusBadge status={order.status} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="products-heading" className="card mt-8 overflow-hidden">
        <div className="flex items-center justify-between gap-3 px-5 pt-5">
          <h2 id="products-heading" className="text-xl font-semibold text-slate-900">
            Your Products
          </h2>
          <Link to="/vendor/products" className="text-sm font-semibold text-brand-700 hover:underline">
            View All<span className="sr-only"> products</span>
          </Link>
        </div>
        {products.length === 0 ? (
          <p className="px-5 pt-2 pb-5 text-slate-600">Your store has no products yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="table-cards mt-4 w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Product
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Price
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Stock
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {products.map((p) => (
                  <tr key={p.id}>
                    <td className="px-5 py-3 font-medium text-slate-900 [overflow-wrap:anywhere]">
                      {p.isPublished ? (
                        <Link to={`/products/${p.slug}`} className="hover:text-brand-700 hover:underline">
                          {p.name}
                        </Link>
                      ) : (
                        p.name
                      )}
                    </td>
                    <td className="px-5 py-3" data-label="Price">
                      <Price sellingPricePaise={p.sellingPricePaise} mrpPaise={p.mrpPaise} />
                    </td>
                    <td className="px-5 py-3" data-label="Stock">
                      <span className="mr-2">{p.stock}</span>
                      <StockBadge stock={p.stock} />
                    </td>
                    <td className="px-5 py-3 text-slate-700" data-label="Status">
                      {p.isPublished ? 'Published' : 'Unpublished'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  )
}
