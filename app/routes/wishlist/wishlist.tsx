import { data, Link, redirect } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import type { WishActionData } from '#app/components/wishlist/wish-form.tsx'
import { ShareBox, WishlistItems } from '#app/components/wishlist/wishlist-items.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { backTo, pendingWishCookie } from '#app/lib/wishlist-pending.server.ts'
import { WISHLIST_MESSAGES } from '#src/modules/wishlist/browser.ts'
import { applyWishlistIntent, myWishlist, wishlistForm } from '#src/modules/wishlist/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/wishlist'

export const meta = () => noindexMeta('My Wishlist')

export async function loader({ context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  return { wishlist: await myWishlist(ctx), site: ctx.siteUrl }
}

/**
 * Every wishlist form posts here: hearts, alerts, removing, sharing. With JavaScript (`js`) the answer is
 * data for the page's fetcher; without, a change goes back to the page it came from. A visitor's wish
 * waits in a cookie while they sign in (decision 086).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = services(context)
  const values = await formValues(request)
  const form = wishlistForm.safeParse(values)
  if (!form.success) return data<WishActionData>({ ok: false, intent: '', productId: '', message: 'Unknown request' }, { status: 400 })
  const { intent, productId } = form.data
  const back = backTo(values.back, request, '/wishlist')
  if (!ctx.actor) {
    const wish = intent === 'add' || intent === 'price-alert-on' || intent === 'stock-alert-on'
    const headers = wish ? { 'Set-Cookie': pendingWishCookie({ intent, productId, back }, ctx.secureCookies) } : undefined
    throw redirect(`/login?redirect=${wish ? '/wishlist/resume' : '/wishlist'}`, { headers })
  }
  const outcome = await applyWishlistIntent(ctx, intent, productId)
  if (outcome.ok && values.js !== '1') throw redirect(back)
  return data<WishActionData>(
    { ok: outcome.ok, intent, productId, message: outcome.ok ? WISHLIST_MESSAGES[intent] : outcome.message },
    { status: outcome.ok ? 200 : httpStatusOf(outcome) },
  )
}

export default function Wishlist({ loaderData, actionData }: Route.ComponentProps) {
  const { wishlist, site } = loaderData
  const count = wishlist.items.length
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">My Wishlist</h1>
      <p className="mt-1 text-slate-700">
        {count === 0 ? 'Nothing saved yet.' : `${count} ${count === 1 ? 'product' : 'products'} saved. Prices include GST.`}
      </p>
      {/* Answers of the page's own forms without JavaScript come back here as the page itself. */}
      <p role="status" className="mt-2 text-sm text-slate-700">
        {actionData?.message}
      </p>
      {count === 0 ? (
        <div className="card mt-6 p-8 text-center">
          <p className="text-slate-700">Press the heart on any product to keep it here, with its price on the day you saved it.</p>
          <Link to="/products" className="btn-primary mt-5 inline-flex">
            Browse Products
          </Link>
        </div>
      ) : (
        <WishlistItems items={wishlist.items} />
      )}
      <ShareBox token={wishlist.shareToken} site={site} empty={count === 0} />
    </div>
  )
}

export const ErrorBoundary = AccessErrorBoundary
