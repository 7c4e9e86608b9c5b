import type { Steps } from '../records/move-effects.ts'
import { setLinesFulfilment } from '../records/orders.repository.ts'
import * as repo from './parcels.repository.ts'

/** What a move does to parcels: their state, the money collected and given back on each. */
export const parcelSteps: Steps = {
  'parcels-moved': async (trx, { parcelIds, vendorIds, to, shipment, cancelled }, { order, at }) => {
    const stamp = at.toISOString()
    await repo.updateParcels(trx, parcelIds, {
      status: to,
      updatedAt: stamp,
      ...(to === 'shipped' && shipment
        ? {
            courier: shipment.courier,
            trackingNumber: shipment.trackingNumber,
            ewayBillNumber: shipment.ewayBillNumber ?? null,
            shippedAt: stamp,
          }
        : {}),
      ...(to === 'delivered' ? { deliveredAt: stamp } : {}),
      ...(to === 'cancelled' && cancelled ? { cancelReason: cancelled.reason, cancelledBy: cancelled.by } : {}),
    })
    // The lines keep their fulfilment in step for the readers that count lines (sales, returns).
    if (to === 'processing' || to === 'shipped')
      await setLinesFulfilment(
        trx,
        order.id,
        vendorIds,
        to,
        to === 'shipped' && shipment ? { courier: shipment.courier, trackingNumber: shipment.trackingNumber } : undefined,
      )
  },
  'cash-collected': async (trx, { parcelId, amountPaise }, { at }) => {
    await repo.addToParcel(trx, parcelId, 'collectedPaise', amountPaise, at.toISOString())
  },
  // First of a give-back's steps: the books' step after it finds the parcel's row updated and locked.
  // Each line's running total is what the next give-back of the line is split from (decision 084).
  'given-back': async (trx, { parcel, amountPaise, lines }, { order, at }) => {
    await repo.addToParcel(trx, parcel.id, 'refundedPaise', amountPaise, at.toISOString())
    await repo.addLineRefunds(trx, order.id, parcel.vendorId, lines)
  },
}
