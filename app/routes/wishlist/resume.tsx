import { redirect } from 'react-router'
import { services } from '#app/context.ts'
import { clearPendingWishCookie, readPendingWish } from '#app/lib/wishlist-pending.server.ts'
import { applyWishlistIntent } from '#src/modules/wishlist/index.ts'
import type { Route } from './+types/resume'

/**
 * Where sign-in returns a visitor who pressed a heart or asked for an alert (decision 086): the wish kept
 * in their cookie is done, the cookie cleared, and they go back to the page they pressed it on. Only the
 * shopper's own post sets that cookie (the server refuses cross-site posts), so this GET does only what
 * they asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = services(context)
  if (!ctx.actor) throw redirect('/login?redirect=/wishlist/resume')
  const wish = readPendingWish(request.headers.get('cookie'))
  const headers = { 'Set-Cookie': clearPendingWishCookie(ctx.secureCookies), 'Cache-Control': 'no-store' }
  if (!wish) throw redirect('/wishlist', { headers })
  await applyWishlistIntent(ctx, wish.intent, wish.productId)
  throw redirect(wish.back, { headers })
}
