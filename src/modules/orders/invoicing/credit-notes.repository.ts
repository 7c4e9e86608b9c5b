import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { CreditNoteTable } from '#db/schema.ts'

export async function insertCreditNote(db: Database, row: Insertable<CreditNoteTable>) {
  await db.insertInto('creditNotes').values(row).execute()
}

export async function findCreditNotesOfOrder(db: Database, orderId: string) {
  return db.selectFrom('creditNotes').selectAll().where('orderId', '=', orderId).orderBy('createdAt').execute()
}
