import type { Database } from '#db/database.ts'
import type { Role } from '#db/schema.ts'
import { prepared } from '#src/platform/sql/prepared.ts'
import { boundText } from '#src/platform/sql/query-pieces.ts'

/** A user who may act: a disabled account reads as no user at all. */
export async function findUserById(db: Database, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('id', '=', id)
    .where('disabledAt', 'is', null)
    .executeTakeFirst()
}

export async function isDisabled(db: Database, id: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('disabledAt').where('id', '=', id).executeTakeFirst()
  return Boolean(row?.disabledAt)
}

export async function findUserByEmail(db: Database, email: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('email', '=', email.toLowerCase()).executeTakeFirst()
}

export async function setRole(db: Database, userId: string, role: Role) {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute()
}

export async function deleteUser(db: Database, userId: string) {
  await db.deleteFrom('users').where('id', '=', userId).execute()
}

export async function insertVendor(db: Database, vendor: { id: string; name: string; slug: string; city: string; userId: string }) {
  await db
    .insertInto('vendors')
    .values({ ...vendor, createdAt: new Date().toISOString() })
    .execute()
}

export async function vendorSlugTaken(db: Database, slug: string): Promise<boolean> {
  return (await db.selectFrom('vendors').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined
}

/** These people's names and roles, with the store a vendor keeps: how the audit log names who acted. */
export async function findActorNames(db: Database, userIds: readonly string[]) {
  if (userIds.length === 0) return []
  return db
    .selectFrom('users')
    .leftJoin('vendors', 'vendors.userId', 'users.id')
    .select(['users.id', 'users.name', 'users.role', 'vendors.name as storeName'])
    .where('users.id', 'in', [...userIds])
    .execute()
}

export async function findVendorByUser(db: Database, userId: string) {
  return db
    .selectFrom('vendors')
    .select(['id', 'name', 'slug', 'city', 'lowStockThreshold'])
    .where('userId', '=', userId)
    .executeTakeFirst()
}

export async function setLowStockThreshold(db: Database, vendorId: string, threshold: number | null) {
  await db.updateTable('vendors').set({ lowStockThreshold: threshold }).where('id', '=', vendorId).execute()
}

/** Each store's name and its owner's email, for the shop's notices to vendors. */
export async function findVendorContacts(db: Database, vendorIds: readonly string[]) {
  if (vendorIds.length === 0) return []
  return db
    .selectFrom('vendors')
    .innerJoin('users', 'users.id', 'vendors.userId')
    .select(['vendors.id as vendorId', 'vendors.name as storeName', 'users.email', 'vendors.lowStockThreshold'])
    .where('vendors.id', 'in', [...vendorIds])
    .execute()
}

/** Every store by name, for filters. */
export async function findStores(db: Database) {
  return db.selectFrom('vendors').select(['id', 'name']).orderBy('name').execute()
}

/** Every store that has an owner, for the daily notices. */
export async function findAllVendorContacts(db: Database) {
  return db
    .selectFrom('vendors')
    .innerJoin('users', 'users.id', 'vendors.userId')
    .select(['vendors.id as vendorId', 'vendors.name as storeName', 'users.email', 'vendors.lowStockThreshold'])
    .orderBy('vendors.id')
    .execute()
}

export async function claimVendor(db: Database, vendorId: string, userId: string) {
  await db.updateTable('vendors').set({ userId }).where('id', '=', vendorId).where('userId', 'is', null).execute()
}

export async function countUsers(db: Database): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function countCustomersAndVendors(db: Database): Promise<{ customers: number; vendors: number }> {
  const [customers, vendors] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('role', '=', 'customer')
      .executeTakeFirst(),
    db
      .selectFrom('vendors')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
  ])
  return { customers: Number(customers?.count ?? 0), vendors: Number(vendors?.count ?? 0) }
}

/** The stored password hash of a user's email-and-password sign-in, if they have one. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('accounts')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst()
  return row?.password ?? null
}

/** Replaces the hash only if it is still the one that was checked, so a password changed meanwhile wins. */
export async function replacePasswordHash(db: Database, userId: string, oldHash: string, newHash: string) {
  await db
    .updateTable('accounts')
    .set({ password: newHash })
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .where('password', '=', oldHash)
    .execute()
}

/** A session by its token with its enabled user (none for a disabled one). */
// Every request of a signed-in shopper runs it (decision 045): prepared, and the token bound where
// SQLite's planner does not read it (decision 048).
const liveSession = prepared((db, p: { token: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.expiresAt', 'sessions.createdAt', 'users.id', 'users.name', 'users.email', 'users.role'])
    .where('sessions.token', '=', boundText(p.token))
    .where('users.disabledAt', 'is', null),
)

export async function findLiveSession(db: Database, token: string) {
  return liveSession.first(db, { token })
}

export async function deleteSession(db: Database, sessionId: string) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute()
}
