import { toCsv } from '#src/lib/csv.ts'
import { gstReport, gstReportRows, paymentStatusWords, searchOrders } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { type AdminOrderFilter, orderSearchOf } from './admin-orders.service.ts'

/** A UTC timestamp as India's local time with its offset: 2026-11-24T17:27:05+05:30. */
const indianTime = (iso: string) => `${new Date(new Date(iso).getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19)}+05:30`

/** The most orders one export carries; a larger month is exported a date range at a time. */
export const ORDER_EXPORT_LIMIT = 50_000

/** The month's GST sales report (null for a malformed month), for admins only. */
export function gstReportForAdmin(ctx: ServiceContext, month: string) {
  requireAdminActor(ctx)
  return gstReport(ctx, month)
}

export async function gstReportCsv(ctx: ServiceContext, month: string): Promise<string | null> {
  const report = await gstReportForAdmin(ctx, month)
  return report ? toCsv(gstReportRows(report)) : null
}

/** The orders the admin's filters show, every page of them, as CSV (cells defused against formulas). */
export async function ordersCsv(ctx: ServiceContext, filter: AdminOrderFilter): Promise<string> {
  requireAdminActor(ctx)
  const { rows } = await searchOrders(ctx, orderSearchOf(filter), { limit: ORDER_EXPORT_LIMIT, offset: 0 })
  const rupees = (paise: number) => (paise / 100).toFixed(2)
  return toCsv([
    ['Order number', 'Placed at', 'Customer', 'Email', 'Total (INR)', 'Status', 'Payment', 'Payment status'],
    ...rows.map((row) => [
      row.number,
      indianTime(row.createdAt),
      row.userName ?? row.shipFullName,
      row.customerEmail,
      rupees(row.totalPaise),
      row.status,
      row.paymentMethod,
      paymentStatusWords(row),
    ]),
  ])
}
