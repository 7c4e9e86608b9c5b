import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { ConsentPurpose, ConsentTable } from '#db/schema.ts'

export async function insertConsent(db: Database, row: Insertable<ConsentTable>): Promise<void> {
  await db.insertInto('consents').values(row).execute()
}

/** Whether the address has a consent for the purpose in force. */
export async function findActive(db: Database, email: string, purpose: ConsentPurpose) {
  return db
    .selectFrom('consents')
    .select(['id', 'userId'])
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst()
}

/** Stamps the withdrawal of every consent in force for the address and purpose; how many it stamped. */
export async function withdraw(db: Database, email: string, purpose: ConsentPurpose, at: string, via: string): Promise<number> {
  const result = await db
    .updateTable('consents')
    .set({ withdrawnAt: at, withdrawnVia: via })
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('withdrawnAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export function findOfPerson(db: Database, userId: string, email: string) {
  return db
    .selectFrom('consents')
    .select(['purpose', 'noticeVersion', 'source', 'givenAt', 'withdrawnAt', 'withdrawnVia'])
    .where((eb) => eb.or([eb('userId', '=', userId), eb('email', '=', email)]))
    .orderBy('givenAt')
    .execute()
}

/** An erased account's consents: withdrawn, the address blanked; the dates stay as the record of what was agreed. */
export async function eraseOfPerson(db: Database, userId: string, email: string, at: string): Promise<void> {
  await db
    .updateTable('consents')
    .set({ withdrawnAt: at, withdrawnVia: 'account-erased' })
    .where((eb) => eb.or([eb('userId', '=', userId), eb('email', '=', email)]))
    .where('withdrawnAt', 'is', null)
    .execute()
  await db
    .updateTable('consents')
    .set({ email: '', userId })
    .where((eb) => eb.or([eb('userId', '=', userId), eb('email', '=', email)]))
    .execute()
}
