import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { DatabaseUploads, DirectoryUploads, type UploadStore } from './upload-store.service.ts'

describe.each(TEST_DIALECTS)('upload stores on %s', (dialect) => {
  let database: TestDatabase
  let directory: string
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    directory = mkdtempSync(path.join(tmpdir(), 'deccan-upload-store-'))
  })
  afterAll(async () => {
    await database.destroy()
    rmSync(directory, { recursive: true, force: true })
  })

  const stores: Array<[string, () => UploadStore]> = [
    ['the shared database', () => new DatabaseUploads(database.db)],
    ['a directory', () => new DirectoryUploads(directory)],
  ]
  it.each(stores)('%s gives back exactly the bytes written, to any reader, until they are removed', async (_, make) => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256))
    const name = `${crypto.randomUUID()}-800.webp`
    await make().put(name, bytes)
    // Another handle on the same storage, as another instance has.
    const other = make()
    expect((await other.get(name))?.equals(bytes)).toBe(true)
    expect(await other.get(`${crypto.randomUUID()}-800.webp`)).toBeNull()
    await other.remove([name])
    expect(await make().get(name)).toBeNull()
  })
})
