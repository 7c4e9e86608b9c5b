import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { BulkBar, BulkTick, SortHeader } from '#app/components/admin/bulk-bar.tsx'
import { FilterSearch, FilterSelect } from '#app/components/admin/list-filters.tsx'
import { Pager, Th } from '#app/components/admin/pager.tsx'
import { FormSuccess, OutcomeMessage } from '#app/components/form-bits.tsx'
import { Price, StockBadge } from '#app/components/product-bits.tsx'
import { RowAction } from '#app/components/row-action.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { listStores } from '#src/modules/accounts/index.ts'
import { adjustStock, bulkChangeProducts, listAllProducts, parseProductListFilter, setProductFlag } from '#src/modules/admin/index.ts'
import { CATEGORIES } from '#src/modules/catalog/browser.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/products'

export const meta = () => noindexMeta('Products')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const params = new URL(request.url).searchParams
  const [list, stores] = await Promise.all([
    listAllProducts(ctx, { ...parseProductListFilter(params), page: pageOf(params) }),
    listStores(ctx.db),
  ])
  return { ...list, stores }
}

const BULK_ACTIONS = [
  ['publish', 'Publish'],
  ['unpublish', 'Unpublish'],
  ['feature', 'Feature on the home page'],
  ['unfeature', 'Stop featuring'],
  ['set-stock', 'Set stock'],
] as const

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const form = await request.formData()
  const value = (key: string) => (typeof form.get(key) === 'string' ? (form.get(key) as string) : undefined)
  const intent = value('intent')
  const productId = value('productId') ?? ''
  const stock = value('stock')
  const outcome =
    intent === 'bulk'
      ? await bulkChangeProducts(ctx, { productIds: form.getAll('productIds').map(String), action: value('action'), stock })
      : intent === 'stock'
        ? await adjustStock(ctx, productId, stock)
        : intent === 'feature' || intent === 'unfeature'
          ? await setProductFlag(ctx, productId, 'isFeatured', intent === 'feature')
          : await setProductFlag(ctx, productId, 'isPublished', intent === 'publish')
  return data(outcome, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { products, page, pageCount, total, stores } = loaderData
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const saved = params.get('saved')
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Products</h1>
      <Form method="get" role="search" className="card mt-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6" aria-label="Filter products">
        <input type="hidden" name="sort" value={params.get('sort') ?? ''} />
        <FilterSearch placeholder="Name, brand or store" className="lg:col-span-2" />
        <FilterSelect name="vendor" label="Store" options={stores.map((s) => [s.id, s.name] as const)} />
        <FilterSelect name="category" label="Category" options={CATEGORIES.map((c) => [c, c] as const)} />
        <FilterSelect
          name="status"
          label="Status"
          options={[
            ['published', 'Published'],
            ['unpublished', 'Unpublished'],
            ['featured', 'Featured'],
          ]}
        />
        <FilterSelect
          name="stock"
          label="Stock"
          options={[
            ['low', 'Low (1 to 10)'],
            ['out', 'Out of stock'],
          ]}
        />
        <div className="flex items-end gap-2 lg:col-span-6">
          <button type="submit" className="btn-secondary">
            Filter
          </button>
          <Link to="/admin/products" className="text-sm font-medium text-brand-700 hover:underline">
            Clear
          </Link>
        </div>
      </Form>
      <BulkBar actions={BULK_ACTIONS} busy={busy} />
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : saved ? <FormSuccess message="Product saved." /> : null}
      </div>
      <div className="card scroll-cue mt-4 overflow-x-auto">
        <table className="table-cards w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <Th>
                <span className="sr-only">Select</span>
              </Th>
              <Th>Image</Th>
              <SortHeader label="Name" asc="name" />
              <Th>Category</Th>
              <SortHeader label="Price" asc="price-asc" desc="price-desc" />
              <SortHeader label="Stock" asc="stock-asc" desc="stock-desc" />
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {products.map((p) => (
              <tr key={p.id}>
                <td className="px-4 py-3" data-label="Select">
                  <BulkTick id={p.id} name={p.name} />
                </td>
                <td className="px-4 py-3" data-thumb>
                  {p.imageUrl ? (
                    <img src={p.imageUrl} alt="" width={64} height={48} className="h-12 w-16 rounded bg-slate-100 object-contain" />
                  ) : null}
                </td>
                <td className="min-w-48 px-4 py-3">
                  <Link to={`/products/${p.slug}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
                    {p.name}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {p.vendorName}
                    {p.isPublished ? '' : ' · Unpublished'}
                    {p.isFeatured ? ' · Featured' : ''}
                  </p>
                </td>
                <td className="px-4 py-3 whitespace-nowrap" data-label="Category">
                  {p.category}
                </td>
                <td className="px-4 py-3" data-label="Price">
                  <Price sellingPricePaise={p.sellingPricePaise} mrpPaise={p.mrpPaise} />
                </td>
                <td className="px-4 py-3" data-label="Stock">
                  <Form method="post" className="flex items-center gap-1">
                    <input type="hidden" name="productId" value={p.id} />
                    <label htmlFor={`stock-${p.id}`} className="sr-only">
                      Stock of {p.name}
                    </label>
                    <input id={`stock-${p.id}`} name="stock" inputMode="numeric" defaultValue={p.stock} className="field-input w-20 py-1" />
                    <button
                      type="submit"
                      name="intent"
                      value="stock"
                      className="btn-small"
                      disabled={busy}
                      aria-label={`Set stock of ${p.name}`}
                    >
                      Set
                    </button>
                  </Form>
                  <div className="mt-1">
                    <StockBadge stock={p.stock} />
                  </div>
                </td>
                <td className="px-4 py-3" data-actions>
                  <div className="flex flex-wrap gap-2">
                    <Link to={`/admin/products/${p.id}/edit`} className="btn-secondary px-3 py-1.5" aria-label={`Edit ${p.name}`}>
                      Edit
                    </Link>
                    <RowAction
                      field="productId"
                      id={p.id}
                      intent={p.isFeatured ? 'unfeature' : 'feature'}
                      label={`${p.isFeatured ? 'Unfeature' : 'Feature'} ${p.name}`}
                      busy={busy}
                    >
                      {p.isFeatured ? 'Unfeature' : 'Feature'}
                    </RowAction>
                    <RowAction
                      field="productId"
                      id={p.id}
                      intent={p.isPublished ? 'unpublish' : 'publish'}
                      label={`${p.isPublished ? 'Unpublish' : 'Publish'} ${p.name}`}
                      busy={busy}
                    >
                      {p.isPublished ? 'Unpublish' : 'Publish'}
                    </RowAction>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageCount={pageCount} total={total} noun={total === 1 ? 'product' : 'products'} />
    </>
  )
}
