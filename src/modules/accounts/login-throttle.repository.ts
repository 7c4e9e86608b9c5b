import type { Updateable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { LoginAttemptTable } from '#db/schema.ts'

// The login_attempts table (accounts module): one row per account-and-address pair or address.

export interface LoginAttemptRow {
  key: string
  failures: number
  windowStartedAt: string
  blockedUntil: string | null
}

export function findLoginAttempts(db: Database, keys: string[]) {
  return db.selectFrom('loginAttempts').selectAll().where('key', 'in', keys).execute()
}

/** Insert the row, or on a key already held set `onConflict` instead. */
export async function upsertLoginAttempt(db: Database, row: LoginAttemptRow, onConflict: Updateable<LoginAttemptTable>) {
  await db
    .insertInto('loginAttempts')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet(onConflict))
    .execute()
}

export async function deleteLoginAttempt(db: Database, key: string) {
  await db.deleteFrom('loginAttempts').where('key', '=', key).execute()
}
