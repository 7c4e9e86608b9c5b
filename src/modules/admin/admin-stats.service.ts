import type { OrderStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { dailySeries } from '#src/lib/daily-sales.ts'
import { LOW_STOCK_THRESHOLD } from '#src/modules/catalog/pricing.ts'
import { ORDER_STATUSES } from '#src/modules/orders/order-state.ts'
import { requireAdminActor } from './admin-guard.ts'

export const CHART_DAYS = 30

export interface StoreOverview {
  /** Paid orders, and cash-on-delivery orders once delivered; never cancelled or refunded ones. */
  revenuePaise: number
  ordersByStatus: Record<OrderStatus, number>
  customers: number
  vendors: number
  products: number
  unreadMessages: number
  subscribers: number
  lowStock: Array<{ id: string; name: string; stock: number; vendorName: string }>
  recentOrders: Array<{ id: string; customerEmail: string; totalPaise: number; status: OrderStatus; createdAt: string }>
  daily: Array<{ day: string; salesPaise: number }>
}

const count = async (query: Promise<{ count: number | string | bigint } | undefined>) => Number((await query)?.count ?? 0)

/** The admin dashboard's figures, all read from the database. */
export async function storeOverview(ctx: ServiceContext, now = new Date()): Promise<StoreOverview> {
  requireAdminActor(ctx)
  const db = ctx.db
  const earned = db
    .selectFrom('orders')
    .where('status', '!=', 'cancelled')
    .where((eb) =>
      eb.or([eb('paymentStatus', '=', 'paid'), eb.and([eb('status', '=', 'delivered'), eb('paymentStatus', '!=', 'refunded')])]),
    )
  const since = new Date(now.getTime() - (CHART_DAYS + 1) * 86_400_000).toISOString()
  const [revenue, byStatus, customers, vendors, products, unreadMessages, subscribers, lowStock, recentOrders, recentSales] =
    await Promise.all([
      earned.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('totalPaise'), eb.lit(0)).as('total')).executeTakeFirst(),
      db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute(),
      count(
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('role', '=', 'customer')
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('vendors')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('isPublished', '=', 1)
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('contactMessages')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('handledAt', 'is', null)
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('newsletterSubscribers')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst(),
      ),
      db
        .selectFrom('products')
        .innerJoin('vendors', 'vendors.id', 'products.vendorId')
        .select(['products.id', 'products.name', 'products.stock', 'vendors.name as vendorName'])
        .where('products.isPublished', '=', 1)
        .where('products.stock', '<=', LOW_STOCK_THRESHOLD)
        .orderBy('products.stock')
        .orderBy('products.name')
        .limit(10)
        .execute(),
      db
        .selectFrom('orders')
        .select(['id', 'userEmail as customerEmail', 'totalPaise', 'status', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(8)
        .execute(),
      earned.select(['createdAt', 'totalPaise as amountPaise']).where('createdAt', '>=', since).execute(),
    ])
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>
  for (const row of byStatus) ordersByStatus[row.status] = Number(row.count)
  return {
    revenuePaise: Number(revenue?.total ?? 0),
    ordersByStatus,
    customers,
    vendors,
    products,
    unreadMessages,
    subscribers,
    lowStock,
    recentOrders,
    daily: dailySeries(recentSales, now, CHART_DAYS),
  }
}
