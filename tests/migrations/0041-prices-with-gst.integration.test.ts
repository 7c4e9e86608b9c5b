import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopperPrice } from '#src/modules/catalog/index.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'

// Products priced as they were before migration 0041 (a price and a discount price, before GST) read the
// same to shoppers afterwards: the selling price is what they paid, the M.R.P. what the card struck through.
describe.each(TEST_DIALECTS)('migration 0041 over existing products on %s', (dialect) => {
  let database: TestDatabase
  const ids = { plain: '', discounted: '', samePrice: '' }

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { upTo: '0040-postgres-search-table' })
    await insertVendor(database.db)
    const old = { beforePricesWithGst: true }
    ids.plain = (await insertProduct(database.db, { name: 'Vivobook 15', price: 49_990 }, old)).id
    ids.discounted = (await insertProduct(database.db, { name: 'MacBook Air', price: 99_900, discountPrice: 94_900 }, old)).id
    // A second product whose old price is the first's new taxable value must not be caught by its update.
    ids.samePrice = (await insertProduct(database.db, { name: 'Odd One', price: 49_989, discountPrice: 49_989 }, old)).id
    await database.migrateRest()
  })
  afterAll(() => database.destroy())

  const row = (id: string) =>
    database.db
      .selectFrom('products')
      .select(['pricePaise', 'discountPricePaise', 'sellingPricePaise', 'mrpPaise'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  it('keeps what shoppers saw, and derives the taxable value from the selling price', async () => {
    // ₹49,990 + 18% = ₹58,988.20, shown as ₹58,988: its taxable value is now ₹58,988 × 100/118 = ₹49,989.83.
    expect(await row(ids.plain)).toEqual({
      pricePaise: 49_989_83,
      discountPricePaise: null,
      sellingPricePaise: 58_988_00,
      mrpPaise: 58_988_00,
    })
    const discounted = await row(ids.discounted)
    expect(discounted).toMatchObject({ sellingPricePaise: 111_982_00, mrpPaise: 117_882_00, discountPricePaise: null })
    expect(shopperPrice(discounted)).toEqual({ payPaise: 111_982_00, mrpPaise: 117_882_00, offPercent: 5 })
    // ₹49,989 + 18% = ₹58,987.02, shown as ₹58,987.
    expect(await row(ids.samePrice)).toMatchObject({ sellingPricePaise: 58_987_00, mrpPaise: 58_987_00, pricePaise: 49_988_98 })
  })
})
