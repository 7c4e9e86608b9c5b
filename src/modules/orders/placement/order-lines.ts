import type { CartLine } from '#src/modules/cart/index.ts'
import type { LineDiscount } from '#src/modules/offers/index.ts'
import { hsnFor } from '../invoicing/hsn.ts'

const NONE: LineDiscount = { productId: '', discountPaise: 0, storeDiscountPaise: 0, taxableDiscountPaise: 0 }

/** A cart line as ordered, with its share of the offers (decision 083). */
export interface OrderedLine extends CartLine {
  discountPaise: number
  storeDiscountPaise: number
  /** The line's taxable value after the discount its seller funds. */
  taxableAfterPaise: number
}

/** The cart's lines with what the offers took off each. */
export function orderedLines(lines: readonly CartLine[], discounts: readonly LineDiscount[]): OrderedLine[] {
  return lines.map((line) => {
    const d = discounts.find((x) => x.productId === line.productId) ?? NONE
    return {
      ...line,
      discountPaise: d.discountPaise,
      storeDiscountPaise: d.storeDiscountPaise,
      taxableAfterPaise: line.lineTotalPaise - d.taxableDiscountPaise,
    }
  })
}

/**
 * The order_items rows: each line's unit prices as the shopper saw them, its taxable value after the
 * discount its seller funds (GST is charged on that, CGST Act s.15(3)(a)), and its share of every offer.
 */
export function orderItemRows(orderId: string, lines: readonly OrderedLine[], vendors: ReadonlyMap<string, string>) {
  return lines.map((line) => ({
    orderId,
    productId: line.productId,
    vendorId: vendors.get(line.productId) ?? '',
    name: line.name,
    slug: line.slug,
    imageUrl: line.image?.url ?? null,
    unitPricePaise: line.unitPricePaise,
    unitPriceWithGstPaise: line.sellingPricePaise,
    mrpPaise: line.mrpPaise,
    quantity: line.quantity,
    lineTotalPaise: line.taxableAfterPaise,
    discountPaise: line.discountPaise,
    storeDiscountPaise: line.storeDiscountPaise,
    hsnCode: hsnFor(line.category),
    category: line.category,
  }))
}
