import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { SellerApiKeyTable } from '#db/schema.ts'

const LISTED = ['id', 'name', 'scope', 'prefix', 'createdAt', 'lastUsedAt', 'revokedAt'] as const

export async function insertKey(db: Database, row: Insertable<SellerApiKeyTable>): Promise<void> {
  await db.insertInto('sellerApiKeys').values(row).execute()
}

/** A seller's keys, newest first; revoked ones stay listed, marked. */
export function keysOfVendor(db: Database, vendorId: string) {
  return db.selectFrom('sellerApiKeys').select(LISTED).where('vendorId', '=', vendorId).orderBy('createdAt', 'desc').orderBy('id').execute()
}

export function keyByPrefix(db: Database, prefix: string) {
  return db
    .selectFrom('sellerApiKeys')
    .select(['id', 'vendorId', 'userId', 'name', 'scope', 'secretHash', 'revokedAt'])
    .where('prefix', '=', prefix)
    .executeTakeFirst()
}

/** Revokes one of the seller's own live keys; false when there was none such. */
export async function revokeKey(db: Database, vendorId: string, id: string, at: string): Promise<boolean> {
  const done = await db
    .updateTable('sellerApiKeys')
    .set({ revokedAt: at })
    .where('id', '=', id)
    .where('vendorId', '=', vendorId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst()
  return Number(done.numUpdatedRows) === 1
}

export async function touchKey(db: Database, id: string, at: string): Promise<void> {
  await db.updateTable('sellerApiKeys').set({ lastUsedAt: at }).where('id', '=', id).execute()
}
