import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { CreditNoteTable } from '#db/schema.ts'

/** The next credit-note number of a financial year; the counter row stays locked until the transaction ends. */
export async function takeCreditNoteNumber(db: Database, financialYear: string): Promise<number> {
  await db
    .insertInto('creditNoteCounters')
    .values({ financialYear, lastNumber: 0 })
    .onConflict((oc) => oc.column('financialYear').doNothing())
    .execute()
  const row = await db
    .updateTable('creditNoteCounters')
    .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
    .where('financialYear', '=', financialYear)
    .returning('lastNumber')
    .executeTakeFirstOrThrow()
  return row.lastNumber
}

export async function insertCreditNote(db: Database, row: Insertable<CreditNoteTable>) {
  await db.insertInto('creditNotes').values(row).execute()
}

export async function findCreditNotesOfOrder(db: Database, orderId: string) {
  return db.selectFrom('creditNotes').selectAll().where('orderId', '=', orderId).orderBy('createdAt').execute()
}
