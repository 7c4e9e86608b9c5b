import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateProduct, insertGeneratedProducts } from '#db/seed/large-catalogue.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertVendor } from '#tests/fixtures/catalog.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { listProducts as listPage } from './catalog.service.ts'
import { LISTING_COUNT_CAP, LISTING_PAGE_SIZE, type ProductQuery, type ProductSummary } from './catalog.types.ts'

describe.each(TEST_DIALECTS)('catalogue counts and pages above the cap on %s', (dialect) => {
  // More products than the cap, from the generator the benchmark uses.
  const shop = {} as { database: TestDatabase; ctx: ServiceContext }
  beforeAll(async () => {
    shop.database = await createTestDatabase(dialect)
    shop.ctx = testContext(testServices(shop.database))
    await insertVendor(shop.database.db)
    await insertGeneratedProducts(shop.database.db, LISTING_COUNT_CAP + 60, { batchSize: 200 })
  })
  afterAll(() => shop.database.destroy())
  const listProducts = (query: ProductQuery) => listPage(shop.ctx, query)

  const publishedCount = async (category?: string) => {
    let query = shop.database.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('isPublished', '=', 1)
    if (category) query = query.where('category', '=', category)
    return Number((await query.executeTakeFirstOrThrow()).n)
  }

  /** Every page of a listing, in order, as the shopper would step through them. */
  const allPages = async (query: ProductQuery) => {
    const first = await listProducts(query)
    const products: ProductSummary[] = [...first.products]
    for (let page = 2; page <= first.pageCount; page += 1) products.push(...(await listProducts({ ...query, page })).products)
    return { first, products }
  }

  it('says "more than the cap" rather than a count it did not make', async () => {
    expect(await publishedCount()).toBeGreaterThan(LISTING_COUNT_CAP)
    const page = await listProducts({})
    expect(page).toMatchObject({ total: LISTING_COUNT_CAP, totalExact: false, pageCount: Math.ceil(LISTING_COUNT_CAP / LISTING_PAGE_SIZE) })
  })

  it('counts exactly below the cap', async () => {
    const desktops = await publishedCount('Desktop')
    expect(desktops).toBeLessThan(LISTING_COUNT_CAP)
    expect(await listProducts({ category: ['Desktop'] })).toMatchObject({ total: desktops, totalExact: true })
  })

  it('steps through every page of an exact result once, in order', async () => {
    const { first, products } = await allPages({ category: ['Desktop'], sort: 'price-asc' })
    expect(products).toHaveLength(first.total)
    expect(new Set(products.map((p) => p.id)).size).toBe(first.total)
    const prices = products.map((p) => p.sellingPricePaise)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('pages a capped result up to the cap without repeats, and shows the last page for one beyond', async () => {
    const { first, products } = await allPages({ sort: 'popularity' })
    expect(products).toHaveLength(LISTING_COUNT_CAP)
    expect(new Set(products.map((p) => p.id)).size).toBe(LISTING_COUNT_CAP)
    const reviews = products.map((p) => p.reviewCount)
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a))
    const beyond = await listProducts({ page: 2_000 })
    expect(beyond.page).toBe(first.pageCount)
    expect(beyond.products.map((p) => p.id)).toEqual(products.slice((first.pageCount - 1) * LISTING_PAGE_SIZE).map((p) => p.id))
  })

  it('counts an exact result afresh every time, and remembers only that a broad one is broad', async () => {
    expect(await listProducts({})).toMatchObject({ totalExact: false })
    const desktops = await publishedCount('Desktop')
    const withdrawn = (
      await shop.database.db.selectFrom('products').select('id').where('isPublished', '=', 1).orderBy('listPosition').limit(100).execute()
    ).map((row) => row.id)
    const withdrawnDesktops = Number(
      (
        await shop.database.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', 'in', withdrawn)
          .where('category', '=', 'Desktop')
          .executeTakeFirstOrThrow()
      ).n,
    )
    await shop.database.db.updateTable('products').set({ isPublished: 0 }).where('id', 'in', withdrawn).execute()
    try {
      expect(await publishedCount()).toBeLessThanOrEqual(LISTING_COUNT_CAP)
      // Within the minute, the whole listing is still "1,000+" (it was more a moment ago) …
      expect(await listProducts({ sort: 'newest' })).toMatchObject({ total: LISTING_COUNT_CAP, totalExact: false })
      // … while an exact count follows the catalogue at once.
      expect(await listProducts({ category: ['Desktop'] })).toMatchObject({ total: desktops - withdrawnDesktops, totalExact: true })
    } finally {
      await shop.database.db.updateTable('products').set({ isPublished: 1 }).where('id', 'in', withdrawn).execute()
    }
  })

  it('sorts a search broader than the cap by popularity, and a narrower one by relevance', async () => {
    // Every generated name carries its memory size in GB.
    expect(await listProducts({ search: 'gb' })).toMatchObject({ totalExact: false, sort: 'popularity' })
    expect(await listProducts({ search: 'gb desktop' })).toMatchObject({ totalExact: true, sort: 'relevance' })
  })
})

describe('large catalogue generator', () => {
  it('makes the same product from the same number, and varied ones from others', () => {
    expect(generateProduct(7)).toEqual(generateProduct(7))
    const products = Array.from({ length: 300 }, (_, i) => generateProduct(i).product)
    expect(new Set(products.map((p) => p.slug)).size).toBe(300)
    expect(new Set(products.map((p) => p.name)).size).toBeGreaterThan(290)
    expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThan(8)
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['Laptop', 'Gaming Laptop', 'Desktop']))
    for (const p of products) {
      expect(p.sellingPricePaise).toBeGreaterThan(p.pricePaise)
      if (p.mrpPaise !== null && p.mrpPaise !== undefined) expect(p.sellingPricePaise).toBeLessThanOrEqual(p.mrpPaise)
    }
  })
})
