import { useEffect, useRef } from 'react'
import { Outlet, useMatches, useNavigation, useRevalidator } from 'react-router'
import { CompareAnnouncer } from '#app/components/compare/compare-form.tsx'
import { CompareTray } from '#app/components/compare/compare-tray.tsx'
import { grievanceOfficerOf } from '#app/components/grievance-officer.tsx'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { servicesContext } from '#app/context.ts'
import { cartItemCount } from '#src/modules/cart/index.ts'
import { parseCompareCookie } from '#src/modules/compare/browser.ts'
import { compareTray } from '#src/modules/compare/index.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import type { Route } from './+types/layout'

/** An empty element right after the page's main content: the first paint waits for it (`links`). */
const MAIN_END_ID = 'main-end'

/**
 * The browser paints nothing of a storefront page until its header and main content are parsed to
 * their end. Painted part way, a page moved as the rest arrived: a listing's row with its second card
 * still coming set its prices lower, then higher (Lighthouse CLS 0.02 in 1 run of 7, and 4 of 8 loads
 * with the processor slowed); the header's icons and the cart's heading moved a few pixels (decision
 * 051). Chromium ends the wait when the element named is in the document, not when it is whole, so the
 * link names an empty element after `main`. Browsers without `rel=expect` ignore it.
 */
export const links: Route.LinksFunction = () => [{ rel: 'expect', href: `#${MAIN_END_ID}`, blocking: 'render' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ctx, personal } = context.get(servicesContext)
  const actor = ctx.actor
  const compareIds = parseCompareCookie(request.headers.get('cookie'))
  // Only someone with a cart (signed in, or holding a cart cookie) costs a cart query, and only
  // someone with a compare list a look-up of its (at most four) products.
  const [cartCount, store, compare] = await Promise.all([
    personal ? personal.cartCount : actor || ctx.cartId ? cartItemCount(ctx) : 0,
    getStoreDetails(ctx),
    compareIds.length > 0 ? compareTray(ctx, compareIds) : [],
  ])
  return {
    user: actor ? { name: personal?.name ?? actor.name, role: actor.role } : null,
    cartCount,
    store: { legalName: store.legalName, city: store.city },
    compare,
    // The operator's disclosure in the footer (decision 041).
    operator: { business: store, site: ctx.siteUrl, grievance: grievanceOfficerOf(store) },
  }
}

export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  useLiveCart(loaderData.user !== null || loaderData.cartCount > 0)
  const loading = useNavigation().state === 'loading'
  // Checkout and payment pages are distraction-free: no footer, no newsletter box (`handle.checkout`).
  const handles = useMatches().map((match) => match.handle as { checkout?: boolean; compareTray?: boolean } | undefined)
  const checkout = handles.some((handle) => handle?.checkout)
  // The comparison page is the tray's list laid out in full: there the tray would only cover it (`handle.compareTray`).
  const tray = !checkout && !handles.some((handle) => handle?.compareTray === false) && loaderData.compare.length > 0
  return (
    <>
      {loading ? (
        <div role="status" className="fixed inset-x-0 top-0 z-50 flex justify-center">
          <span className="h-1 w-full animate-pulse bg-saffron-500" />
          <span className="absolute top-3 flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-slate-800 shadow">
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" aria-hidden="true" />
            Loading…
          </span>
        </div>
      ) : null}
      <SiteHeader cartCount={loaderData.cartCount} user={loaderData.user} />
      {tray ? <CompareTray items={loaderData.compare} /> : null}
      <CompareAnnouncer />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <div id={MAIN_END_ID} hidden />
      {checkout ? null : <SiteFooter store={loaderData.store} operator={loaderData.operator} />}
      {/* Room under the footer for the tray's fixed bar (md and up), so it never hides the end of a page. */}
      {tray ? <div aria-hidden="true" className="hidden h-20 md:block" /> : null}
    </>
  )
}

/**
 * Follows this visitor's cart from other tabs and devices: when it changes anywhere, the page's data
 * (the header's count, the cart page) is fetched again.
 */
function useLiveCart(enabled: boolean) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    const source = new EventSource('/api/v1/cart/events')
    source.addEventListener('cart', () => void revalidate.current())
    return () => source.close()
  }, [enabled])
}
