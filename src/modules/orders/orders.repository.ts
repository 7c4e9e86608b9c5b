import type { Insertable } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { OrderItemTable, OrderStatus, OrderTable, PaymentStatus } from '#db/schema.ts'

/** Order ids are UUIDs; anything else is not looked up at all. */
export const isOrderId = (id: string): boolean => /^[0-9a-f-]{36}$/.test(id)

export async function findOrderByIdempotencyKey(db: Database, userId: string, key: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'paymentMethod', 'paymentStatus'])
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst()
}

/**
 * Takes `quantity` units if at least that many are left, in one statement: two buyers of the last unit
 * cannot both succeed, on SQLite or PostgreSQL. Returns whether the units were taken.
 */
export async function takeStock(db: Database, productId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ stock: sql`stock - ${quantity}` })
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .where('isPublished', '=', 1)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function returnStock(db: Database, productId: string, quantity: number) {
  await db
    .updateTable('products')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', productId)
    .execute()
}

export async function insertOrder(db: Database, order: Insertable<OrderTable>) {
  await db.insertInto('orders').values(order).execute()
}

export async function insertOrderItems(db: Database, items: Insertable<OrderItemTable>[]) {
  if (items.length > 0) await db.insertInto('orderItems').values(items).execute()
}

export async function insertEvent(
  db: Database,
  event: { id: string; orderId: string; status: string; note: string | null; createdAt: string },
) {
  // The timeline sorts by time: two steps within one millisecond must still keep their order.
  const last = await db
    .selectFrom('orderEvents')
    .select('createdAt')
    .where('orderId', '=', event.orderId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  const createdAt =
    last && last.createdAt >= event.createdAt ? new Date(new Date(last.createdAt).getTime() + 1).toISOString() : event.createdAt
  await db
    .insertInto('orderEvents')
    .values({ ...event, createdAt })
    .execute()
}

export async function findVendorIds(db: Database, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string>()
  const rows = await db.selectFrom('products').select(['id', 'vendorId']).where('id', 'in', productIds).execute()
  return new Map(rows.map((r) => [r.id, r.vendorId]))
}

const ORDER_COLUMNS = [
  'id',
  'userId',
  'userEmail',
  'status',
  'paymentMethod',
  'paymentProvider',
  'paymentStatus',
  'paymentReference',
  'subtotalPaise',
  'taxPaise',
  'totalPaise',
  'shipFullName',
  'shipAddressLine1',
  'shipAddressLine2',
  'shipCity',
  'shipState',
  'shipPincode',
  'shipPhone',
  'stockHeld',
  'invoiceNumber',
  'gatewayOrderId',
  'createdAt',
  'updatedAt',
] as const

export async function findOrder(db: Database, orderId: string) {
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('id', '=', orderId).executeTakeFirst()
}

export async function findOrdersOfUser(db: Database, userId: string) {
  return db.selectFrom('orders').select(ORDER_COLUMNS).where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id').execute()
}

export async function findItems(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('orderItems')
    .select(['orderId', 'productId', 'name', 'slug', 'imageUrl', 'unitPricePaise', 'quantity', 'lineTotalPaise', 'hsnCode'])
    .where('orderId', 'in', orderIds)
    .orderBy('name')
    .execute()
}

export async function findEvents(db: Database, orderId: string) {
  return db
    .selectFrom('orderEvents')
    .select(['id', 'status', 'note', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

/** Changes status only from the expected one, so two concurrent changes cannot both apply. */
export async function updateStatus(
  db: Database,
  orderId: string,
  from: OrderStatus,
  change: { status?: OrderStatus; paymentStatus?: PaymentStatus; paymentReference?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function findEnabledPaymentMethods(db: Database) {
  return db
    .selectFrom('paymentMethods')
    .select(['id', 'name', 'type', 'provider', 'enabled'])
    .where('enabled', '=', 1)
    .orderBy('position')
    .execute()
}
