import type { Database } from '#db/database.ts'
import type { Role } from '#db/schema.ts'
import { containsAny } from '#src/platform/sql/query-pieces.ts'

// Users, their sessions and stores as the admin screens manage them (accounts module).

/** One page of accounts with their store's name, newest first; `q` matches name or email. */
export async function listUserRows(db: Database, options: { q?: string; role?: Role; limit: number; offset: number }) {
  let query = db.selectFrom('users').leftJoin('vendors', 'vendors.userId', 'users.id')
  const q = options.q
  if (q) query = query.where((eb) => containsAny(eb, ['users.name', 'users.email'], q))
  if (options.role) query = query.where('users.role', '=', options.role)
  const [rows, counted] = await Promise.all([
    query
      .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.disabledAt', 'users.createdAt', 'vendors.name as storeName'])
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ])
  return { rows, total: Number(counted?.count ?? 0) }
}

export function findUserWithStore(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('vendors', 'vendors.userId', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.disabledAt', 'vendors.name as storeName', 'vendors.city'])
    .where('users.id', '=', userId)
    .executeTakeFirst()
}

export async function updateUserRow(
  db: Database,
  userId: string,
  values: { name?: string; role?: Role; updatedAt?: string; disabledAt?: string | null },
) {
  await db.updateTable('users').set(values).where('id', '=', userId).execute()
}

export async function deleteSessionsOfUser(db: Database, userId: string) {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute()
}

/** Whether an enabled admin other than `userId` exists. */
export async function otherActiveAdminExists(db: Database, userId: string): Promise<boolean> {
  const others = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabledAt', 'is', null)
    .where('id', '!=', userId)
    .limit(1)
    .executeTakeFirst()
  return others !== undefined
}
