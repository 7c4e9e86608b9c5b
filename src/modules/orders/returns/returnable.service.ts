import type { Database } from '#db/database.ts'
import { findCreditNotesOfOrder } from '../invoicing/credit-notes.repository.ts'
import { lineCreditedInFull } from '../invoicing/credit-notes.service.ts'
import { findParcels } from '../parcels/parcels.repository.ts'
import { findItems } from '../records/orders.repository.ts'
import { findDeliveredAt } from '../records/returns.repository.ts'

/** What of one line arrived and is still the customer's to return, before open returns are counted. */
export interface Arrived {
  /** Units delivered and not given back otherwise (a cancellation, a refund): what returns may cover. */
  units: number
  /** When its parcel was delivered: the return window runs from here. Null until then. */
  deliveredAt: string | null
  /** Why none can be returned, in the customer's words, when `units` is 0. */
  refusal: string | null
}

export const NOT_DELIVERED = 'Items can be returned once the order has been delivered.'
export const CANCELLED = 'This item was cancelled before it was shipped, so there is nothing to return.'
export const REFUNDED = 'This item has already been refunded, so there is nothing to return.'

/**
 * Each line's units that a return may cover (issue 41: "returns only of what arrived"): only lines of a
 * delivered parcel, and none of a parcel refunded whole or a line refunded whole. Open and accepted
 * returns are subtracted by the caller, which counts them inside its own transaction.
 */
export async function arrivedUnits(db: Database, orderId: string): Promise<Map<string, Arrived>> {
  const [parcels, items, notes] = await Promise.all([
    findParcels(db, [orderId]),
    findItems(db, [orderId]),
    findCreditNotesOfOrder(db, orderId),
  ])
  const arrived = new Map<string, Arrived>()
  for (const item of items) {
    const parcel = parcels.find((p) => p.vendorId === item.vendorId)
    const none = (refusal: string, deliveredAt: string | null = null) => arrived.set(item.productId, { units: 0, deliveredAt, refusal })
    // A parcel is cancelled only before it ships (order-state.ts).
    if (!parcel || parcel.status === 'cancelled') none(CANCELLED)
    else if (parcel.status !== 'delivered') none(NOT_DELIVERED)
    else if (parcel.totalPaise > 0 && parcel.refundedPaise >= parcel.totalPaise) none(REFUNDED, parcel.deliveredAt)
    else if (lineCreditedInFull(notes, parcel.id, item)) none(REFUNDED, parcel.deliveredAt)
    else arrived.set(item.productId, { units: item.quantity, deliveredAt: parcel.deliveredAt, refusal: null })
  }
  return arrived
}

/**
 * Where the return window starts: the order's delivery, as it always has; before the whole order is
 * delivered, the delivery of the parcel given (whose items can go back already).
 */
export async function returnWindowStart(
  db: Database,
  order: { id: string; status: string },
  parcelDeliveredAt: string | null,
): Promise<string | null> {
  return (order.status === 'delivered' ? await findDeliveredAt(db, order.id) : null) ?? parcelDeliveredAt
}
