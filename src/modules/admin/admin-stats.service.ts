import type { OrderStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { dailySeries } from '#src/lib/daily-sales.ts'
import { peopleFigures } from '#src/modules/accounts/accounts.service.ts'
import { LOW_STOCK_THRESHOLD } from '#src/modules/catalog/pricing.ts'
import { stockFigures } from '#src/modules/catalog/stock.service.ts'
import { inbox as contentInbox } from '#src/modules/content/content.service.ts'
import { storeSales } from '#src/modules/orders/sales.service.ts'
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
  recentOrders: Array<{ id: string; number: string; customerEmail: string; totalPaise: number; status: OrderStatus; createdAt: string }>
  daily: Array<{ day: string; salesPaise: number }>
}

/** The admin dashboard's figures, each from the module that owns it. */
export async function storeOverview(ctx: ServiceContext, now = new Date()): Promise<StoreOverview> {
  requireAdminActor(ctx)
  const since = new Date(now.getTime() - (CHART_DAYS + 1) * 86_400_000).toISOString()
  const [sales, people, inbox, stock] = await Promise.all([
    storeSales(ctx, since),
    peopleFigures(ctx),
    contentInbox.counts(ctx.db),
    stockFigures(ctx.db, LOW_STOCK_THRESHOLD),
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
    daily: dailySeries(sales.recentSales, now, CHART_DAYS),
  }
}
