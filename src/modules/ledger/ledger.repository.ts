import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { Journal } from './accounts.ts'

/** Writes the journal and its entries unless its event key is already there; true when written. */
export async function insertJournalOnce(db: Database, journal: Journal, now: string): Promise<boolean> {
  const id = randomUUID()
  const inserted = await db
    .insertInto('ledgerJournals')
    .values({
      id,
      eventKey: journal.eventKey,
      kind: journal.kind,
      orderId: journal.orderId ?? null,
      vendorId: journal.vendorId ?? null,
      memo: journal.memo,
      taxablePaise: journal.taxablePaise ?? null,
      feePaise: journal.feePaise ?? null,
      occurredAt: journal.occurredAt,
      createdAt: now,
    })
    .onConflict((oc) => oc.column('eventKey').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) return false
  await db
    .insertInto('ledgerEntries')
    .values(
      journal.entries.map((entry) => ({
        id: randomUUID(),
        journalId: id,
        account: entry.account,
        vendorId: entry.vendorId ?? null,
        amountPaise: entry.amountPaise,
        occurredAt: journal.occurredAt,
      })),
    )
    .execute()
  return true
}

/** Each account's balance (debits − credits): one account's, those starting with a prefix, or all. */
export async function accountBalances(db: Database, only: { account?: string; prefix?: string } = {}) {
  let query = db
    .selectFrom('ledgerEntries')
    .select(['account', (eb) => eb.fn.sum<number | string>('amountPaise').as('balance')])
    .groupBy('account')
  if (only.account) query = query.where('account', '=', only.account)
  if (only.prefix) query = query.where('account', 'like', `${only.prefix}%`)
  return (await query.execute()).map((row) => ({ account: row.account, balancePaise: Number(row.balance) }))
}

export async function ledgerTotal(db: Database): Promise<number> {
  const row = await db
    .selectFrom('ledgerEntries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amountPaise'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

export function journalsWithKeyPrefix(db: Database, prefix: string) {
  return db.selectFrom('ledgerJournals').selectAll().where('eventKey', 'like', `${prefix}%`).orderBy('occurredAt').execute()
}

/**
 * The supplies settled for sellers in a period: each payable or payable-back journal's taxable value,
 * and its entries on the held, TCS and TDS accounts (what GSTR-8 and section 194-O report).
 */
export async function settledSupplies(db: Database, from: string, to: string) {
  const rows = await db
    .selectFrom('ledgerJournals')
    .innerJoin('ledgerEntries', 'ledgerEntries.journalId', 'ledgerJournals.id')
    .leftJoin('vendors', 'vendors.id', 'ledgerJournals.vendorId')
    .select([
      'vendors.name as vendorName',
      'ledgerJournals.id',
      'ledgerJournals.kind',
      'ledgerJournals.vendorId',
      'ledgerJournals.taxablePaise',
      'ledgerJournals.occurredAt',
      'ledgerEntries.account',
      'ledgerEntries.amountPaise',
    ])
    .where('ledgerJournals.kind', 'in', ['payable', 'payable-back', 'tds-correction'])
    .where('ledgerJournals.vendorId', 'is not', null)
    .where('ledgerJournals.occurredAt', '>=', from)
    .where('ledgerJournals.occurredAt', '<', to)
    .where((eb) => eb.or([eb('ledgerEntries.account', '=', 'customers:held'), eb('ledgerEntries.account', 'like', 'tax:%')]))
    .execute()
  return rows.map((row) => ({
    ...row,
    vendorId: row.vendorId as string,
    taxablePaise: Number(row.taxablePaise ?? 0),
    amountPaise: Number(row.amountPaise),
  }))
}

/**
 * Each line made payable (or coming back after) whose TDS is not yet corrected (decision 076): its TDS
 * and customers' money entries, its taxable value, and whose it is.
 */
export async function tdsToCorrect(db: Database) {
  const rows = await db
    .selectFrom('ledgerJournals as j')
    .innerJoin('ledgerEntries as tds', (join) => join.onRef('tds.journalId', '=', 'j.id').on('tds.account', '=', 'tax:tds-194o'))
    .innerJoin('ledgerEntries as held', (join) => join.onRef('held.journalId', '=', 'j.id').on('held.account', '=', 'customers:held'))
    .select([
      'j.eventKey',
      'j.kind',
      'j.vendorId',
      'j.orderId',
      'j.taxablePaise',
      'tds.amountPaise as tdsPaise',
      'held.amountPaise as heldPaise',
    ])
    .where('j.kind', 'in', ['payable', 'payable-back'])
    .where('j.vendorId', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledgerJournals as c')
            .select('c.id')
            .where('c.eventKey', '=', sql<string>`${'tds-194o-correction:'} || ${sql.ref('j.eventKey')}`),
        ),
      ),
    )
    .execute()
  return rows.map((r) => ({
    ...r,
    vendorId: r.vendorId as string,
    taxablePaise: Number(r.taxablePaise ?? 0),
    tdsPaise: Number(r.tdsPaise),
    heldPaise: Number(r.heldPaise),
  }))
}
