/**
 * The cash a store's courier collects for its parcel of a cash-on-delivery order (decisions 021, 022).
 *
 * What the customer owes on delivery is the payable total less the store credit spent on the order
 * (`due`): the one figure the confirmation, the email and My Orders ask them to keep ready. Each store
 * ships its own lines in its own parcel, and each courier collects for the parcel it delivers. A
 * store's share is its part of what is due in proportion to its lines' subtotal (so it carries its own
 * GST, GST being one rate), in whole rupees. The shares are cut with cumulative rounding, stores taken
 * in id order: the store's cut is round(due × subtotals up to and including it) − round(due × subtotals
 * before it), and the last cut is `due` itself. So the parcels always add up to exactly what is due (to
 * the paisa, should credit have left paise: the last store's courier collects those), and a store alone
 * collects all of it.
 */
export function codShareOf(
  duePaise: number,
  storeSubtotals: ReadonlyArray<{ vendorId: string; subtotalPaise: number }>,
  vendorId: string,
): number {
  const all = storeSubtotals.reduce((sum, s) => sum + s.subtotalPaise, 0)
  const mine = storeSubtotals.find((s) => s.vendorId === vendorId)?.subtotalPaise ?? 0
  if (all <= 0 || mine <= 0 || duePaise <= 0) return 0
  const before = storeSubtotals.filter((s) => s.vendorId < vendorId).reduce((sum, s) => sum + s.subtotalPaise, 0)
  const rupees = BigInt(Math.floor(duePaise / 100))
  // Whole rupees of due × part / all, half up; BigInt because due × part can pass 2^53 paise².
  const cut = (part: number) => (part >= all ? duePaise : Number((2n * rupees * BigInt(part) + BigInt(all)) / (2n * BigInt(all))) * 100)
  return cut(before + mine) - cut(before)
}
