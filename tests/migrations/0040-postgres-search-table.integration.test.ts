import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'

// Migration 0040 gives PostgreSQL its search table (decision 052), filled from the products a shop
// already has: the published ones, in shelf order, their defining words marked.
describe.skipIf(!TEST_DIALECTS.includes('postgres'))('migration 0040 on postgres', () => {
  let database: TestDatabase
  afterEach(() => database.destroy())

  it("fills the table with the shop's published products, in category, brand and name order", async () => {
    database = await createTestDatabase('postgres', { upTo: '0039-search-prefix-index' })
    const db = database.db
    await insertVendor(db)
    await insertProduct(
      db,
      { name: 'Zenbook 14', brand: 'Asus', price: 90_000, description: 'Light, with a keyboard light.' },
      { beforePricesWithGst: true },
    )
    await insertProduct(
      db,
      { name: 'Legion 5', category: 'Gaming Laptop', brand: 'Lenovo', price: 1_20_000 },
      { beforePricesWithGst: true },
    )
    await insertProduct(db, { name: 'Aspire 3', brand: 'Acer', price: 40_000 }, { beforePricesWithGst: true })
    await insertProduct(db, { name: 'Draft Book', brand: 'Acer', price: 40_000, isPublished: 0 }, { beforePricesWithGst: true })
    await database.migrateRest()

    const { rows } = await sql<{
      shelf: string
      words: string
    }>`select shelf, words::text as words from product_search order by ctid`.execute(db)
    expect(rows.map((row) => row.shelf)).toEqual(['gaming laptop lenovo legion 5', 'laptop acer aspire 3', 'laptop asus zenbook 14'])
    const zenbook = rows[2]?.words ?? ''
    // Every word, and the name's, brand's, category's and specifications' words again, marked.
    expect(zenbook).toContain("'keyboard'")
    expect(zenbook).toContain("'#zenbook'")
    expect(zenbook).toContain("'#asus'")
    expect(zenbook).not.toContain("'#keyboard'")
  })
})
