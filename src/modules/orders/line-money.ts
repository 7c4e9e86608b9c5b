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
