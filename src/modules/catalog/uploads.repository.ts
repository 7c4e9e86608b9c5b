import type { Database } from '#db/database.ts'

export async function insertUpload(db: Database, name: string, contentType: string, bytes: Uint8Array, createdAt: string): Promise<void> {
  await db.insertInto('uploadedFiles').values({ name, contentType, bytes, createdAt }).execute()
}

export async function findUploadBytes(db: Database, name: string): Promise<Buffer | null> {
  const row = await db.selectFrom('uploadedFiles').select('bytes').where('name', '=', name).executeTakeFirst()
  return row ? Buffer.from(row.bytes) : null
}

export async function deleteUploads(db: Database, names: readonly string[]): Promise<void> {
  if (names.length > 0) await db.deleteFrom('uploadedFiles').where('name', 'in', names).execute()
}
