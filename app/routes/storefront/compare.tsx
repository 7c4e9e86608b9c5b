import { data, Link, redirect } from 'react-router'
import type { CompareActionData } from '#app/components/compare/compare-form.tsx'
import { CompareTable, comparisonHref, DifferencesToggle } from '#app/components/compare/compare-table.tsx'
import { services } from '#app/context.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { compareCookieHeader } from '#src/api/cookies.ts'
import { safeRedirect } from '#src/modules/accounts/browser.ts'
import { COMPARE_MAX, parseCompareCookie, parseCompareParam } from '#src/modules/compare/browser.ts'
import { changeCompareList, compareProducts, isCompareIntent } from '#src/modules/compare/index.ts'
import { sellerBadges } from '#src/modules/sellers/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/compare'

/**
 * `/compare?ids=a,b,c` (slugs or ids) is the shareable comparison; plain `/compare` shows the
 * visitor's own list from the compare cookie. `only=differences` hides the rows where all agree.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const param = url.searchParams.get('ids')
  const { refs, tooMany } =
    param === null ? { refs: parseCompareCookie(request.headers.get('cookie')), tooMany: false } : parseCompareParam(param)
  const ctx = services(context)
  const comparison = await compareProducts(ctx, refs)
  const badges = await sellerBadges(
    ctx,
    comparison.products.map((product) => product.vendor.id),
  )
  return { comparison, sellers: Object.fromEntries(badges), tooMany, onlyDifferences: url.searchParams.get('only') === 'differences' }
}

/** No compare tray here: this page already shows the products, with their own Remove links. */
export const handle = { compareTray: false }

export const meta = () => [...pageMeta('Compare products'), { name: 'robots', content: 'noindex' }]

/** Where a post without JavaScript goes back to: a path on this site, never another site. */
function backTo(value: string | undefined, request: Request): string {
  // Through safeRedirect: a back field of bytes that are not UTF-8 or of other scripts once made a
  // Location header that could not be sent (issue 49, item 18).
  const back = value?.startsWith('/') ? safeRedirect(value, '') : ''
  if (back) return back
  // A Referer that is no URL at all is sent by hand, not by a browser: it counts as none.
  const from = URL.parse(request.headers.get('referer') ?? '')
  if (from && from.origin === new URL(request.url).origin && !from.pathname.startsWith('//')) return `${from.pathname}${from.search}`
  return '/compare'
}

/**
 * Adds, removes or clears the compare list (the cookie). With JavaScript (`js`) the answer is data
 * for the page's fetcher; without, a change redirects back to the page it came from, and a refusal
 * (the list is full) shows this page with the list and the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = services(context)
  const { intent = '', productId = '', back, js } = await formValues(request)
  if (!isCompareIntent(intent))
    return data<CompareActionData>({ ok: false, intent, productId, message: 'Unknown request' }, { status: 400 })
  const result = await changeCompareList(ctx, parseCompareCookie(request.headers.get('cookie')), intent, productId)
  const headers = new Headers()
  if (result.ok) headers.append('Set-Cookie', compareCookieHeader(result.ids, ctx.secureCookies))
  if (result.ok && js !== '1') throw redirect(backTo(back, request), { headers })
  return data<CompareActionData>(
    { ok: result.ok, intent, productId, message: result.message },
    { status: result.ok ? 200 : httpStatusOf(result), headers },
  )
}

export default function Compare({ loaderData, actionData }: Route.ComponentProps) {
  const { comparison, sellers, tooMany, onlyDifferences } = loaderData
  const { products, skipped } = comparison
  return (
    <div className="container-page py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/" className="hover:text-brand-700">
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        <Link to="/products" className="hover:text-brand-700">
          Products
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">Compare</span>
      </nav>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Compare products</h1>

      {actionData && !actionData.ok ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      {skipped.length > 0 || tooMany ? (
        <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {skipped.length > 0 ? (
            <p>
              Not shown, as no product on sale goes by {skipped.length === 1 ? 'this name' : 'these names'}:{' '}
              {skipped.map((ref) => `“${ref}”`).join(', ')}.
            </p>
          ) : null}
          {tooMany ? <p>Only the first {COMPARE_MAX} products are compared.</p> : null}
        </div>
      ) : null}

      {products.length === 0 ? (
        <div className="mt-10 flex flex-col items-center py-12 text-center">
          <h2 className="text-xl font-semibold text-slate-900">Nothing to compare yet</h2>
          <p className="mt-2 max-w-md text-slate-600">
            Choose Compare on up to {COMPARE_MAX} products, then come back here to see them side by side.
          </p>
          <Link to="/products" className="btn-primary mt-6">
            Browse Products
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {products.length === 1 ? 'Add another product to see how they differ. ' : null}
              <Link to={comparisonHref(products, false)} className="font-medium text-brand-700 hover:underline">
                Link to this comparison
              </Link>
              <span className="text-slate-600"> (to share or keep)</span>
            </p>
            <DifferencesToggle products={products} checked={onlyDifferences} />
          </div>
          <CompareTable comparison={comparison} sellers={sellers} onlyDifferences={onlyDifferences} />
        </>
      )}
    </div>
  )
}
