import { gstPaise, withGst } from '#src/lib/tax.ts'

/**
 * An order line's figures with GST (decision 068). A line ordered since sellers price with GST carries
 * what one unit cost the shopper (`unitPriceWithGstPaise`): its GST is that price less its taxable value,
 * exactly. A line ordered before has only its taxable value, its GST worked at 18% on it as the order's was.
 * Pure, for pages and services alike.
 */
export interface PricedLine {
  unitPricePaise: number
  unitPriceWithGstPaise: number | null
}

/** What `quantity` units of the line cost with GST, to the paisa: what a refund of them gives back. */
export function unitsWithGstPaise(line: PricedLine, quantity: number): number {
  if (line.unitPriceWithGstPaise !== null) return line.unitPriceWithGstPaise * quantity
  const taxable = line.unitPricePaise * quantity
  return taxable + gstPaise(taxable)
}

/** One unit's price as the shopper saw it: the selling price with GST (whole rupees, as the card showed it). */
export function unitPriceShownPaise(line: PricedLine): number {
  return line.unitPriceWithGstPaise ?? withGst(line.unitPricePaise).totalPaise
}

/** The line's amount as the shopper saw it: quantity × the price shown. */
export function lineAmountShownPaise(line: PricedLine & { quantity: number }): number {
  return line.unitPriceWithGstPaise !== null
    ? line.unitPriceWithGstPaise * line.quantity
    : withGst(line.unitPricePaise * line.quantity).totalPaise
}

/** A line with its share of the order's offers (decision 083); lines ordered before offers carry none. */
export interface DiscountedLine extends PricedLine {
  quantity: number
  /** Its taxable value after the discount its seller funds. */
  lineTotalPaise: number
  discountPaise: number
  storeDiscountPaise: number
}

/**
 * `quantity` units' share of an amount spread over a line's units, the `before` units already gone back
 * counted first: the shares of all the line's units, taken in any number of steps, add up to the amount.
 */
export function unitsShare(amountPaise: number, line: { quantity: number }, quantity: number, before = 0): number {
  if (line.quantity <= 0) return 0
  const upTo = (units: number) => Math.floor((amountPaise * Math.min(units, line.quantity)) / line.quantity)
  return upTo(before + quantity) - upTo(before)
}

/**
 * What `quantity` units of a line cost the buyer, to the paisa: their price with GST less their share of
 * the line's discounts. What a return of them gives back, and what they are worth in a refund.
 */
export function unitsPaidPaise(line: DiscountedLine, quantity: number, before = 0): number {
  return unitsWithGstPaise(line, quantity) - unitsShare(line.discountPaise, line, quantity, before)
}

/** What a line cost its buyer: its price with GST less its discounts. */
export const linePaidPaise = (line: DiscountedLine): number => unitsPaidPaise(line, line.quantity)

/**
 * `paidPaise` given back for units of the line (what they cost the buyer; less when refunds of the parcel
 * cut it short, more when the last units carry an old parcel's round off), with the store's offer behind
 * them, which goes back to the store (decision 083).
 */
export function unitsReturned(
  line: DiscountedLine,
  quantity: number,
  before: number,
  paidPaise: number,
): { amountPaise: number; storeDiscountPaise: number } {
  const paid = unitsPaidPaise(line, quantity, before)
  const store = unitsShare(line.storeDiscountPaise, line, quantity, before)
  if (paidPaise >= paid) return { amountPaise: paidPaise, storeDiscountPaise: store }
  return { amountPaise: paidPaise, storeDiscountPaise: paid > 0 ? Math.round((store * paidPaise) / paid) : 0 }
}

/** What a line was invoiced at: its price with GST less the discount its seller funds. */
export const lineValuePaise = (line: DiscountedLine): number =>
  unitsWithGstPaise(line, line.quantity) - (line.discountPaise - line.storeDiscountPaise)

/**
 * The value a return takes off the seller's sale (what went back to the buyer and to the store's offer)
 * and its taxable value: the units' own for a line without discounts, else the line's taxable value in
 * proportion, so the credit note and the books split it alike.
 */
export function returnedValue(
  line: DiscountedLine,
  ret: { quantity: number; amountPaise: number; storeDiscountPaise: number },
): { valuePaise: number; taxablePaise: number } {
  const valuePaise = ret.amountPaise + ret.storeDiscountPaise
  if (line.discountPaise === 0) return { valuePaise, taxablePaise: line.unitPricePaise * ret.quantity }
  const whole = lineValuePaise(line)
  return { valuePaise, taxablePaise: valuePaise >= whole ? line.lineTotalPaise : Math.round((line.lineTotalPaise * valuePaise) / whole) }
}
