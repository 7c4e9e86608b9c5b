import { taxableOf } from '#src/lib/tax.ts'

// A cart as pages, the API and checkout read it: its lines priced from the products as they are now. Pure.

export interface CartLine {
  productId: string
  /** Who sells it ("Sold by", decision 038). */
  vendorId: string
  slug: string
  name: string
  category: string
  brand: string
  image: { url: string; alt: string } | null
  /** What one unit costs now with GST, as the seller prices it (decision 068). */
  sellingPricePaise: number
  /** The M.R.P. the seller declared (incl. of all taxes), or null. */
  mrpPaise: number | null
  /** The taxable value of one unit, inside its selling price (lib/tax.ts taxableOf). */
  unitPricePaise: number
  quantity: number
  stock: number
  /** The line's taxable value: unitPricePaise × quantity. */
  lineTotalPaise: number
  /** What the line costs with GST: sellingPricePaise × quantity. */
  lineTotalWithGstPaise: number
}

export interface CartView {
  lines: CartLine[]
  itemCount: number
  subtotalPaise: number
  taxPaise: number
  /** Always 0 now: the total is the sum of the lines' prices with GST (kept for orders placed before, decision 068). */
  roundOffPaise: number
  totalPaise: number
  /** What the M.R.P.s would have cost more than the total, both with GST ("You save ₹X", decision 041). */
  savingsPaise: number
  /** The offer code the shopper applied (upper case), checked again each time the cart is priced with offers (decision 083). */
  offerCode: string | null
}

export const EMPTY_CART: CartView = {
  lines: [],
  itemCount: 0,
  subtotalPaise: 0,
  taxPaise: 0,
  roundOffPaise: 0,
  totalPaise: 0,
  savingsPaise: 0,
  offerCode: null,
}

/** A cart line's row: the product as it is now and the quantity (cart.repository.ts findCartLines). */
export interface LineRow {
  productId: string
  vendorId: string
  slug: string
  name: string
  category: string
  brand: string
  sellingPricePaise: number
  mrpPaise: number | null
  stock: number
  imageUrl: string | null
  imageAlt: string | null
  quantity: number
}

/** Lines at today's prices from the database, with their GST and totals: a cart, or a Buy now of one product. */
export function priceLines(rows: readonly LineRow[]): CartView {
  const lines = rows.map((row): CartLine => {
    const unitPricePaise = taxableOf(row.sellingPricePaise)
    return {
      productId: row.productId,
      vendorId: row.vendorId,
      slug: row.slug,
      name: row.name,
      category: row.category,
      brand: row.brand,
      image: row.imageUrl ? { url: row.imageUrl, alt: row.imageAlt ?? row.name } : null,
      sellingPricePaise: row.sellingPricePaise,
      mrpPaise: row.mrpPaise,
      unitPricePaise,
      quantity: row.quantity,
      stock: row.stock,
      lineTotalPaise: unitPricePaise * row.quantity,
      lineTotalWithGstPaise: row.sellingPricePaise * row.quantity,
    }
  })
  // Each unit's GST is what its price holds beyond its taxable value, so the breakdown (taxable value,
  // GST) adds up to the lines' prices exactly, with nothing to round off.
  const subtotalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0)
  const totalPaise = lines.reduce((sum, line) => sum + line.lineTotalWithGstPaise, 0)
  const atMrp = lines.reduce((sum, line) => sum + Math.max(line.mrpPaise ?? 0, line.sellingPricePaise) * line.quantity, 0)
  return {
    lines,
    itemCount: lines.reduce((n, line) => n + line.quantity, 0),
    subtotalPaise,
    taxPaise: totalPaise - subtotalPaise,
    roundOffPaise: 0,
    totalPaise,
    savingsPaise: atMrp - totalPaise,
    offerCode: null,
  }
}
