import type { Database } from '#db/database.ts'

/** Delivered parcels not yet payable, delivered before `deliveredBefore`: the job's candidates, oldest first. */
export function parcelsToMakePayable(db: Database, deliveredBefore: string, limit: number) {
  return db
    .selectFrom('parcels')
    .select('id')
    .where('status', '=', 'delivered')
    .where('payableAt', 'is', null)
    .where('deliveredAt', '<=', deliveredBefore)
    .orderBy('deliveredAt')
    .limit(limit)
    .execute()
}

/** A parcel with what the books need of its order. */
export function parcelForBooks(db: Database, parcelId: string) {
  return db
    .selectFrom('parcels')
    .innerJoin('orders', 'orders.id', 'parcels.orderId')
    .select([
      'parcels.id',
      'parcels.orderId',
      'parcels.vendorId',
      'parcels.status',
      'parcels.taxPaise',
      'parcels.roundOffPaise',
      'parcels.refundedPaise',
      'parcels.deliveredAt',
      'parcels.payableAt',
      'parcels.sellerJson',
      'orders.orderNumber',
      'orders.createdAt as orderedAt',
      'orders.shipState',
      'orders.shipStateCode',
    ])
    .where('parcels.id', '=', parcelId)
    .executeTakeFirst()
}

/** The parcel of one seller in an order (there is one per seller). */
export async function parcelIdOf(db: Database, orderId: string, vendorId: string): Promise<string | undefined> {
  const row = await db.selectFrom('parcels').select('id').where('orderId', '=', orderId).where('vendorId', '=', vendorId).executeTakeFirst()
  return row?.id
}

/** A seller's lines of an order with their category as ordered (for the commission rate in force then). */
export function linesOfParcel(db: Database, orderId: string, vendorId: string) {
  return db
    .selectFrom('orderItems')
    .select([
      'orderItems.productId',
      'orderItems.name',
      'orderItems.quantity',
      'orderItems.lineTotalPaise',
      'orderItems.unitPricePaise',
      'orderItems.unitPriceWithGstPaise',
      'orderItems.discountPaise',
      'orderItems.storeDiscountPaise',
      'orderItems.refundedPaise',
      'orderItems.category',
    ])
    .where('orderItems.orderId', '=', orderId)
    .where('orderItems.vendorId', '=', vendorId)
    .execute()
}

/** A seller's returns in an order: which are still open, and what came back through those that ended in money. */
export function returnsOfParcel(db: Database, orderId: string, vendorId: string) {
  return db
    .selectFrom('orderReturns')
    .select(['productId', 'status', 'quantity', 'amountPaise', 'storeDiscountPaise', 'updatedAt'])
    .where('orderId', '=', orderId)
    .where('vendorId', '=', vendorId)
    .execute()
}

/** Marks the parcel payable, once: false when another runner did it first (the row stays locked until commit). */
export async function markPayable(db: Database, parcelId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('parcels')
    .set({ payableAt: at })
    .where('id', '=', parcelId)
    .where('payableAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * A seller's parcels sold and not yet payable: paid online or cash on delivery, not cancelled, oldest
 * first. Their lines are on their way to the seller's statements.
 */
export function parcelsOnTheirWay(db: Database, vendorId: string, limit: number) {
  return db
    .selectFrom('parcels')
    .innerJoin('orders', 'orders.id', 'parcels.orderId')
    .select('parcels.id')
    .where('parcels.vendorId', '=', vendorId)
    .where('parcels.payableAt', 'is', null)
    .where('parcels.status', 'in', ['pending', 'processing', 'shipped', 'delivered'])
    .where((eb) => eb.or([eb('orders.paymentMethod', '=', 'cod'), eb('orders.paymentStatus', '=', 'paid')]))
    .orderBy('parcels.createdAt')
    .limit(limit)
    .execute()
}
