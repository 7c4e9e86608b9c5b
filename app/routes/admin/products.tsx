import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { Pager, Th } from '#app/components/admin/pager.tsx'
import { FormSuccess, OutcomeMessage } from '#app/components/form-bits.tsx'
import { Price, StockBadge } from '#app/components/product-bits.tsx'
import { RowAction } from '#app/components/row-action.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { httpStatusOf } from '#src/api/http-failures.ts'
import { adjustStock, listAllProducts, setProductFlag } from '#src/modules/admin/admin-products.service.ts'
import type { Route } from './+types/products'

export const meta = () => pageMeta('Products')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const params = new URL(request.url).searchParams
  return listAllProducts(services(context), { q: params.get('q') ?? '', page: Number(params.get('page')) || 1 })
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const { intent, productId = '', stock } = await formValues(request)
  const outcome =
    intent === 'stock'
      ? await adjustStock(ctx, productId, stock)
      : intent === 'feature' || intent === 'unfeature'
        ? await setProductFlag(ctx, productId, 'isFeatured', intent === 'feature')
        : await setProductFlag(ctx, productId, 'isPublished', intent === 'publish')
  return data(outcome, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { products, page, pageCount, total } = loaderData
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const saved = params.get('saved')
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Products</h1>
      <Form method="get" role="search" className="mt-4 flex max-w-md gap-2">
        <label htmlFor="admin-product-q" className="sr-only">
          Search products
        </label>
        <input
          id="admin-product-q"
          name="q"
          type="search"
          defaultValue={params.get('q') ?? ''}
          placeholder="Name, brand or store"
          className="field-input"
        />
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : saved ? <FormSuccess message="Product saved." /> : null}
      </div>
      <div className="card mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <Th>Image</Th>
              <Th>Name</Th>
              <Th>Category</Th>
              <Th>Price</Th>
              <Th>Stock</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {products.map((p) => (
              <tr key={p.id}>
                <td className="px-4 py-3">
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
                <td className="px-4 py-3 whitespace-nowrap">{p.category}</td>
                <td className="px-4 py-3">
                  <Price pricePaise={p.pricePaise} discountPricePaise={p.discountPricePaise} />
                </td>
                <td className="px-4 py-3">
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
                <td className="px-4 py-3">
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
