import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { ActorKind, Fulfilment, OrderItemTable, OrderStatus, OrderTable, PaymentStatus } from '#db/schema.ts'
import { prepared } from '#src/platform/sql/prepared.ts'
import { literal } from '#src/platform/sql/query-pieces.ts'

/** Order ids are UUIDs; anything else is not looked up at all. */
export const isOrderId = (id: string): boolean => /^[0-9a-f-]{36}$/.test(id)

export async function findOrderByIdempotencyKey(db: Database, userId: string, key: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'paymentMethod', 'paymentProvider', 'paymentStatus', 'requestFingerprint'])
    .where('userId', '=', userId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst()
}

export async function insertOrder(db: Database, order: Insertable<OrderTable>) {
  await db.insertInto('orders').values(order).execute()
}

export async function insertOrderItems(db: Database, items: Insertable<OrderItemTable>[]) {
  if (items.length > 0) await db.insertInto('orderItems').values(items).execute()
}

export async function insertEvent(
  db: Database,
  event: {
    id: string
    orderId: string
    status: string
    note: string | null
    createdAt: string
    /** Who took the step (decision 067). */
    actorKind?: ActorKind | null
    actorName?: string | null
  },
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

const ORDER_COLUMNS = [
  'id',
  'orderNumber',
  'deliveryFrom',
  'deliveryTo',
  'userId',
  'userEmail',
  'status',
  'paymentMethod',
  'paymentProvider',
  'paymentStatus',
  'paymentReference',
  'subtotalPaise',
  'taxPaise',
  'roundOffPaise',
  'totalPaise',
  'shipFullName',
  'shipAddressLine1',
  'shipAddressLine2',
  'shipCity',
  'shipState',
  'shipStateCode',
  'shipPincode',
  'shipPhone',
  'stockHeld',
  'invoiceNumber',
  'invoicedAt',
  'gatewayOrderId',
  'buyerGstin',
  'buyerBusinessName',
  'sellerJson',
  'storeCreditPaise',
  'discountPaise',
  'storeDiscountPaise',
  'version',
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
    .select([
      'orderId',
      'productId',
      'vendorId',
      'name',
      'slug',
      'imageUrl',
      'unitPricePaise',
      'unitPriceWithGstPaise',
      'mrpPaise',
      'quantity',
      'lineTotalPaise',
      'discountPaise',
      'storeDiscountPaise',
      'refundedPaise',
      'hsnCode',
      'courier',
      'trackingNumber',
    ])
    .where('orderId', 'in', orderIds)
    .orderBy('name')
    .execute()
}

export async function findEvents(db: Database, orderId: string) {
  return db
    .selectFrom('orderEvents')
    .select(['id', 'status', 'note', 'actorKind', 'actorName', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

export async function findEnabledPaymentMethods(db: Database) {
  return db
    .selectFrom('paymentMethods')
    .select(['id', 'name', 'type', 'provider', 'enabled', 'bankDetails'])
    .where('enabled', '=', 1)
    .orderBy('position')
    .execute()
}

/** Each line's vendor, fulfilment and units: what the lifecycle decides moves from. */
export async function findLines(db: Database, orderId: string) {
  return db
    .selectFrom('orderItems')
    .select(['productId', 'vendorId', 'fulfilment', 'quantity', 'name'])
    .where('orderId', '=', orderId)
    .execute()
}

export interface OrderChange {
  status: OrderStatus
  paymentStatus: PaymentStatus
  stockHeld?: number
  paymentReference?: string
  invoiceNumber?: string
  invoicedAt?: string
  /** The seller's details at the invoice's issue, kept with it (JSON). */
  sellerJson?: string
}

/**
 * Applies a lifecycle move only to the version it was planned from, and bumps the version: of two
 * concurrent moves, exactly one applies; the other changes nothing and is told so.
 */
export async function applyMove(db: Database, orderId: string, fromVersion: number, change: OrderChange, now: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ ...change, version: eb('version', '+', 1), updatedAt: now }))
    .where('id', '=', orderId)
    .where('version', '=', fromVersion)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function setLinesFulfilment(
  db: Database,
  orderId: string,
  vendorIds: readonly string[],
  to: Fulfilment,
  shipment?: { courier: string; trackingNumber: string },
) {
  if (vendorIds.length === 0) return
  await db
    .updateTable('orderItems')
    .set({ fulfilment: to, ...(shipment ?? {}) })
    .where('orderId', '=', orderId)
    .where('vendorId', 'in', [...vendorIds])
    .where('fulfilment', '!=', to)
    .execute()
}

/** Online orders still holding units unpaid past their hold: a gateway's (placed before `cutoff`) or a bank transfer's (before `transferCutoff`). */
export async function findExpiredHolds(db: Database, cutoff: string, transferCutoff: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber', 'userEmail', 'shipFullName', 'paymentProvider', 'totalPaise', 'storeCreditPaise', 'createdAt'])
    .where('paymentMethod', '=', 'online')
    .where('status', '=', 'pending')
    .where('paymentStatus', 'in', ['pending', 'failed'])
    .where('stockHeld', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('paymentProvider', '<>', 'bank'), eb('createdAt', '<', cutoff)]),
        eb.and([eb('paymentProvider', '=', 'bank'), eb('createdAt', '<', transferCutoff)]),
      ]),
    )
    .execute()
}

