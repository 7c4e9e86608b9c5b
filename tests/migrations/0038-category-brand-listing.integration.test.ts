import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import type { Database } from '#db/database.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts'

// Migration 0038 adds a listing index. A SQLite database with statistics gets them for the new index
// too (without, the planner guesses ten rows per category from it); one without gets none (migration 0012).
describe('migration 0038 and SQLite statistics', () => {
  let database: TestDatabase
  afterEach(() => database.destroy())

  const statTable = async (db: Database) =>
    (await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db)).rows.length > 0
  const indexStats = async (db: Database) =>
    (await sql<{ stat: string }>`select stat from sqlite_stat1 where idx = 'products_category_brand_idx'`.execute(db)).rows

  it('analyses the products of a shop that has statistics, so the new index has them too', async () => {
    database = await createTestDatabase('sqlite', { upTo: '0037-order-line-category' })
    await insertVendor(database.db)
    for (const [name, category, brand] of [
      ['ROG Strix', 'Gaming Laptop', 'ASUS'],
      ['Zenbook', 'Laptop', 'ASUS'],
      ['Legion', 'Gaming Laptop', 'Lenovo'],
    ] as const)
      await insertProduct(database.db, { name, category, brand, price: 100_000 }, { beforePricesWithGst: true })
    await sql`analyze`.execute(database.db)
    expect(await indexStats(database.db)).toEqual([])
    await database.migrateRest()
    expect((await indexStats(database.db))[0]?.stat).toMatch(/^3 /)
  })

  it('leaves a shop without statistics without them', async () => {
    database = await createTestDatabase('sqlite')
    expect(await statTable(database.db)).toBe(false)
  })
})
