import {
  sellerCommissionInvoice,
  sellerCommissionInvoices,
  sellerPayouts,
  sellerStatement,
  statementCsv,
  withheldByMonth,
} from '#src/modules/ledger/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireOwnStore } from './vendors.service.ts'

/**
 * The seller's payouts page: its balance, next statement date, statements, TCS and TDS per month, and
 * the store's commission invoices to it. Its own only.
 */
export async function ownPayouts(ctx: ServiceContext, now = new Date()) {
  const store = await requireOwnStore(ctx)
  const [payouts, withheld, invoices] = await Promise.all([
    sellerPayouts(ctx, store.id, now),
    withheldByMonth(ctx, store.id),
    sellerCommissionInvoices(ctx, store.id),
  ])
  return { ...payouts, withheld, invoices }
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
