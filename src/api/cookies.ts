import { CART_COOKIE, CART_COOKIE_DAYS, type CartCookie } from '#src/modules/cart/cart.service.ts'

/** The Set-Cookie header for a change of the visitor's cart cookie (none when it stays as it is). */
export function cartCookieHeader(change: CartCookie | undefined, secure: boolean): string[] {
  if (!change) return []
  const [value, maxAge] = change === 'clear' ? ['', 0] : [change.set, CART_COOKIE_DAYS * 24 * 60 * 60]
  return [`${CART_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`]
}

/** Every cookie an outcome asks for: the sign-in library's session cookies and the cart cookie's change. */
export const cookiesOf = (outcome: { setCookies?: string[]; cartCookie?: CartCookie }, secure: boolean): string[] => [
  ...(outcome.setCookies ?? []),
  ...cartCookieHeader(outcome.cartCookie, secure),
]
