import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { BulkBar, BulkTick, SortHeader } from '#app/components/admin/bulk-bar.tsx'
import { FilterSearch, FilterSelect } from '#app/components/admin/list-filters.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { Price, StockBadge } from '#app/components/product-bits.tsx'
import { RowAction } from '#app/components/row-action.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { CATEGORIES } from '#src/modules/catalog/browser.ts'
import {
  bulkChangeOwnProducts,
  deleteOwnProduct,
  listOwnProducts,
  parseOwnProductsFilter,
  setOwnProductPublished,
} from '#src/modules/vendors/index.ts'
import { fail } from '#src/platform/failure.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/products'

export const meta = () => noindexMeta('Manage Products')

const VENDOR_BULK_ACTIONS = [
  ['publish', 'Publish'],
  ['unpublish', 'Unpublish'],
  ['set-stock', 'Set stock'],
] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  requireVendor(context)
  const filter = parseOwnProductsFilter(new URL(request.url).searchParams)
  const narrowed = Boolean(filter.category || filter.status || filter.stock)
  return {
    q: filter.q ?? '',
    filtered: narrowed || Boolean(filter.q),
    narrowed,
    products: await asVendor(() => listOwnProducts(services(context), filter)),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const ctx = services(context)
  const form = await request.formData()
  const value = (key: string) => (typeof form.get(key) === 'string' ? (form.get(key) as string) : undefined)
  const intent = value('intent')
  const productId = value('productId') ?? ''
  const outcome = await asVendor(() => {
    if (intent === 'bulk')
      return bulkChangeOwnProducts(ctx, {
        productIds: form.getAll('productIds').map(String),
        action: value('action'),
        stock: value('stock'),
      })
    if (intent === 'publish' || intent === 'unpublish') return setOwnProductPublished(ctx, productId, intent === 'publish')
    if (intent === 'delete') return deleteOwnProduct(ctx, productId)
    return Promise.resolve(fail('invalid_input', 'Unknown request'))
  })
  return data(outcome, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

export default function VendorProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { q, filtered, narrowed, products } = loaderData
  const busy = useNavigation().state === 'submitting'
  const [params] = useSearchParams()
  const saved = params.get('saved')
  return (
    <div className="container-page py-6 sm:py-10">
      <Link to="/vendor/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Vendor Dashboard
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Manage Products</h1>
        <Link to="/vendor/products/new" className="btn-primary">
          Add New Product
        </Link>
      </div>
      {/* A GET form: the filters live in the URL and work without JavaScript, as on admin products. */}
      <Form method="get" role="search" aria-label="Filter your products" className="card mt-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5">
        <input type="hidden" name="sort" value={params.get('sort') ?? ''} />
        <FilterSearch label="Search your products" placeholder="Product name" className="sm:col-span-2 lg:col-span-2" />
        <FilterSelect name="category" label="Category" options={CATEGORIES.map((c) => [c, c] as const)} />
        <FilterSelect
          name="status"
          label="Status"
          options={[
            ['published', 'Published'],
            ['unpublished', 'Unpublished'],
          ]}
        />
        <FilterSelect
          name="stock"
          label="Stock"
          options={[
            ['low', 'Low stock'],
            ['out', 'Out of stock'],
          ]}
        />
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="btn-primary">
            Filter
          </button>
          {filtered ? (
            <Link to="/vendor/products" className="text-sm font-medium text-brand-700 hover:underline">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>
      {products.length > 0 ? <BulkBar actions={VENDOR_BULK_ACTIONS} busy={busy} /> : null}
      <div className="mt-4" aria-live="polite">
        {actionData ? (
          <OutcomeMessage outcome={actionData} />
        ) : saved ? (
          <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            Product saved.{' '}
            <Link to={`/products/${saved}`} className="font-semibold underline">
              View it in the shop
            </Link>
          </div>
        ) : null}
      </div>
      {products.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">
          {narrowed ? 'No products match these filters.' : q ? `No products match “${q}”.` : 'Your store has no products yet.'}
        </p>
      ) : (
        <div className="card scroll-cue mt-6 overflow-x-auto">
          <table className="table-cards w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Select</span>
                </th>
                <SortHeader label="Product" asc="name" />
                <SortHeader label="Price" asc="price-asc" desc="price-desc" />
                <SortHeader label="Stock" asc="stock-asc" desc="stock-desc" />
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {products.map((p) => (
                <tr key={p.id}>
                  <td className="px-4 py-3" data-label="Select">
                    <BulkTick id={p.id} name={p.name} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      {p.imageUrl ? (
                        <img src={p.imageUrl} alt="" width={64} height={48} className="h-12 w-16 rounded bg-slate-100 object-cover" />
                      ) : null}
                      <div>
                        <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{p.name}</p>
                        <p className="text-xs text-slate-600">{p.category}</p>
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3" data-label="Price">
                    <Price sellingPricePaise={p.sellingPricePaise} mrpPaise={p.mrpPaise} />
                  </td>
                  <td className="px-4 py-3" data-label="Stock">
                    <span className="mr-2">{p.stock}</span>
                    <StockBadge stock={p.stock} />
                  </td>
                  <td className="px-4 py-3 text-slate-700" data-label="Status">
                    {p.isPublished ? 'Published' : 'Unpublished'}
                    {p.isPublished && !p.onSale ? (
                      <span className="block text-xs text-amber-800">Not on sale until your seller profile is approved</span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3" data-actions>
                    <div className="flex flex-wrap gap-2">
                      <Link to={`/vendor/products/${p.id}/edit`} className="btn-secondary px-3 py-1.5" aria-label={`Edit ${p.name}`}>
                        Edit
                      </Link>
                      <RowAction
                        field="productId"
                        id={p.id}
                        intent={p.isPublished ? 'unpublish' : 'publish'}
                        label={`${p.isPublished ? 'Unpublish' : 'Publish'} ${p.name}`}
                        busy={busy}
                      >
                        {p.isPublished ? 'Unpublish' : 'Publish'}
                      </RowAction>
                      <RowAction field="productId" id={p.id} intent="delete" label={`Delete ${p.name}`} busy={busy} danger>
                        Delete
                      </RowAction>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
