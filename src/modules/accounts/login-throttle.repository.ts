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

/**
 * Counts one more failure under `key` in a fixed window that starts at its first failure, in one
 * statement (concurrent failures are all counted): a window older than `windowStartedBefore` starts
 * again at one, with its hold cleared. Answers the count and when its window started.
 */
export async function countFailure(db: Database, key: string, stamp: string, windowStartedBefore: string) {
  return db
    .insertInto('loginAttempts')
    .values({ key, failures: 1, windowStartedAt: stamp, blockedUntil: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const stale = eb('loginAttempts.windowStartedAt', '<', windowStartedBefore)
        return {
          failures: eb
            .case()
            .when(stale)
            .then(1)
            .else(eb('loginAttempts.failures', '+', 1))
            .end(),
          windowStartedAt: eb.case().when(stale).then(stamp).else(eb.ref('loginAttempts.windowStartedAt')).end(),
          blockedUntil: eb.case().when(stale).then(eb.val<string | null>(null)).else(eb.ref('loginAttempts.blockedUntil')).end(),
        }
      }),
    )
    .returning(['failures', 'windowStartedAt'])
    .executeTakeFirstOrThrow()
}

/** Puts the hold on `key` until then, if it has reached `failures` and has none yet: true for the one caller that did. */
export async function startHold(db: Database, key: string, failures: number, until: string): Promise<boolean> {
  const result = await db
    .updateTable('loginAttempts')
    .set({ blockedUntil: until })
    .where('key', '=', key)
    .where('failures', '>=', failures)
    .where('blockedUntil', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
