import { toCsv } from '#src/lib/csv.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import * as repo from './offers.repository.ts'

/** What an offer did, by seller (decision 083). */
export interface OfferReport {
  orders: number
  salesPaise: number
  discountPaise: number
  bySeller: Array<{ vendorId: string; sellerName: string; orders: number; discountPaise: number; salesPaise: number }>
}

/**
 * What an offer did (decision 083): the orders and sales it touched and the discount it gave, by seller,
 * and who funded it. Uses given back (orders that ended unpaid) are not counted.
 */
export async function offerReport(ctx: Pick<ServiceContext, 'db'>, id: string): Promise<OfferReport> {
  const rows = (await repo.offerReportRows(ctx.db, id)).map((r) => ({
    vendorId: r.vendorId,
    sellerName: r.sellerName ?? r.vendorId,
    orders: Number(r.orders),
    discountPaise: Number(r.discountPaise),
    salesPaise: Number(r.salesPaise),
  }))
  const orders = await repo.offerReach(ctx.db, [id])
  return {
    orders: orders.get(id)?.orders ?? 0,
    salesPaise: rows.reduce((s, r) => s + r.salesPaise, 0),
    discountPaise: rows.reduce((s, r) => s + r.discountPaise, 0),
    bySeller: rows,
  }
}

const rupees = (paise: number) => paise / 100

/**
 * The offer's report as CSV, for the owner's books (issue 43): a row per seller and one for all of them,
 * amounts in rupees as numbers a spreadsheet adds. An order with lines of two sellers counts once in all.
 */
export function offerReportCsv(offer: { name: string; vendorId: string | null; usesCount: number }, report: OfferReport): string {
  const fundedBy = offer.vendorId === null ? 'The store' : 'The seller'
  return toCsv([
    ['Offer', 'Funded by', 'Seller', 'Orders', 'Sales before offers (₹)', 'Discount (₹)'],
    ...report.bySeller.map((r) => [offer.name, fundedBy, r.sellerName, r.orders, rupees(r.salesPaise), rupees(r.discountPaise)]),
    [offer.name, fundedBy, 'All sellers', report.orders, rupees(report.salesPaise), rupees(report.discountPaise)],
  ])
}
