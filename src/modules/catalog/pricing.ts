import { taxableOf, withGst } from '#src/lib/tax.ts'

/**
 * A product's prices as its seller declares them (decision 068): the selling price with GST, which the
 * shopper pays, and the M.R.P. inclusive of all taxes as printed on the pack (null when not declared).
 * The shop never computes an M.R.P.
 */
export interface DeclaredPrices {
  sellingPricePaise: number
  mrpPaise: number | null
}

/**
 * The stored price columns of a product priced as declared: the taxable value (`price_paise`, what
 * orders, invoices and the listing's price index work from) derived from the selling price, to the paisa.
 * The one place these columns are made, for the product editor, the seeds and the tests' fixtures.
 */
export function storedPrices(prices: DeclaredPrices) {
  return {
    sellingPricePaise: prices.sellingPricePaise,
    mrpPaise: prices.mrpPaise,
    pricePaise: taxableOf(prices.sellingPricePaise),
    discountPricePaise: null,
  }
}

/**
 * A price before GST made into a price with GST as the shop did before sellers entered prices with GST:
 * 18% to the paisa, then whole rupees. The spec's sample catalogue (its `price` and `discountPrice` are
 * before GST) is priced with it, as migration 0041 priced the products there were.
 */
export function inclusivePaise(preTaxPaise: number): number {
  return withGst(preTaxPaise).totalPaise
}

/** Declared prices for a product given as the spec's sample catalogue gives one: price and discount price before GST. */
export function pricesFromPreTax(pricePaise: number, discountPricePaise: number | null = null): DeclaredPrices {
  return { sellingPricePaise: inclusivePaise(discountPricePaise ?? pricePaise), mrpPaise: inclusivePaise(pricePaise) }
}

export interface ShopperPrice {
  /** What one unit costs, GST included: the selling price. */
  payPaise: number
  /** The M.R.P. (incl. of all taxes) as declared; null when the seller declared none. */
  mrpPaise: number | null
  /** Percent off the M.R.P.; null when the selling price is not below it. */
  offPercent: number | null
}

/** Every price figure a shopper reads about a product, all inclusive of GST. */
export function shopperPrice(product: DeclaredPrices): ShopperPrice {
  const mrp = product.mrpPaise
  const payPaise = product.sellingPricePaise
  return { payPaise, mrpPaise: mrp, offPercent: mrp === null ? null : percentOff(mrp, payPaise < mrp ? payPaise : null) }
}

/**
 * A shopper's price range (whole rupees, inclusive of GST) as bounds on the stored taxable value, so the
 * listing filters on its price index (decisions 011, 029) and still agrees with what cards show. The
 * taxable value never decreases as the selling price grows, and two selling prices a rupee or more apart
 * never share one, so for whole-rupee prices the bounds select exactly the products within [min, max].
 */
export function preTaxBounds(range: { minRupees?: number; maxRupees?: number }): { minPaise?: number; maxPaise?: number } {
  const bounds: { minPaise?: number; maxPaise?: number } = {}
  if (range.minRupees !== undefined) bounds.minPaise = taxableOf(Math.round(range.minRupees * 100))
  if (range.maxRupees !== undefined) bounds.maxPaise = taxableOf(Math.round(range.maxRupees * 100))
  return bounds
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