export async function setGatewayOrderId(db: Database, orderId: string, gatewayOrderId: string) {
  await db.updateTable('orders').set({ gatewayOrderId }).where('id', '=', orderId).where('gatewayOrderId', 'is', null).execute()
}

export async function findOrderIdByGatewayOrderId(db: Database, gatewayOrderId: string) {
  return (await db.selectFrom('orders').select('id').where('gatewayOrderId', '=', gatewayOrderId).executeTakeFirst())?.id
}

export interface VendorLineFilter {
  status?: OrderStatus
  orderId?: string
}

/** The vendor's orders (not lines) matching the filter, as a query both the count and the page start from. */
function vendorOrdersQuery(db: Database, vendorId: string, filter: VendorLineFilter) {
  let query = db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .innerJoin('parcels', (join) =>
      join.onRef('parcels.orderId', '=', 'orderItems.orderId').onRef('parcels.vendorId', '=', 'orderItems.vendorId'),
    )
    .where('orderItems.vendorId', '=', vendorId)
  // A seller's orders are its parcels: filtered by the parcel's status, not the order's (decision 039).
  if (filter.status) query = query.where('parcels.status', '=', filter.status)
  if (filter.orderId) query = query.where('orders.id', '=', filter.orderId)
  return query
}

/** How many orders hold the vendor's lines (with the filter), for page N of M. */
export async function countVendorOrders(db: Database, vendorId: string, filter: VendorLineFilter = {}): Promise<number> {
  const row = await vendorOrdersQuery(db, vendorId, filter)
    .select((eb) => eb.fn.count<number | string>('orders.id').distinct().as('count'))
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/**
 * A vendor's own lines with their orders' state, payment (store credit included: it is part of what
 * was paid) and ship-to address, for one page of their orders, newest first. Paged by order, not by
 * line, so an order's lines never straddle two pages.
 * Scoped by `orderItems.vendorId`: another store's lines (and so its customers) never come back.
 */
export async function findVendorLines(
  db: Database,
  vendorId: string,
  filter: VendorLineFilter = {},
  page: { limit: number; offset: number } = { limit: 50, offset: 0 },
) {
  const ids = await vendorOrdersQuery(db, vendorId, filter)
    .select(['orders.id', 'orders.createdAt'])
    .groupBy(['orders.id', 'orders.createdAt'])
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  if (ids.length === 0) return []
  return db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .innerJoin('parcels', (join) =>
      join.onRef('parcels.orderId', '=', 'orderItems.orderId').onRef('parcels.vendorId', '=', 'orderItems.vendorId'),
    )
    .select([
      'orders.id',
      'orders.orderNumber',
      'parcels.id as parcelId',
      'parcels.position as parcelPosition',
      'parcels.status as parcelStatus',
      'parcels.totalPaise as parcelTotalPaise',
      'parcels.storeCreditPaise as parcelStoreCreditPaise',
      'parcels.refundedPaise as parcelRefundedPaise',
      'parcels.cancelReason as parcelCancelReason',
      'parcels.invoiceNumber as parcelInvoiceNumber',
      'parcels.ewayBillNumber as parcelEwayBillNumber',
      'orders.createdAt',
      'orders.status',
      'orders.paymentMethod',
      'orders.paymentStatus',
      'orders.totalPaise',
      'orders.storeCreditPaise',
      'orders.shipFullName',
      'orders.shipAddressLine1',
      'orders.shipAddressLine2',
      'orders.shipCity',
      'orders.shipState',
      'orders.shipPincode',
      'orders.shipPhone',
      'orderItems.productId',
      'orderItems.name',
      'orderItems.hsnCode',
      'orderItems.unitPricePaise',
      'orderItems.unitPriceWithGstPaise',
      'orderItems.quantity',
      'orderItems.lineTotalPaise',
      'orderItems.fulfilment',
      'orderItems.courier',
      'orderItems.trackingNumber',
    ])
    .where('orderItems.vendorId', '=', vendorId)
    .where(
      'orders.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .orderBy('orderItems.name')
    .execute()
}

/** Each store's subtotal (before GST) in these orders: sums only, no lines, names or customers. */
export async function findStoreSubtotals(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('orderItems')
    .select(['orderId', 'vendorId', (eb) => eb.fn.sum<number | string>('lineTotalPaise').as('subtotalPaise')])
    .where('orderId', 'in', orderIds)
    .groupBy(['orderId', 'vendorId'])
    .execute()
}

/** The next order number of a month's series (YYMM); the counter row stays locked until the transaction ends. */
export async function takeOrderNumber(db: Database, month: string): Promise<number> {
  await db
    .insertInto('orderNumberCounters')
    .values({ month, lastNumber: 0 })
    .onConflict((oc) => oc.column('month').doNothing())
    .execute()
  const row = await db
    .updateTable('orderNumberCounters')
    .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
    .where('month', '=', month)
    .returning('lastNumber')
    .executeTakeFirstOrThrow()
  return row.lastNumber
}

/** Which of these products appear on any order line. */
export async function findOrderedProductIds(db: Database, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set()
  const rows = await db.selectFrom('orderItems').select('productId').distinct().where('productId', 'in', productIds).execute()
  return new Set(rows.map((row) => row.productId))
}

/** The order numbers of these orders, by id. */
export async function findOrderNumbers(db: Database, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db.selectFrom('orders').select(['id', 'orderNumber']).where('id', 'in', orderIds).execute()
  return new Map(rows.map((row) => [row.id, row.orderNumber]))
}

export async function userHasOrders(db: Database, userId: string): Promise<boolean> {
  return (await db.selectFrom('orders').select('id').where('userId', '=', userId).limit(1).executeTakeFirst()) !== undefined
}

/** Whether any of the user's orders was delivered. */
// Asked on every product page a signed-in customer opens (decision 045): prepared, with its constants in
// the SQL, where SQLite does not plan it afresh on every run (decision 048).
const deliveredOrderOf = prepared((db, p: { userId: string }) =>
  db.selectFrom('orders').select('id').where('userId', '=', p.userId).where('status', '=', literal('delivered')).limit(literal(1)),
)

export async function userHasDeliveredOrder(db: Database, userId: string): Promise<boolean> {
  return (await deliveredOrderOf.first(db, { userId })) !== undefined
}

/** The latest of the user's delivered orders that contains the product, if any. */
export async function findDeliveredOrderWith(db: Database, userId: string, productId: string): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('orderItems', 'orderItems.orderId', 'orders.id')
    .select('orders.id')
    .where('orders.userId', '=', userId)
    .where('orders.status', '=', 'delivered')
    .where('orderItems.productId', '=', productId)
    .orderBy('orders.createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.id ?? null
}
