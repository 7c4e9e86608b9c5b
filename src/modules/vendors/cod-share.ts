/**
 * The cash a store's courier collects for its parcel of a cash-on-delivery order (decision 021).
 *
 * An order is one payable total (subtotal + GST, rounded to whole rupees), but each store ships its own
 * lines in its own parcel, and each courier collects for the parcel it delivers. A store's share is its
 * part of the payable total in proportion to its lines' subtotal (so it carries its own GST, GST being
 * one rate), in whole rupees. The shares are cut with cumulative rounding, stores taken in id order: the
 * store's cut is round(total × subtotals up to and including it) − round(total × subtotals before it).
 * So the parcels always add up to exactly what the customer owes, and a store alone collects the total.
 */
export function codShareOf(
  totalPaise: number,
  storeSubtotals: ReadonlyArray<{ vendorId: string; subtotalPaise: number }>,
  vendorId: string,
): number {
  const all = storeSubtotals.reduce((sum, s) => sum + s.subtotalPaise, 0)
  const mine = storeSubtotals.find((s) => s.vendorId === vendorId)?.subtotalPaise ?? 0
  if (all <= 0 || mine <= 0) return 0
  const before = storeSubtotals.filter((s) => s.vendorId < vendorId).reduce((sum, s) => sum + s.subtotalPaise, 0)
  const rupees = BigInt(Math.round(totalPaise / 100))
  // Whole rupees of total × part / all, half up; BigInt because total × part can pass 2^53 paise².
  const cut = (part: number) => Number((2n * rupees * BigInt(part) + BigInt(all)) / (2n * BigInt(all))) * 100
  return cut(before + mine) - cut(before)
}
