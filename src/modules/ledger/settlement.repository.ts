import type { Database } from '#db/database.ts'
import type { PayoutStatus } from '#db/schema.ts'
import { PAYOUT_KINDS } from './accounts.ts'

/** Opens the run for a cut-off; undefined when another runner opened it first. */
export async function openRun(db: Database, run: { id: string; cutoff: string; startedAt: string }) {
  return db
    .insertInto('settlementRuns')
    .values(run)
    .onConflict((oc) => oc.column('cutoff').doNothing())
    .returning('id')
    .executeTakeFirst()
}

export async function finishRun(db: Database, id: string, finishedAt: string) {
  await db.updateTable('settlementRuns').set({ finishedAt }).where('id', '=', id).execute()
}

/** Each seller's journals before the cut-off that no statement holds yet (payout moves aside). */
export async function unsettledJournals(db: Database, cutoff: string) {
  return db
    .selectFrom('ledgerJournals')
    .leftJoin('payoutJournals', 'payoutJournals.journalId', 'ledgerJournals.id')
    .select(['ledgerJournals.id', 'ledgerJournals.vendorId'])
    .where('ledgerJournals.vendorId', 'is not', null)
    .where('ledgerJournals.occurredAt', '<', cutoff)
    .where('ledgerJournals.kind', 'not in', PAYOUT_KINDS)
    .where('payoutJournals.journalId', 'is', null)
    .orderBy('ledgerJournals.occurredAt')
    .execute()
}

/** The seller account's balance (debits − credits) over entries before the cut-off, and over some journals. */
export async function sellerAccountSum(db: Database, account: string, where: { before?: string; journalIds?: readonly string[] }) {
  let query = db
    .selectFrom('ledgerEntries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amountPaise'), eb.lit(0)).as('sum'))
    .where('account', '=', account)
  if (where.before) query = query.where('occurredAt', '<', where.before)
  if (where.journalIds) query = query.where('journalId', 'in', where.journalIds.length > 0 ? where.journalIds : [''])
  return Number((await query.executeTakeFirstOrThrow()).sum)
}

export async function insertPayout(
  db: Database,
  payout: {
    id: string
    runId: string
    vendorId: string
    statementNumber: string
    cutoff: string
    amountPaise: number
    broughtForwardPaise: number
    status: PayoutStatus
    createdAt: string
    updatedAt: string
  },
) {
  await db.insertInto('payouts').values(payout).execute()
}

export async function linkJournals(db: Database, payoutId: string, journalIds: readonly string[]) {
  if (journalIds.length === 0) return
  await db
    .insertInto('payoutJournals')
    .values(journalIds.map((journalId) => ({ journalId, payoutId })))
    .execute()
}

export function findPayout(db: Database, id: string) {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Moves a payout only from the state and version it was read in; false when someone moved it first. */
export async function movePayout(
  db: Database,
  from: { id: string; status: PayoutStatus; version: number },
  to: {
    status: PayoutStatus
    utr?: string
    failureReason?: string
    approvedBy?: string
    approvedAt?: string
    paidAt?: string
    updatedAt: string
  },
) {
  const result = await db
    .updateTable('payouts')
    .set({ ...to, version: from.version + 1 })
    .where('id', '=', from.id)
    .where('status', '=', from.status)
    .where('version', '=', from.version)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export function payoutsOf(db: Database, filter: { vendorId?: string; status?: PayoutStatus }) {
  let query = db
    .selectFrom('payouts')
    .innerJoin('vendors', 'vendors.id', 'payouts.vendorId')
    .selectAll('payouts')
    .select('vendors.name as vendorName')
  if (filter.vendorId) query = query.where('payouts.vendorId', '=', filter.vendorId)
  if (filter.status) query = query.where('payouts.status', '=', filter.status)
  return query.orderBy('payouts.cutoff', 'desc').orderBy('vendors.name').limit(200).execute()
}

/** What a statement line is read from: a journal and one of its entries. */
const STATEMENT_ENTRY_COLUMNS = [
  'ledgerJournals.id as journalId',
  'ledgerJournals.kind',
  'ledgerJournals.memo',
  'ledgerJournals.orderId',
  'ledgerJournals.occurredAt',
  'ledgerEntries.account',
  'ledgerEntries.amountPaise',
] as const

/** A statement's lines: its journals with their entries on the seller's and the store's accounts. */
export function statementEntries(db: Database, payoutId: string) {
  return db
    .selectFrom('payoutJournals')
    .innerJoin('ledgerJournals', 'ledgerJournals.id', 'payoutJournals.journalId')
    .innerJoin('ledgerEntries', 'ledgerEntries.journalId', 'ledgerJournals.id')
    .select(STATEMENT_ENTRY_COLUMNS)
    .where('payoutJournals.payoutId', '=', payoutId)
    .orderBy('ledgerJournals.occurredAt')
    .orderBy('ledgerJournals.id')
    .execute()
}

/** A seller's journals that no statement holds yet (payout moves aside), with their entries: its lines on their way. */
export function unsettledEntries(db: Database, vendorId: string) {
  return db
    .selectFrom('ledgerJournals')
    .leftJoin('payoutJournals', 'payoutJournals.journalId', 'ledgerJournals.id')
    .innerJoin('ledgerEntries', 'ledgerEntries.journalId', 'ledgerJournals.id')
    .select(STATEMENT_ENTRY_COLUMNS)
    .where('ledgerJournals.vendorId', '=', vendorId)
    .where('ledgerJournals.kind', 'not in', PAYOUT_KINDS)
    .where('payoutJournals.journalId', 'is', null)
    .orderBy('ledgerJournals.occurredAt')
    .orderBy('ledgerJournals.id')
    .execute()
}

/** The cut-off of the latest settlement run, if any: a journal posted after it waits for a later one. */
export async function lastRunCutoff(db: Database): Promise<string | null> {
  const row = await db.selectFrom('settlementRuns').select('cutoff').orderBy('cutoff', 'desc').limit(1).executeTakeFirst()
  return row?.cutoff ?? null
}

/** TCS and TDS withheld from one seller, per month of the line's event (India's calendar month). */
export function withheldEntries(db: Database, vendorId: string) {
  return db
    .selectFrom('ledgerEntries')
    .select(['account', 'amountPaise', 'occurredAt'])
    .where('vendorId', '=', vendorId)
    .where('account', 'like', 'tax:%')
    .orderBy('occurredAt')
    .execute()
}

export function recentRuns(db: Database) {
  return db
    .selectFrom('settlementRuns')
    .leftJoin('payouts', 'payouts.runId', 'settlementRuns.id')
    .select([
      'settlementRuns.id',
      'settlementRuns.cutoff',
      'settlementRuns.finishedAt',
      (eb) => eb.fn.count<number | string>('payouts.id').as('statements'),
    ])
    .groupBy(['settlementRuns.id', 'settlementRuns.cutoff', 'settlementRuns.finishedAt'])
    .orderBy('settlementRuns.cutoff', 'desc')
    .limit(8)
    .execute()
}
