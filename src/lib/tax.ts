/** GST is 18% of the subtotal (spec section 9). */
export const GST_PERCENT = 18

/** Tax in whole paise, rounded half up: one place for the rule so cart, checkout and invoice agree. */
export function gstPaise(subtotalPaise: number): number {
  return Math.round((subtotalPaise * GST_PERCENT) / 100)
}

/**
 * The payable total, decided once: subtotal plus GST exactly in paise, then rounded to whole rupees
 * (half a rupee up) with the difference as a "Round off" line, as Indian tax invoices show it. The cart,
 * checkout and the order placed all take their figures from here (decision 013).
 */
export function withGst(subtotalPaise: number): { subtotalPaise: number; taxPaise: number; roundOffPaise: number; totalPaise: number } {
  const taxPaise = gstPaise(subtotalPaise)
  const exact = subtotalPaise + taxPaise
  const totalPaise = Math.round(exact / 100) * 100
  return { subtotalPaise, taxPaise, roundOffPaise: totalPaise - exact, totalPaise }
}

/**
 * The taxable value inside a price that includes GST, to the paisa (half up): price × 100 / 118. A
 * seller enters the selling price with GST (decision 068); orders, invoices, reports and the ledger
 * work from the taxable value this derives, and the GST inside is the rest (`gstInside`), so taxable
 * value and GST add up to the price exactly, as GST law works out a tax-inclusive price.
 */
export function taxableOf(withGstPaise: number): number {
  return Math.round((withGstPaise * 100) / (100 + GST_PERCENT))
}

/** The GST inside a price that includes it: what is left after its taxable value (taxableOf). */
export function gstInside(withGstPaise: number): number {
  return withGstPaise - taxableOf(withGstPaise)
}
