/** One parcel an order will come in, as checkout announces it before payment: one per seller (decision 039). */
export interface PlannedParcel {
  vendorId: string
  /** Units in it, all lines of that seller together. */
  itemCount: number
  names: string[]
}

/**
 * The parcels a cart becomes when placed, in the order placement numbers them: sellers in the order
 * their first line appears (parcelsOfCart groups the same way). Pure, for the checkout page.
 */
export function planParcels(lines: ReadonlyArray<{ vendorId: string; quantity: number; name: string }>): PlannedParcel[] {
  const bySeller = new Map<string, PlannedParcel>()
  for (const line of lines) {
    const parcel = bySeller.get(line.vendorId) ?? { vendorId: line.vendorId, itemCount: 0, names: [] }
    parcel.itemCount += line.quantity
    parcel.names.push(line.name)
    bySeller.set(line.vendorId, parcel)
  }
  return [...bySeller.values()]
}

const countOf = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** "Your order comes in 2 parcels from 2 sellers." or, for one, "Your order comes in 1 parcel from 1 seller." */
export function parcelsSentence(parcels: readonly PlannedParcel[]): string {
  return `Your order comes in ${countOf(parcels.length, 'parcel')} from ${countOf(parcels.length, 'seller')}.`
}
