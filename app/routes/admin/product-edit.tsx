import { data, Link, redirect } from 'react-router'
import { ProductForm } from '#app/components/product-form/product-form.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { readProductForm } from '#app/lib/product-form.server.ts'
import { getAnyProductForEdit, updateAnyProduct } from '#src/modules/admin/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/product-edit'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(loaderData ? `Edit ${loaderData.product.name}` : 'Product not found')

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const product = await getAnyProductForEdit(services(context), params.productId)
  if (!product) throw data(null, { status: 404 })
  return { product }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const { save, echo } = await readProductForm(request)
  const outcome = await updateAnyProduct(services(context), params.productId, save)
  if (outcome.ok) return redirect(`/admin/products?saved=${encodeURIComponent(outcome.slug)}`)
  if (outcome.code === 'not_found') throw data(null, { status: 404 })
  return data({ errors: outcome.errors, echo }, { status: httpStatusOf(outcome) })
}

export default function AdminEditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData
  return (
    <div className="max-w-4xl">
      <Link to="/admin/products" className="text-sm font-medium text-brand-700 hover:underline">
        ← Products
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">Edit {product.name}</h1>
      <ProductForm values={{ ...product, ...actionData?.echo }} errors={actionData?.errors} submitLabel="Save Changes" />
    </div>
  )
}
