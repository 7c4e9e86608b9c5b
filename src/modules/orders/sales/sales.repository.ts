import type { ExpressionBuilder } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'

/** Orders that count as sales: paid, or cash on delivery once delivered; never cancelled or refunded ones. */
const earned = (db: Database) =>
  db
    .selectFrom('orders')
    .where('status', '!=', 'cancelled')
    .where((eb) =>
      eb.or([eb('paymentStatus', '=', 'paid'), eb.and([eb('status', '=', 'delivered'), eb('paymentStatus', '!=', 'refunded')])]),
    )

/**
 * What an order earned: its parcels' amounts less what was refunded of them, leaving out parcels that were
 * cancelled (refunded, or never collected on delivery), and less what its returns gave back: issue 41's
 * "revenue net of cancellations and refunds". An order from before parcels counts its total.
 */
const earnedPaise = (eb: ExpressionBuilder<DB, 'orders'>) =>
  eb(
    eb.fn.coalesce(
      eb
        .selectFrom('parcels')
        .select((p) => p.fn.sum<number>(p('parcels.totalPaise', '-', p.ref('parcels.refundedPaise'))).as('net'))
        .whereRef('parcels.orderId', '=', 'orders.id')
        .where('parcels.status', '!=', 'cancelled'),
      eb.ref('orders.totalPaise'),
    ),
    '-',
    eb.fn.coalesce(
      eb
        .selectFrom('orderReturns')
        .select((r) => r.fn.sum<number>('orderReturns.amountPaise').as('returned'))
        .whereRef('orderReturns.orderId', '=', 'orders.id')
        .where('orderReturns.status', 'in', ['refunded', 'credited']),
      eb.lit(0),
    ),
  )

export async function sumRevenue(db: Database): Promise<number> {
  const row = await earned(db)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(earnedPaise(eb)), eb.lit(0)).as('total'))
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

export async function findSalesSince(db: Database, since: string) {
  const rows = await earned(db)
    .select((eb) => ['createdAt', earnedPaise(eb).as('amountPaise')])
    .where('createdAt', '>=', since)
    .execute()
  return rows.map((row) => ({ createdAt: row.createdAt, amountPaise: Number(row.amountPaise) }))
}

export function countByStatus(db: Database) {
  return db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute()
}

/**
 * Every order placed, and those whose money was taken in full (paid, or refunded since), by payment
 * method: one pass over the orders, for /metrics.
 */
export async function countPlacedAndPaid(db: Database) {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'paymentMethod',
      eb.fn.countAll<number>().as('placed'),
      eb.fn.sum<number>(eb.case().when('paymentStatus', 'in', ['paid', 'refunded']).then(1).else(0).end()).as('paid'),
    ])
    .groupBy('paymentMethod')
    .execute()
  return rows.map((row) => ({ method: row.paymentMethod, placed: Number(row.placed), paid: Number(row.paid ?? 0) }))
}

export function findRecentOrders(db: Database, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber as number', 'userEmail as customerEmail', 'totalPaise', 'status', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** A vendor's own lines of orders that were not cancelled, with what the sales figures need. */
export function findVendorSalesLines(db: Database, vendorId: string) {
  return db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .select([
      'orders.id as orderId',
      'orders.userId',
      'orders.status',
      'orders.paymentStatus',
      'orders.createdAt',
      'orderItems.lineTotalPaise',
    ])
    .where('orderItems.vendorId', '=', vendorId)
    .where('orders.status', '!=', 'cancelled')
    .execute()
}

/** Orders that could be fulfilled (cash on delivery, or paid) but have not shipped since before `before`. */
export function findUnfulfilledSince(db: Database, before: string, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'orderNumber as number', 'userEmail as customerEmail', 'status', 'createdAt'])
    .where('status', 'in', ['pending', 'processing'])
    .where((eb) => eb.or([eb('paymentMethod', '=', 'cod'), eb('paymentStatus', '=', 'paid')]))
    .where('createdAt', '<', before)
    .orderBy('createdAt')
    .limit(limit)
    .execute()
}
