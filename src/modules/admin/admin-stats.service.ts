import type { OrderStatus } from '#db/schema.ts'
import { type DailySales, dailySeries } from '#src/lib/daily-sales.ts'
import { peopleFigures } from '#src/modules/accounts/index.ts'
import { LOW_STOCK_THRESHOLD, stockFigures } from '#src/modules/catalog/index.ts'
import { inbox as contentInbox } from '#src/modules/content/index.ts'
import { storeSales, unfulfilledOrders } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'

export const CHART_DAYS = 30

/** An order still unshipped this many days after it could be fulfilled is flagged on the dashboard. */
import { UNFULFILLED_DAYS } from './admin-figures.ts'

export { UNFULFILLED_DAYS }

export interface StoreOverview {
  /**
   * Paid orders, and cash-on-delivery orders once delivered, net of their cancelled parcels and refunds;
   * never cancelled or refunded orders.
   */
  revenuePaise: number
  ordersByStatus: Record<OrderStatus, number>
  customers: number
  vendors: number
  products: number
  unreadMessages: number
  subscribers: number
  lowStock: Array<{ id: string; name: string; stock: number; vendorName: string }>
  recentOrders: Array<{ id: string; number: string; customerEmail: string; totalPaise: number; status: OrderStatus; createdAt: string }>
  /** Fulfillable orders not shipped within UNFULFILLED_DAYS, oldest first. */
  unfulfilled: Array<{ id: string; number: string; customerEmail: string; status: OrderStatus; createdAt: string }>
  daily: DailySales[]
}

/** The admin dashboard's figures, each from the module that owns it. */
export async function storeOverview(ctx: ServiceContext, now = new Date()): Promise<StoreOverview> {
  requireAdminActor(ctx)
  // Two periods: the chart's and the one before it, for comparison.
  const since = new Date(now.getTime() - (2 * CHART_DAYS + 1) * 86_400_000).toISOString()
  const [sales, people, inbox, stock, unfulfilled] = await Promise.all([
    storeSales(ctx, since),
    peopleFigures(ctx),
    contentInbox.counts(ctx.db),
    stockFigures(ctx.db, LOW_STOCK_THRESHOLD),
    unfulfilledOrders(ctx, now, UNFULFILLED_DAYS),
  ])
  return {
    revenuePaise: sales.revenuePaise,
    ordersByStatus: sales.ordersByStatus,
    customers: people.customers,
    vendors: people.vendors,
    products: stock.published,
    unreadMessages: inbox.unreadMessages,
    subscribers: inbox.subscribers,
    lowStock: stock.lowStock,
    recentOrders: sales.recentOrders,
    unfulfilled,
    daily: dailySeries(sales.recentSales, now, CHART_DAYS),
  }
}
