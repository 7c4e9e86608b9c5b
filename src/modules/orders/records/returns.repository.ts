import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { OrderReturnTable } from '#db/schema.ts'

const RETURN_COLUMNS = [
  'id',
  'rmaNumber',
  'orderId',
  'productId',
  'vendorId',
  'quantity',
  'reason',
  'outcome',
  'description',
  'status',
  'pickupInstructions',
  'rejectionReason',
  'resaleable',
  'amountPaise',
  'storeDiscountPaise',
  'refundReference',
  'photosJson',
  'version',
  'createdAt',
  'updatedAt',
] as const

/** The next RMA number of a month (YYMM); the counter row stays locked until the transaction ends. */
export async function takeRmaNumber(db: Database, month: string): Promise<number> {
  await db
    .insertInto('rmaCounters')
    .values({ month, lastNumber: 0 })
    .onConflict((oc) => oc.column('month').doNothing())
    .execute()
  const row = await db
    .updateTable('rmaCounters')
    .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
    .where('month', '=', month)
    .returning('lastNumber')
    .executeTakeFirstOrThrow()
  return row.lastNumber
}

export async function insertReturn(db: Database, row: Insertable<OrderReturnTable>) {
  await db.insertInto('orderReturns').values(row).execute()
}

export async function findReturn(db: Database, id: string) {
  return db.selectFrom('orderReturns').select(RETURN_COLUMNS).where('id', '=', id).executeTakeFirst()
}

export async function findReturnsOfOrders(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('orderReturns')
    .select(RETURN_COLUMNS)
    .where('orderId', 'in', [...orderIds])
    .orderBy('createdAt')
    .execute()
}

/** What returns gave back per order, to the payment method or as store credit: the refunded and credited ones. */
export async function returnRefundsOfOrders(db: Database, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('orderReturns')
    .select(['orderId', (eb) => eb.fn.sum<number>('amountPaise').as('paise')])
    .where('orderId', 'in', [...orderIds])
    .where('status', 'in', ['refunded', 'credited'])
    .groupBy('orderId')
    .execute()
  return new Map(rows.map((row) => [row.orderId, Number(row.paise)]))
}

/** Returns to act on: a vendor's own, or every one for the admin; newest first. */
export async function findReturnsToHandle(db: Database, vendorId: string | null) {
  let query = db
    .selectFrom('orderReturns')
    .innerJoin('orders', 'orders.id', 'orderReturns.orderId')
    .innerJoin('orderItems', (join) =>
      join.onRef('orderItems.orderId', '=', 'orderReturns.orderId').onRef('orderItems.productId', '=', 'orderReturns.productId'),
    )
    .select(RETURN_COLUMNS.map((c) => `orderReturns.${c}` as const))
    .select(['orders.orderNumber', 'orderItems.name'])
  if (vendorId) query = query.where('orderReturns.vendorId', '=', vendorId)
  return query.orderBy('orderReturns.createdAt', 'desc').limit(200).execute()
}

/** Units of a line already in a return that was not rejected. */
export async function unitsReturning(db: Database, orderId: string, productId: string): Promise<number> {
  const row = await db
    .selectFrom('orderReturns')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('units'))
    .where('orderId', '=', orderId)
    .where('productId', '=', productId)
    .where('status', '!=', 'rejected')
    .executeTakeFirstOrThrow()
  return Number(row.units)
}

/** One seller's returns in an order that were not rejected: their units and the money they give back. */
export async function sellerReturnsOfOrder(
  db: Database,
  orderId: string,
  vendorId: string,
): Promise<{ units: number; amountPaise: number }> {
  const row = await db
    .selectFrom('orderReturns')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('units'),
      eb.fn.coalesce(eb.fn.sum<number>('amountPaise'), eb.lit(0)).as('amountPaise'),
    ])
    .where('orderId', '=', orderId)
    .where('vendorId', '=', vendorId)
    .where('status', '!=', 'rejected')
    .executeTakeFirstOrThrow()
  return { units: Number(row.units), amountPaise: Number(row.amountPaise) }
}

/** When the order was delivered: its first 'delivered' timeline event. */
export async function findDeliveredAt(db: Database, orderId: string): Promise<string | null> {
  const row = await db
    .selectFrom('orderEvents')
    .select('createdAt')
    .where('orderId', '=', orderId)
    .where('status', '=', 'delivered')
    .orderBy('createdAt')
    .limit(1)
    .executeTakeFirst()
  return row?.createdAt ?? null
}

export async function findLine(db: Database, orderId: string, productId: string) {
  return db
    .selectFrom('orderItems')
    .select([
      'productId',
      'vendorId',
      'name',
      'unitPricePaise',
      'unitPriceWithGstPaise',
      'quantity',
      'hsnCode',
      'lineTotalPaise',
      'discountPaise',
      'storeDiscountPaise',
    ])
    .where('orderId', '=', orderId)
    .where('productId', '=', productId)
    .executeTakeFirst()
}

export interface ReturnChange {
  status: OrderReturnTable['status']
  pickupInstructions?: string
  rejectionReason?: string
  resaleable?: number
  refundReference?: string
}

/** Applies a return move only to the version it was planned from: of two racing moves one applies. */
export async function applyReturnMove(db: Database, id: string, fromVersion: number, change: ReturnChange, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orderReturns')
    .set((eb) => ({ ...change, version: eb('version', '+', 1), updatedAt: now }))
    .where('id', '=', id)
    .where('version', '=', fromVersion)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Whether any line of the order was already refunded through a return. */
export async function hasRefundedReturn(db: Database, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orderReturns')
    .select('id')
    .where('orderId', '=', orderId)
    .where('status', '=', 'refunded')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
