import { withGst } from '#src/lib/tax.ts'

/**
 * The stored price before GST that an order charges: the discount price when one is set (spec
 * section 9). Orders, carts and invoices compute from this; shoppers never read it (decision 041).
 */
export function effectivePricePaise(product: { pricePaise: number; discountPricePaise: number | null }): number {
  return product.discountPricePaise ?? product.pricePaise
}

/**
 * What a shopper pays for one unit, GST included: the stored pre-tax price plus 18% GST, rounded to
 * whole rupees exactly as the cart's payable total is (withGst), so a card and a one-unit cart agree
 * to the rupee. The one place "the price a shopper reads" is made (decision 041).
 */
export function inclusivePaise(preTaxPaise: number): number {
  return withGst(preTaxPaise).totalPaise
}

export interface ShopperPrice {
  /** What one unit costs, GST included. */
  payPaise: number
  /** The M.R.P. (incl. of all taxes): the list price with GST; shown struck through only when higher. */
  mrpPaise: number
  /** Percent off the M.R.P., between the two inclusive prices; null without a discount. */
  offPercent: number | null
}

/** Every price figure a shopper reads about a product, all inclusive of GST. */
export function shopperPrice(product: { pricePaise: number; discountPricePaise: number | null }): ShopperPrice {
  const mrpPaise = inclusivePaise(product.pricePaise)
  const payPaise = inclusivePaise(effectivePricePaise(product))
  return { payPaise, mrpPaise, offPercent: percentOff(mrpPaise, payPaise < mrpPaise ? payPaise : null) }
}

/**
 * A shopper's price range (whole rupees, inclusive of GST) as bounds on the stored pre-tax price, so
 * the listing filters on its price index (decisions 011, 029) and still agrees with what cards show.
 * inclusivePaise never decreases as the stored price grows, so the products whose inclusive price is
 * within [min, max] are exactly those whose stored price is within the returned bounds.
 */
export function preTaxBounds(range: { minRupees?: number; maxRupees?: number }): { minPaise?: number; maxPaise?: number } {
  const bounds: { minPaise?: number; maxPaise?: number } = {}
  if (range.minRupees !== undefined) bounds.minPaise = firstPreTaxAtLeast(Math.round(range.minRupees * 100))
  if (range.maxRupees !== undefined) bounds.maxPaise = firstPreTaxAtLeast(Math.round(range.maxRupees * 100) + 1) - 1
  return bounds
}

/** The smallest stored price whose inclusive price is at least `target` paise (a binary search). */
function firstPreTaxAtLeast(target: number): number {
  let low = 0
  // Inclusive is within a rupee of 1.18 × pre-tax, so this is always high enough.
  let high = Math.max(0, Math.ceil(target / 1.18)) + 200
  while (low < high) {
    const mid = Math.floor((low + high) / 2)
    if (inclusivePaise(mid) >= target) high = mid
    else low = mid + 1
  }
  return low
}

/** Rounded (price - discountPrice) / price, as a whole percentage; null when there is no discount. */
export function percentOff(pricePaise: number, discountPricePaise: number | null): number | null {
  if (discountPricePaise === null || discountPricePaise >= pricePaise || pricePaise <= 0) return null
  return Math.round(((pricePaise - discountPricePaise) / pricePaise) * 100)
}

export const LOW_STOCK_THRESHOLD = 10

export type StockLevel = 'in-stock' | 'low-stock' | 'out-of-stock'

export const STOCK_LABELS: Record<StockLevel, string> = {
  'in-stock': 'In Stock',
  'low-stock': 'Low Stock',
  'out-of-stock': 'Out of Stock',
}

/** More than 10 is In Stock, 1 to 10 is Low Stock, 0 is Out of Stock. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out-of-stock'
  return stock > LOW_STOCK_THRESHOLD ? 'in-stock' : 'low-stock'
}

export const SPEC_LABELS: Record<string, string> = {
  processor: 'Processor',
  ram: 'RAM',
  storage: 'Storage',
  display: 'Display',
  graphics: 'Graphics',
  cooling: 'Cooling',
  power: 'Power Supply',
}

export function specLabel(key: string): string {
  return SPEC_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1)
}
