import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'

// Products as they were before migration 0026: every published product on sale, whoever sold it.
// Afterwards only an approved seller's are; the others are held (2), and drafts stay drafts.
describe.each(TEST_DIALECTS)('migration 0026 over existing products on %s', (dialect) => {
  let database: TestDatabase
  const ids = { approved: '', incomplete: '', noProfile: '', draft: '' }

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { upTo: '0025-sellers-of-record' })
    const now = '2026-11-20T00:00:00.000Z'
    await insertVendor(database.db, 'va', 'Approved Seller')
    await insertVendor(database.db, 'vi', 'Incomplete Seller')
    await insertVendor(database.db, 'vn', 'Seller Without Profile')
    await database.db
      .insertInto('sellerProfiles')
      .values([
        { vendorId: 'va', status: 'approved', legalName: 'Approved Seller LLP', gstin: '27AAACR5055K1Z7', createdAt: now, updatedAt: now },
        { vendorId: 'vi', status: 'incomplete', createdAt: now, updatedAt: now },
      ])
      .execute()
    ids.approved = (await insertProduct(database.db, { name: 'Approved Laptop', price: 50_000, vendorId: 'va' }, { declared: false })).id
    ids.incomplete = (
      await insertProduct(database.db, { name: 'Incomplete Laptop', price: 50_000, vendorId: 'vi' }, { declared: false })
    ).id
    ids.noProfile = (await insertProduct(database.db, { name: 'Unknown Laptop', price: 50_000, vendorId: 'vn' }, { declared: false })).id
    ids.draft = (
      await insertProduct(database.db, { name: 'Draft Laptop', price: 50_000, vendorId: 'vi', isPublished: 0 }, { declared: false })
    ).id
    await database.migrateRest()
  })
  afterAll(() => database.destroy())

  const published = async (id: string) =>
    (await database.db.selectFrom('products').select('isPublished').where('id', '=', id).executeTakeFirstOrThrow()).isPublished

  it("keeps an approved seller's products on sale and holds everyone else's", async () => {
    expect(await published(ids.approved)).toBe(1)
    expect(await published(ids.incomplete)).toBe(2)
    expect(await published(ids.noProfile)).toBe(2)
    expect(await published(ids.draft)).toBe(0)
  })
})
