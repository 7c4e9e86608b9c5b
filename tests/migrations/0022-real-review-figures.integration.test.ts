import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'

// Products as they were before migration 0022: the sample figures on unreviewed products, and figures
// that no longer match the visible reviews. Afterwards every product shows its visible reviews only.
describe.each(TEST_DIALECTS)('migration 0022 over existing products on %s', (dialect) => {
  let database: TestDatabase
  const ids = { sample: '', reviewed: '', allHidden: '', half: '' }

  const review = (productId: string, n: number, rating: number, hidden = false) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    productId,
    userId: `user-${n}`,
    authorName: `Buyer ${n}`,
    orderId: null,
    rating,
    title: null,
    body: 'A review long enough to be accepted.',
    helpfulCount: 0,
    hiddenReason: hidden ? 'Spam' : null,
    hiddenAt: hidden ? '2026-11-02T00:00:00.000Z' : null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  })

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { upTo: '0021-vendor-low-stock' })
    await insertVendor(database.db)
    ids.sample = (
      await insertProduct(database.db, { name: 'Sample Figures', price: 50_000, rating: 4.5, reviewCount: 2_380 }, { declared: false })
    ).id
    ids.reviewed = (
      await insertProduct(database.db, { name: 'Reviewed', price: 50_000, rating: 4.9, reviewCount: 864 }, { declared: false })
    ).id
    ids.allHidden = (
      await insertProduct(database.db, { name: 'All Hidden', price: 50_000, rating: 1, reviewCount: 1 }, { declared: false })
    ).id
    ids.half = (await insertProduct(database.db, { name: 'Halves', price: 50_000, rating: 0, reviewCount: 0 }, { declared: false })).id
    await database.db
      .insertInto('productReviews')
      .values([
        review(ids.reviewed, 1, 5),
        review(ids.reviewed, 2, 4),
        review(ids.reviewed, 3, 4),
        review(ids.reviewed, 4, 1, true),
        review(ids.allHidden, 5, 1, true),
        // 4.25 rounds up to 4.3, as the reviews module rounds.
        review(ids.half, 6, 5),
        review(ids.half, 7, 4),
        review(ids.half, 8, 4),
        review(ids.half, 9, 4),
      ])
      .execute()
    await database.migrateRest()
  })
  afterAll(() => database.destroy())

  const figures = async (id: string) =>
    database.db.selectFrom('products').select(['rating', 'reviewCount']).where('id', '=', id).executeTakeFirstOrThrow()

  it('leaves no invented figures: a product without visible reviews has 0 and 0', async () => {
    expect(await figures(ids.sample)).toEqual({ rating: 0, reviewCount: 0 })
    expect(await figures(ids.allHidden)).toEqual({ rating: 0, reviewCount: 0 })
  })

  it('recomputes reviewed products from their visible reviews, to one decimal', async () => {
    expect(await figures(ids.reviewed)).toEqual({ rating: 4.3, reviewCount: 3 })
    expect(await figures(ids.half)).toEqual({ rating: 4.3, reviewCount: 4 })
  })
})
