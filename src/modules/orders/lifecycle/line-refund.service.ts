import { fail } from '#src/platform/failure.ts'
import { findCreditNotesOfOrder } from '../invoicing/credit-notes.repository.ts'
import { lineCreditedInFull } from '../invoicing/credit-notes.service.ts'
import { findParcels } from '../parcels/parcels.repository.ts'
import { findItems } from '../records/orders.repository.ts'
import { lineLeftPaise } from './give-back-lines.service.ts'
import { type LifecycleContext, type MoveOutcome, moveOrder } from './order-lifecycle.service.ts'

/**
 * Refunds one line of a parcel (issue 24: "cancel and refund by parcel and by line"): what is left of
 * what the buyer paid for it (its price less its discounts, decision 083, less what part refunds of the
 * parcel already gave back of it, decision 084) goes back the way they were paid, through the
 * lifecycle's part refund, and the credit note names that line alone. A line with nothing left (refunded
 * already, or credited in full before lines kept their refunds) is refused; a refund larger than what is
 * left of the parcel is the lifecycle's to refuse.
 */
export async function refundLine(ctx: LifecycleContext, orderId: string, parcelId: string, productId: string): Promise<MoveOutcome> {
  const parcel = (await findParcels(ctx.db, [orderId])).find((p) => p.id === parcelId)
  const line = parcel
    ? (await findItems(ctx.db, [orderId])).find((i) => i.vendorId === parcel.vendorId && i.productId === productId)
    : undefined
  if (!parcel || !line) return fail('invalid_input', 'Please choose one of this parcel’s items.')
  const left = await lineLeftPaise(ctx.db, orderId, parcel, productId)
  if (left <= 0 || lineCreditedInFull(await findCreditNotesOfOrder(ctx.db, orderId), parcelId, line))
    return fail('conflict', `${line.name} was already refunded in full.`)
  return moveOrder(ctx, orderId, 'refund_part', { kind: 'admin' }, { parcelId, amountPaise: left, line: { productId, name: line.name } })
}
