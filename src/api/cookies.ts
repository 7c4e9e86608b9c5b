import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '#src/modules/accounts/index.ts'
import { CART_COOKIE, CART_COOKIE_DAYS, type CartCookie } from '#src/modules/cart/index.ts'
import { COMPARE_COOKIE, COMPARE_COOKIE_DAYS, compareCookieValue } from '#src/modules/compare/index.ts'

/** The Set-Cookie header for a change of the visitor's cart cookie (none when it stays as it is). */
export function cartCookieHeader(change: CartCookie | undefined, secure: boolean): string[] {
  if (!change) return []
  const [value, maxAge] = change === 'clear' ? ['', 0] : [change.set, CART_COOKIE_DAYS * 24 * 60 * 60]
  return [`${CART_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`]
}

/**
 * The device cookie after a sign-in: HttpOnly (scripts never read it), kept as long as its newest entry
 * is trusted, sent only to this shop (SameSite=Lax).
 */
export function deviceCookieHeader(value: string | undefined, secure: boolean): string[] {
  if (!value) return []
  return [
    `${DEVICE_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DEVICE_COOKIE_DAYS * 24 * 60 * 60}${secure ? '; Secure' : ''}`,
  ]
}

/** Every cookie an outcome asks for: the sign-in library's session cookies, the cart cookie's change, the device cookie. */
export const cookiesOf = (
  outcome: { setCookies?: string[]; cartCookie?: CartCookie; deviceCookie?: string },
  secure: boolean,
): string[] => [
  ...(outcome.setCookies ?? []),
  ...cartCookieHeader(outcome.cartCookie, secure),
  ...deviceCookieHeader(outcome.deviceCookie, secure),
]

/**
 * The compare list's cookie: product ids only, checked again on every read. Not HttpOnly: it holds
 * nothing secret, and SameSite=Lax keeps other sites from changing it with a form post.
 */
export function compareCookieHeader(ids: readonly string[], secure: boolean): string {
  const [value, maxAge] = ids.length === 0 ? ['', 0] : [compareCookieValue(ids), COMPARE_COOKIE_DAYS * 24 * 60 * 60]
  return `${COMPARE_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`
}
