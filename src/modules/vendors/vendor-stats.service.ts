import { type DailySales, dailySeries } from '#src/lib/daily-sales.ts'
import { vendorSalesLines } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireOwnStore } from './vendors.service.ts'

export interface VendorStats {
  totalSalesPaise: number
  totalOrders: number
  totalCustomers: number
  pendingOrders: number
  /** Sales per day for the last 30 days (India time), oldest first. */
  daily: DailySales[]
}

export const CHART_DAYS = 30

/** Sales count a line once its order is paid or delivered (cash on delivery is paid on delivery). */
export async function vendorStats(ctx: ServiceContext, now = new Date()): Promise<VendorStats> {
  const store = await requireOwnStore(ctx)
  const lines = await vendorSalesLines(ctx, store.id)
  const sold = lines.filter((l) => l.paymentStatus === 'paid' || l.status === 'delivered')
  return {
    totalSalesPaise: sold.reduce((sum, l) => sum + l.lineTotalPaise, 0),
    totalOrders: new Set(lines.map((l) => l.orderId)).size,
    totalCustomers: new Set(lines.map((l) => l.userId)).size,
    pendingOrders: new Set(lines.filter((l) => l.status === 'pending').map((l) => l.orderId)).size,
    daily: dailySeries(
      sold.map((l) => ({ createdAt: l.createdAt, amountPaise: l.lineTotalPaise })),
      now,
      CHART_DAYS,
    ),
  }
}
