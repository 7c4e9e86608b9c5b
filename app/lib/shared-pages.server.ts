import { cartItemCount } from '#src/modules/cart/index.ts'
import { publishedProductId } from '#src/modules/catalog/index.ts'
import { parseCompareCookie } from '#src/modules/compare/browser.ts'
import { reviewStandingOf } from '#src/modules/reviews/index.ts'
import { productWish } from '#src/modules/wishlist/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { deliveryPincode } from './delivery-pin.server.ts'
import { PERSONAL_PLACEHOLDERS, type PersonalParts } from './personal.ts'

// Which storefront pages shoppers share (decision 045), and what of each is a shopper's own. The
// catalogue's pages depend on the shopper only through the layout's header (name, cart count) and
// compare tray, and a product page also through "Deliver to", the review box and the wishlist's buttons
// (decision 086: cards' hearts are filled in the browser, so listings stay shared).

const PRODUCT_PAGE = /^\/products\/([^/]+)$/
const SHARED = /^\/(?:products(?:\/[^/]+)?|search|sellers\/[^/]+)?$/

/** A page's HTML, not its data (React Router's `.data` requests answer the shopper's own loaders). */
export const isSharedPagePath = (pathname: string) => SHARED.test(pathname) && !pathname.endsWith('.data')

export interface SharedPageVariant {
  /** Everything besides the URL that the shared page depends on: shoppers with the same key share it. */
  key: string
  /** This shopper's parts, filled into the shared page. */
  personal: PersonalParts
  /** What the page is rendered with when it is not yet kept: placeholders where a hole can be. */
  rendering: PersonalParts
}

/**
 * Whether this shopper's page can be the shared one, and under which key. Null for accounts whose
 * storefront differs in ways a key does not capture (sellers and admins see their own menus; a
 * nameless account shows "My Account"): their pages are rendered for them.
 */
export async function sharedPageVariant(ctx: ServiceContext, url: URL, cookie: string | undefined): Promise<SharedPageVariant | null> {
  const actor = ctx.actor
  if (actor && (actor.role !== 'customer' || actor.name === '')) return null
  const [cartCount, ownParts] = await Promise.all([actor || ctx.cartId ? cartItemCount(ctx) : 0, productPageParts(ctx, url, cookie)])
  // "1 item" and "N items" differ in more than the number, so a count of one is part of the key, not a hole.
  const countKey = cartCount === 1 ? 1 : 'n'
  const key = JSON.stringify([actor ? 'customer' : 'guest', countKey, parseCompareCookie(cookie ?? null), ownParts])
  return {
    key,
    personal: { name: actor?.name ?? '', cartCount },
    rendering: { name: PERSONAL_PLACEHOLDERS.name, cartCount: cartCount === 1 ? 1 : PERSONAL_PLACEHOLDERS.cartCount },
  }
}

/** A product page's own parts for this shopper: the PIN it answers for, the review box and the wishlist's state. */
async function productPageParts(ctx: ServiceContext, url: URL, cookie: string | undefined) {
  const slug = PRODUCT_PAGE.exec(url.pathname)?.[1]
  if (!slug) return null
  // Cannot throw: parseUrl refused a path that does not decode, or that holds a NUL (issue 49, item 18).
  const decoded = decodeURIComponent(slug)
  const [{ pincode }, standing, wish] = await Promise.all([
    deliveryPincode(url, cookie, ctx),
    reviewStandingOf(ctx, () => publishedProductId(ctx, decoded)),
    productWish(ctx, decoded),
  ])
  return { pincode, standing, wish }
}
