import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { CommissionInvoiceTable } from '#db/schema.ts'
import { ACCOUNTS } from './accounts.ts'

/** When the first commission was charged: where the monthly invoices start. */
export async function firstCommissionAt(db: Database): Promise<string | null> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select((eb) => eb.fn.min<string>('occurredAt').as('first'))
    .where('account', '=', ACCOUNTS.commission)
    .executeTakeFirst()
  return row?.first ?? null
}

/**
 * The commission and its GST charged in a period (entries on the store's two accounts, credits
 * negative: a reversal is a debit), with the fee recorded on each journal, for one seller or all.
 */
export async function commissionEntries(db: Database, from: string, to: string, vendorId?: string) {
  let query = db
    .selectFrom('ledgerEntries')
    .innerJoin('ledgerJournals', 'ledgerJournals.id', 'ledgerEntries.journalId')
    .select(['ledgerEntries.vendorId', 'ledgerEntries.account', 'ledgerEntries.amountPaise', 'ledgerJournals.feePaise'])
    .where('ledgerEntries.account', 'in', [ACCOUNTS.commission, ACCOUNTS.commissionGst])
    .where('ledgerEntries.vendorId', 'is not', null)
    .where('ledgerEntries.occurredAt', '>=', from)
    .where('ledgerEntries.occurredAt', '<', to)
  if (vendorId) query = query.where('ledgerEntries.vendorId', '=', vendorId)
  const rows = await query.execute()
  return rows.map((row) => ({
    vendorId: row.vendorId as string,
    account: row.account,
    amountPaise: Number(row.amountPaise),
    feePaise: Number(row.feePaise ?? 0),
  }))
}

export async function vendorsInvoiced(db: Database, month: string): Promise<Set<string>> {
  const rows = await db.selectFrom('commissionInvoices').select('vendorId').where('month', '=', month).execute()
  return new Set(rows.map((row) => row.vendorId))
}

export async function hasInvoice(db: Database, vendorId: string, month: string): Promise<boolean> {
  const row = await db
    .selectFrom('commissionInvoices')
    .select('id')
    .where('vendorId', '=', vendorId)
    .where('month', '=', month)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The next number of the series in a financial year. The update locks the counter row until the
 * transaction ends, so concurrent issues neither skip nor repeat a number.
 */
export async function takeInvoiceNumber(db: Database, financialYear: string): Promise<number> {
  await db
    .insertInto('commissionInvoiceCounters')
    .values({ financialYear, lastNumber: 0 })
    .onConflict((oc) => oc.column('financialYear').doNothing())
    .execute()
  const row = await db
    .updateTable('commissionInvoiceCounters')
    .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
    .where('financialYear', '=', financialYear)
    .returning('lastNumber')
    .executeTakeFirstOrThrow()
  return row.lastNumber
}

export async function insertInvoice(db: Database, row: Insertable<CommissionInvoiceTable>) {
  await db.insertInto('commissionInvoices').values(row).execute()
}

const LIST_COLUMNS = [
  'commissionInvoices.id',
  'commissionInvoices.vendorId',
  'commissionInvoices.month',
  'commissionInvoices.invoiceNumber',
  'commissionInvoices.invoiceDate',
  'commissionInvoices.commissionPaise',
  'commissionInvoices.feePaise',
  'commissionInvoices.cgstPaise',
  'commissionInvoices.sgstPaise',
  'commissionInvoices.igstPaise',
  'commissionInvoices.totalPaise',
  'commissionInvoices.recipientJson',
] as const

/** Invoices newest first: one seller's, or one month's for every seller. */
export async function listInvoices(db: Database, only: { vendorId?: string; month?: string }) {
  let query = db.selectFrom('commissionInvoices').select(LIST_COLUMNS)
  if (only.vendorId) query = query.where('vendorId', '=', only.vendorId)
  if (only.month) query = query.where('month', '=', only.month)
  return query.orderBy('month', 'desc').orderBy('invoiceNumber', 'desc').execute()
}

/** The months that have invoices, newest first. */
export async function invoicedMonths(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('commissionInvoices').select('month').distinct().orderBy('month', 'desc').execute()
  return rows.map((row) => row.month)
}

export function findInvoice(db: Database, id: string) {
  return db.selectFrom('commissionInvoices').selectAll().where('id', '=', id).executeTakeFirst()
}
