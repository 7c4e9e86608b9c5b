import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { SellerDocumentKindName, SellerDocumentTable } from '#db/schema.ts'

// Sellers' documents for review (decision 079): the rows saying what is on file, and, when the private
// store is the database, the bytes themselves.

const SHOWN = ['kind', 'fileName', 'mediaType', 'sizeBytes', 'uploadedAt'] as const

/** What a seller has on file, kind by kind; never the storage keys. */
export function findDocuments(db: Database, vendorId: string) {
  return db.selectFrom('sellerDocuments').select(SHOWN).where('vendorId', '=', vendorId).execute()
}

/** One document with where its bytes are, to serve it or replace it. */
export function findDocument(db: Database, vendorId: string, kind: SellerDocumentKindName) {
  return db
    .selectFrom('sellerDocuments')
    .select([...SHOWN, 'storageKey'])
    .where('vendorId', '=', vendorId)
    .where('kind', '=', kind)
    .executeTakeFirst()
}

/** Makes `row` the seller's document of its kind, replacing the one before (one current document per kind). */
export async function saveDocument(db: Database, row: Insertable<SellerDocumentTable>): Promise<void> {
  const { vendorId: _vendor, kind: _kind, ...replaced } = row
  await db
    .insertInto('sellerDocuments')
    .values(row)
    .onConflict((oc) => oc.columns(['vendorId', 'kind']).doUpdateSet(replaced))
    .execute()
}

export async function insertDocumentFile(db: Database, storageKey: string, bytes: Uint8Array, createdAt: string): Promise<void> {
  await db.insertInto('sellerDocumentFiles').values({ storageKey, bytes, createdAt }).execute()
}

export async function findDocumentFileBytes(db: Database, storageKey: string): Promise<Buffer | null> {
  const row = await db.selectFrom('sellerDocumentFiles').select('bytes').where('storageKey', '=', storageKey).executeTakeFirst()
  return row ? Buffer.from(row.bytes) : null
}

export async function deleteDocumentFiles(db: Database, storageKeys: readonly string[]): Promise<void> {
  if (storageKeys.length > 0) await db.deleteFrom('sellerDocumentFiles').where('storageKey', 'in', storageKeys).execute()
}
