import { data, Link, redirect } from 'react-router'
import { BLANK_PRODUCT, ProductForm } from '#app/components/product-form/product-form.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { readProductForm } from '#app/lib/product-form.server.ts'
import { createOwnProduct, ownSellingTerms } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/product-new'

export const meta = () => noindexMeta('Add New Product')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return { terms: await asVendor(() => ownSellingTerms(services(context))) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const { save, echo } = await readProductForm(request)
  const outcome = await asVendor(() => createOwnProduct(services(context), save))
  if (outcome.ok) return redirect(`/vendor/products?saved=${encodeURIComponent(outcome.slug)}`)
  return data({ errors: outcome.errors, echo }, { status: httpStatusOf(outcome) })
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-4xl py-10">
      <Link to="/vendor/products" className="text-sm font-medium text-brand-700 hover:underline">
        ← Manage Products
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Add New Product</h1>
      <ProductForm
        values={{ ...BLANK_PRODUCT, ...actionData?.echo }}
        errors={actionData?.errors}
        submitLabel="Add Product"
        terms={loaderData.terms}
      />
    </div>
  )
}
