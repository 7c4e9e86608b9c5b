import { Link } from 'react-router'
import { Price, StockBadge } from '#app/components/product-bits.tsx'
import { services } from '#app/context.ts'
import { requireVendor } from '#app/lib/access.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { vendorOverview } from '#src/modules/vendors/vendors.service.ts'
import type { Route } from './+types/dashboard'

export const meta = () => pageMeta('Vendor Dashboard')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return vendorOverview(services(context))
}

export default function VendorDashboard({ loaderData }: Route.ComponentProps) {
  const { store, products } = loaderData
  return (
    <div className="container-page py-10">
      <p className="text-sm font-medium text-slate-600">{store.city}</p>
      <h1 className="text-3xl font-bold text-slate-900">Vendor Dashboard</h1>
      <p className="mt-1 text-slate-700">{store.name}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/vendor/orders" className="btn-primary">
          Vendor Orders
        </Link>
        <Link to="/vendor/products" className="btn-secondary">
          Manage Products
        </Link>
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
            <table className="mt-4 w-full text-left text-sm">
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
                    <td className="px-5 py-3 font-medium text-slate-900">
                      {p.isPublished ? (
                        <Link to={`/products/${p.slug}`} className="hover:text-brand-700 hover:underline">
                          {p.name}
                        </Link>
                      ) : (
                        p.name
                      )}
                    </td>
                    <td className="px-5 py-3">
                      <Price pricePaise={p.pricePaise} discountPricePaise={p.discountPricePaise} />
                    </td>
                    <td className="px-5 py-3">
                      <span className="mr-2">{p.stock}</span>
                      <StockBadge stock={p.stock} />
                    </td>
                    <td className="px-5 py-3 text-slate-700">{p.isPublished ? 'Published' : 'Unpublished'}</td>
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
