import { CATEGORIES } from '#src/modules/catalog/browser.ts'
import {
  sellerCommissionInvoice,
  sellerCommissionInvoices,
  sellerPayouts,
  sellerRates,
  sellerStatement,
  sellerUnsettled,
  statementCsv,
  withheldByMonth,
} from '#src/modules/ledger/index.ts'
import { linesOnTheirWay } from '#src/modules/orders/index.ts'
import { sellersOfRecord } from '#src/modules/sellers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { upcomingMoney } from './money-on-its-way.ts'
import { requireOwnStore } from './vendors.service.ts'

/**
 * The seller's payouts page: its balance, next statement date, the lines on their way to a statement,
 * its rates, statements, TCS and TDS per month, and the store's commission invoices to it. Its own only.
 */
export async function ownPayouts(ctx: ServiceContext, now = new Date()) {
  const store = await requireOwnStore(ctx)
  const [payouts, withheld, invoices, upcoming, rates] = await Promise.all([
    sellerPayouts(ctx, store.id, now),
    withheldByMonth(ctx, store.id),
    sellerCommissionInvoices(ctx, store.id),
    ownUpcoming(ctx, store.id, now),
    ownRates(ctx, store.id, now),
  ])
  return { ...payouts, withheld, invoices, upcoming, rates }
}

/**
 * Every sold line of the seller's not yet in a statement (decision 066): those already payable, read
 * from the ledger, and those the payable job will post, worked out by its own function.
 */
async function ownUpcoming(ctx: ServiceContext, vendorId: string, now: Date) {
  const [unsettled, coming] = await Promise.all([sellerUnsettled(ctx, vendorId), linesOnTheirWay(ctx.db, vendorId)])
  return upcomingMoney(unsettled.lines, coming, unsettled.lastRunCutoff, now)
}

/** The commission the seller is charged per category, and whether TDS is at 0.1% (a PAN on file) or 5%. */
async function ownRates(ctx: ServiceContext, vendorId: string, now: Date) {
  const [commission, sellers] = await Promise.all([sellerRates(ctx, vendorId, CATEGORIES, now), sellersOfRecord(ctx, [vendorId])])
  return { ...commission, hasPan: Boolean(sellers.get(vendorId)?.pan) }
}

/** One of the store's commission invoices to this seller; another seller's is not found. */
export async function ownCommissionInvoice(ctx: ServiceContext, invoiceId: string) {
  const store = await requireOwnStore(ctx)
  return sellerCommissionInvoice(ctx, store.id, invoiceId)
}

/** One of the seller's own statements; another seller's is not found. */
export async function ownStatement(ctx: ServiceContext, payoutId: string) {
  const store = await requireOwnStore(ctx)
  return sellerStatement(ctx, store.id, payoutId)
}

export async function ownStatementCsv(ctx: ServiceContext, payoutId: string): Promise<{ csv: string; name: string } | null> {
  const found = await ownStatement(ctx, payoutId)
  if (!found.ok) return null
  return { csv: statementCsv(found.statement), name: `statement-${found.statement.statementNumber.replaceAll('/', '-')}.csv` }
}
