/** The price a shopper pays: the discount price when one is set (spec section 9). */
export function effectivePricePaise(product: { pricePaise: number; discountPricePaise: number | null }): number {
  return product.discountPricePaise ?? product.pricePaise
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
