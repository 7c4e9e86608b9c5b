import type { OrderStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { ORDER_STATUSES } from '../lifecycle/order-state.ts'
import * as repo from './sales.repository.ts'

/**
 * The orders module's figures for the dashboards (the admin and vendors modules check who asks).
 * A sale: a paid order, or a cash-on-delivery order once delivered; never a cancelled or refunded one.
 */
export async function storeSales(ctx: Pick<ServiceContext, 'db'>, since: string) {
  const [revenuePaise, byStatus, recentOrders, recentSales] = await Promise.all([
    repo.sumRevenue(ctx.db),
    repo.countByStatus(ctx.db),
    repo.findRecentOrders(ctx.db, 8),
    repo.findSalesSince(ctx.db, since),
  ])
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>
  for (const row of byStatus) ordersByStatus[row.status] = Number(row.count)
  return { revenuePaise, ordersByStatus, recentOrders, recentSales }
}

/**
 * Orders placed and payments taken, by payment method, since the shop began: the operator's counters
 * (/metrics). A payment counts once the order is paid in full, and stays counted if it is refunded later.
 */
export async function orderFigures(ctx: Pick<ServiceContext, 'db'>) {
  return repo.countPlacedAndPaid(ctx.db)
}

/** A vendor's own lines of every order that was not cancelled. */
export const vendorSalesLines = (ctx: Pick<ServiceContext, 'db'>, vendorId: string) => repo.findVendorSalesLines(ctx.db, vendorId)

/** Orders waiting to ship for longer than `days` days, oldest first: what the admin should chase. */
export const unfulfilledOrders = (ctx: Pick<ServiceContext, 'db'>, now: Date, days: number, limit = 10) =>
  repo.findUnfulfilledSince(ctx.db, new Date(now.getTime() - days * 86_400_000).toISOString(), limit)
