import { data, Link, redirect } from 'react-router'
import { ProductForm } from '#app/components/product-form/product-form.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { readProductForm } from '#app/lib/product-form.server.ts'
import { getOwnProductForEdit, ownSellingTerms, updateOwnProduct } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/product-edit'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(loaderData ? `Edit ${loaderData.product.name}` : 'Product not found')

export async function loader({ params, context }: Route.LoaderArgs) {
  requireVendor(context)
  // Another vendor's product is answered exactly like a missing one.
  const product = await asVendor(() => getOwnProductForEdit(services(context), params.productId))
  if (!product) throw data(null, { status: 404 })
  return { product, terms: await asVendor(() => ownSellingTerms(services(context))) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireVendor(context)
  const { save, echo } = await readProductForm(request)
  const outcome = await asVendor(() => updateOwnProduct(services(context), params.productId, save))
  if (outcome.ok) return redirect(`/vendor/products?saved=${encodeURIComponent(outcome.slug)}`)
  if (outcome.code === 'not_found') throw data(null, { status: 404 })
  return data({ errors: outcome.errors, echo }, { status: httpStatusOf(outcome) })
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, terms } = loaderData
  return (
    <div className="container-page max-w-4xl py-10">
      <Link to="/vendor/products" className="text-sm font-medium text-brand-700 hover:underline">
        ← Manage Products
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 [overflow-wrap:anywhere]">Edit {product.name}</h1>
      <ProductForm values={{ ...product, ...actionData?.echo }} errors={actionData?.errors} submitLabel="Save Changes" terms={terms} />
    </div>
  )
}
