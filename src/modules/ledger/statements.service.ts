import { toCsv } from '#src/lib/csv.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { ACCOUNTS, sellerAccount } from './accounts.ts'
import { sellerBalance } from './ledger.service.ts'
import * as repo from './settlement.repository.ts'
import { nextSettlement } from './settlement-calendar.ts'

export interface StatementLine {
  journalId: string
  kind: string
  memo: string
  orderId: string | null
  occurredAt: string
  grossPaise: number
  /** Of the sale value, what the store's offers paid for the buyer (decision 083); the rest the buyer paid. */
  storeOfferPaise: number
  commissionPaise: number
  commissionGstPaise: number
  tcsPaise: number
  tdsPaise: number
  netPaise: number
}

const TCS_ACCOUNTS: readonly string[] = [ACCOUNTS.tcsCgst, ACCOUNTS.tcsSgst, ACCOUNTS.tcsIgst]

/** Each journal's entries as one line, signed as the seller reads it: a sale positive, a return negative. */
function linesOf(
  rows: Awaited<ReturnType<typeof repo.statementEntries | typeof repo.unsettledEntries>>,
  vendorId: string,
): StatementLine[] {
  const lines = new Map<string, StatementLine>()
  for (const row of rows) {
    const line = lines.get(row.journalId) ?? {
      journalId: row.journalId,
      kind: row.kind,
      memo: row.memo,
      orderId: row.orderId,
      occurredAt: row.occurredAt,
      grossPaise: 0,
      storeOfferPaise: 0,
      commissionPaise: 0,
      commissionGstPaise: 0,
      tcsPaise: 0,
      tdsPaise: 0,
      netPaise: 0,
    }
    const credit = -Number(row.amountPaise)
    if (row.account === ACCOUNTS.customersHeld) line.grossPaise -= credit
    else if (row.account === ACCOUNTS.promotions) {
      line.grossPaise -= credit
      line.storeOfferPaise -= credit
    } else if (row.account === ACCOUNTS.commission) line.commissionPaise += credit
    else if (row.account === ACCOUNTS.commissionGst) line.commissionGstPaise += credit
    else if (TCS_ACCOUNTS.includes(row.account)) line.tcsPaise += credit
    else if (row.account === ACCOUNTS.tds) line.tdsPaise += credit
    else if (row.account === sellerAccount(vendorId)) line.netPaise += credit
    lines.set(row.journalId, line)
  }
  return [...lines.values()]
}

/** A seller's payouts page: what it is owed now, when the next statement is made, and its statements. */
export async function sellerPayouts(ctx: Pick<ServiceContext, 'db'>, vendorId: string, now = new Date()) {
  const [balancePaise, payouts] = await Promise.all([sellerBalance(ctx, vendorId), repo.payoutsOf(ctx.db, { vendorId })])
  return { balancePaise, nextSettlement: nextSettlement(now).toISOString(), payouts }
}

/**
 * A seller's lines already payable that no statement holds yet, as a statement shows them, and the latest
 * run's cut-off (a line posted after it waits for a later run).
 */
export async function sellerUnsettled(ctx: Pick<ServiceContext, 'db'>, vendorId: string) {
  const [rows, lastRunCutoff] = await Promise.all([repo.unsettledEntries(ctx.db, vendorId), repo.lastRunCutoff(ctx.db)])
  return { lines: linesOf(rows, vendorId), lastRunCutoff }
}

export type StatementView = Awaited<ReturnType<typeof repo.findPayout>> & { lines: StatementLine[] }

/** One statement with every line; only the seller's own (anything else is not found). */
export async function sellerStatement(
  ctx: Pick<ServiceContext, 'db'>,
  vendorId: string,
  payoutId: string,
): Promise<Result<{ statement: NonNullable<StatementView> }>> {
  const payout = await repo.findPayout(ctx.db, payoutId)
  if (!payout || payout.vendorId !== vendorId) return fail('not_found', 'No such statement.')
  const lines = linesOf(await repo.statementEntries(ctx.db, payoutId), vendorId)
  return { ok: true, statement: { ...payout, lines } }
}

/** The statement as CSV, cells guarded against formula injection like every export. */
export function statementCsv(statement: NonNullable<StatementView>): string {
  const rupees = (paise: number) => (paise / 100).toFixed(2)
  return toCsv([
    ['Statement', statement.statementNumber, 'Cut-off', statement.cutoff],
    [
      'Date',
      'What',
      'Order',
      'Sale value',
      'Commission',
      'GST on commission',
      'TCS',
      'TDS',
      'Net',
      'Of the sale value, paid by the store’s offers',
    ],
    ...statement.lines.map((line) => [
      line.occurredAt,
      line.memo,
      line.orderId,
      rupees(line.grossPaise),
      rupees(line.commissionPaise),
      rupees(line.commissionGstPaise),
      rupees(line.tcsPaise),
      rupees(line.tdsPaise),
      rupees(line.netPaise),
      rupees(line.storeOfferPaise),
    ]),
    ['', 'Brought forward', '', '', '', '', '', '', rupees(Number(statement.broughtForwardPaise))],
    ['', 'Payable', '', '', '', '', '', '', rupees(Number(statement.amountPaise))],
  ])
}

/** TCS (by head) and TDS withheld from the seller per month, India's calendar. */
export async function withheldByMonth(ctx: Pick<ServiceContext, 'db'>, vendorId: string) {
  const months = new Map<string, { month: string; tcsCgstPaise: number; tcsSgstPaise: number; tcsIgstPaise: number; tdsPaise: number }>()
  for (const row of await repo.withheldEntries(ctx.db, vendorId)) {
    const month = new Date(Date.parse(row.occurredAt) + 330 * 60_000).toISOString().slice(0, 7)
    const entry = months.get(month) ?? { month, tcsCgstPaise: 0, tcsSgstPaise: 0, tcsIgstPaise: 0, tdsPaise: 0 }
    const credit = -Number(row.amountPaise)
    if (row.account === ACCOUNTS.tcsCgst) entry.tcsCgstPaise += credit
    else if (row.account === ACCOUNTS.tcsSgst) entry.tcsSgstPaise += credit
    else if (row.account === ACCOUNTS.tcsIgst) entry.tcsIgstPaise += credit
    else if (row.account === ACCOUNTS.tds) entry.tdsPaise += credit
    months.set(month, entry)
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month))
}
