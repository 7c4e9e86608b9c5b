import { safeRedirect } from '#src/modules/accounts/browser.ts'
import type { WishlistIntent } from '#src/modules/wishlist/browser.ts'
import { wishlistForm } from '#src/modules/wishlist/index.ts'

// A visitor who presses a heart or asks for an alert is asked to sign in first (decision 086). What they
// asked for waits in a short-lived cookie, and /wishlist/resume does it once they are signed in, then
// takes them back: the login page's own way back (`redirect`) only takes a plain path.

const COOKIE = 'dd_wish_pending'
const MAX_AGE = 30 * 60

export interface PendingWish {
  intent: WishlistIntent
  productId: string
  back: string
}

export function pendingWishCookie(wish: PendingWish, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(wish)).toString('base64url')
  return `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE}${secure ? '; Secure' : ''}`
}

export const clearPendingWishCookie = (secure: boolean) =>
  `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`

/** The wish the cookie holds, checked as the form's own input would be; null when there is none or it is not one. */
export function readPendingWish(cookieHeader: string | null): PendingWish | null {
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1)
  if (!raw) return null
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { back?: unknown }
    const form = wishlistForm.safeParse(value)
    if (!form.success || !form.data.productId) return null
    return {
      intent: form.data.intent,
      productId: form.data.productId,
      back: safeRedirect(typeof value.back === 'string' ? value.back : '/'),
    }
  } catch {
    return null
  }
}

/** Where a post without JavaScript goes back to: a path on this site, never another site. */
export function backTo(value: string | undefined, request: Request, fallback: string): string {
  const back = value?.startsWith('/') ? safeRedirect(value, '') : ''
  if (back) return back
  const from = URL.parse(request.headers.get('referer') ?? '')
  if (from && from.origin === new URL(request.url).origin && !from.pathname.startsWith('//'))
    return safeRedirect(`${from.pathname}${from.search}`, fallback)
  return fallback
}
