import { formatInr } from '#src/lib/money.ts'
import { SPEC_LABELS, STOCK_LABELS, shopperPrice, specLabel, stockLevel } from '#src/modules/catalog/browser.ts'
import { fail, type Result } from '#src/platform/failure.ts'

/**
 * The rules of comparing products (decision 023), free of the database and of HTTP, so the cookie
 * parsing and the rows can be tested alone and the browser could use them if it ever needs to.
 */

/** More columns than this no longer fit a laptop screen side by side, nor a shopper's head. */
export const COMPARE_MAX = 4

export const COMPARE_COOKIE = 'deccan.compare'
export const COMPARE_COOKIE_DAYS = 30

export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_MAX} products. Remove one to add another.`

/** A product id (a UUID) or slug: lower-case letters, digits and hyphens. Nothing else reaches a query. */
const PRODUCT_REF = /^[a-z0-9][a-z0-9-]{0,119}$/

export const isProductRef = (value: string): boolean => PRODUCT_REF.test(value)

/** Valid references, once each, in the order given. */
function cleanRefs(values: readonly string[]): string[] {
  const refs: string[] = []
  for (const raw of values) {
    const ref = raw.trim().toLowerCase()
    if (isProductRef(ref) && !refs.includes(ref)) refs.push(ref)
  }
  return refs
}

/**
 * The product ids in the compare cookie. The cookie is the visitor's to edit, so whatever it holds is
 * only a hint: malformed parts are dropped, repeats kept once, and no more than COMPARE_MAX read.
 */
export function parseCompareCookie(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return []
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== COMPARE_COOKIE) continue
    return cleanRefs(part.slice(eq + 1).split('.')).slice(0, COMPARE_MAX)
  }
  return []
}

/** Ids joined by dots: RFC 6265 allows no commas in a cookie value, and ids and slugs hold no dots. */
export const compareCookieValue = (ids: readonly string[]): string => ids.join('.')

/** `?ids=a,b,c` (slugs or ids). More than COMPARE_MAX is reported, not silently cut. */
export function parseCompareParam(value: string | null | undefined): { refs: string[]; tooMany: boolean } {
  const refs = cleanRefs((value ?? '').split(','))
  return { refs: refs.slice(0, COMPARE_MAX), tooMany: refs.length > COMPARE_MAX }
}

/** Adds a product to the list; the same product twice is no change, a fifth is refused. */
export function addToCompareList(ids: readonly string[], id: string): Result<{ ids: string[] }> {
  if (ids.includes(id)) return { ok: true, ids: [...ids] }
  if (ids.length >= COMPARE_MAX) return fail('invalid_input', COMPARE_FULL_MESSAGE)
  return { ok: true, ids: [...ids, id] }
}

export const removeFromCompareList = (ids: readonly string[], id: string): string[] => ids.filter((other) => other !== id)

/** What a comparison needs of a product. */
export interface ComparableProduct {
  sellingPricePaise: number
  mrpPaise: number | null
  stock: number
  rating: number
  reviewCount: number
  specs: Record<string, string>
  /** Who sells it: the "Sold by" row (decision 038). */
  vendor?: { id: string; name: string }
}

export interface ComparisonRow {
  /** 'price', 'seller', 'stock', 'rating', or a spec's key ('processor', 'ram', …). */
  key: string
  label: string
  kind: 'price' | 'seller' | 'stock' | 'rating' | 'spec'
  /** One per product, as a person reads it; null when a product does not state this spec. */
  values: Array<string | null>
  /** The products do not all say the same here (never true for one product). */
  differs: boolean
}

/**
 * Spec keys across the products: the standard ones (SPEC_LABELS) first in their usual order, then the
 * others in the order they first appear.
 */
export function specKeys(products: ReadonlyArray<Pick<ComparableProduct, 'specs'>>): string[] {
  const present = new Set(products.flatMap((product) => Object.keys(product.specs)))
  const standard = Object.keys(SPEC_LABELS).filter((key) => present.has(key))
  return [...standard, ...[...present].filter((key) => !(key in SPEC_LABELS))]
}

/** "16 GB  DDR5" and "16 gb ddr5" say the same; a missing value differs from any stated one. */
const sameText = (value: string | null) => (value === null ? null : value.trim().replace(/\s+/g, ' ').toLowerCase())

export function valuesDiffer(values: ReadonlyArray<string | number | null>): boolean {
  const normalised = values.map((value) => (typeof value === 'string' ? sameText(value) : value))
  return normalised.some((value) => value !== normalised[0])
}

/** A product without visible reviews has no rating (decision 024). */
const NO_REVIEWS = 'No reviews yet'

/** Price, seller, stock and rating, then one row per spec; each says whether the products differ there. */
export function comparisonRows(products: readonly ComparableProduct[]): ComparisonRow[] {
  // What each costs with GST, as the cards and the product page show it (decision 041).
  const prices = products.map((product) => shopperPrice(product).payPaise)
  const levels = products.map((product) => stockLevel(product.stock))
  const rows: ComparisonRow[] = [
    { key: 'price', label: 'Price', kind: 'price', values: prices.map(formatInr), differs: valuesDiffer(prices) },
    ...(products.every((product) => product.vendor)
      ? [
          {
            key: 'seller',
            label: 'Sold by',
            kind: 'seller' as const,
            values: products.map((product) => product.vendor?.name ?? null),
            differs: valuesDiffer(products.map((product) => product.vendor?.id ?? null)),
          },
        ]
      : []),
    {
      key: 'stock',
      label: 'Availability',
      kind: 'stock',
      values: levels.map((level) => STOCK_LABELS[level]),
      differs: valuesDiffer(levels),
    },
    {
      key: 'rating',
      label: 'Rating',
      kind: 'rating',
      values: products.map((product) => (product.reviewCount === 0 ? NO_REVIEWS : `${product.rating.toFixed(1)} of 5`)),
      differs: valuesDiffer(products.map((product) => (product.reviewCount === 0 ? NO_REVIEWS : product.rating))),
    },
  ]
  for (const key of specKeys(products)) {
    const values = products.map((product) => product.specs[key] ?? null)
    rows.push({ key, label: specLabel(key), kind: 'spec', values, differs: valuesDiffer(values) })
  }
  return rows
}
