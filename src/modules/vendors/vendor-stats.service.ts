import type { ServiceContext } from '#src/context.ts'
import { requireOwnStore } from './vendors.service.ts'

export interface VendorStats {
  totalSalesPaise: number
  totalOrders: number
  totalCustomers: number
  pendingOrders: number
  /** Sales per day for the last 30 days (India time), oldest first. */
  daily: Array<{ day: string; salesPaise: number }>
}

export const CHART_DAYS = 30

/** Sales count a line once its order is paid or delivered (cash on delivery is paid on delivery). */
export async function vendorStats(ctx: ServiceContext, now = new Date()): Promise<VendorStats> {
  const store = await requireOwnStore(ctx)
  const lines = await ctx.db
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
    .where('orderItems.vendorId', '=', store.id)
    .where('orders.status', '!=', 'cancelled')
    .execute()
  const sold = lines.filter((l) => l.paymentStatus === 'paid' || l.status === 'delivered')
  const istDay = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)
  const days = Array.from({ length: CHART_DAYS }, (_, i) =>
    istDay(new Date(now.getTime() - (CHART_DAYS - 1 - i) * 86_400_000).toISOString()),
  )
  const byDay = new Map(days.map((d) => [d, 0]))
  for (const line of sold) {
    const day = istDay(line.createdAt)
    if (byDay.has(day)) byDay.set(day, (byDay.get(day) ?? 0) + line.lineTotalPaise)
  }
  return {
    totalSalesPaise: sold.reduce((sum, l) => sum + l.lineTotalPaise, 0),
    totalOrders: new Set(lines.map((l) => l.orderId)).size,
    totalCustomers: new Set(lines.map((l) => l.userId)).size,
    pendingOrders: new Set(lines.filter((l) => l.status === 'pending').map((l) => l.orderId)).size,
    daily: days.map((day) => ({ day, salesPaise: byDay.get(day) ?? 0 })),
  }
}
