/** GST is 18% of the subtotal (spec section 9); the total is subtotal plus tax. */
export const GST_PERCENT = 18

/** Tax in whole paise, rounded half up: one place for the rule so cart, checkout and invoice agree. */
export function gstPaise(subtotalPaise: number): number {
  return Math.round((subtotalPaise * GST_PERCENT) / 100)
}

export function withGst(subtotalPaise: number): { subtotalPaise: number; taxPaise: number; totalPaise: number } {
  const taxPaise = gstPaise(subtotalPaise)
  return { subtotalPaise, taxPaise, totalPaise: subtotalPaise + taxPaise }
}
