import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { getProduct, homeShelves, listBrands, listProducts } from './catalog.service.ts'

describe.each(TEST_DIALECTS)('catalogue service on %s', (dialect) => {
  let database: TestDatabase
  let ctx: ServiceContext

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    ctx = testContext(testServices(database))
    await insertVendor(database.db)
    // List order: A first, F last. Review counts make popularity order C, A, E, B, D, F.
    await insertProduct(database.db, { name: 'Alpha Book 14', price: 80_000, reviewCount: 500, brand: 'Dell', isNew: 1 })
    await insertProduct(database.db, {
      name: 'Beta Station',
      price: 150_000,
      discountPrice: 120_000,
      reviewCount: 200,
      category: 'Desktop',
      brand: 'HP',
      isFeatured: 1,
    })
    await insertProduct(database.db, {
      name: 'Gamma Blade 16',
      price: 250_000,
      reviewCount: 900,
      category: 'Gaming Laptop',
      brand: 'Razer',
      isNew: 1,
      isFeatured: 1,
      description: 'A 100% serious machine_for play',
    })
    await insertProduct(database.db, { name: 'Delta Air', price: 60_000, reviewCount: 50, brand: 'Apple', stock: 0 })
    await insertProduct(database.db, {
      name: 'Epsilon Strix',
      price: 140_000,
      discountPrice: 125_000,
      reviewCount: 300,
      category: 'Gaming Laptop',
      brand: 'ASUS',
      isNew: 1,
    })
    await insertProduct(database.db, { name: 'Hidden Draft', price: 10_000, reviewCount: 10, isPublished: 0, isNew: 1 })
  })
  afterAll(() => database.destroy())

  const names = async (query: Parameters<typeof listProducts>[1]) => (await listProducts(ctx, query)).products.map((p) => p.name)

  it('lists published products by popularity (review count) by default', async () => {
    const page = await listProducts(ctx, {})
    expect(page.total).toBe(5)
    expect(page.products.map((p) => p.name)).toEqual(['Gamma Blade 16', 'Alpha Book 14', 'Epsilon Strix', 'Beta Station', 'Delta Air'])
    expect(page.products[0]?.image?.url).toBe('/images/gamma-blade-16-1.svg')
  })

  it('sorts by the price paid, ascending and descending', async () => {
    expect(await names({ sort: 'price-asc' })).toEqual(['Delta Air', 'Alpha Book 14', 'Beta Station', 'Epsilon Strix', 'Gamma Blade 16'])
    expect(await names({ sort: 'price-desc' })).toEqual(['Gamma Blade 16', 'Epsilon Strix', 'Beta Station', 'Alpha Book 14', 'Delta Air'])
  })

  it('sorts newest as the reverse of list order', async () => {
    expect(await names({ sort: 'newest' })).toEqual(['Epsilon Strix', 'Delta Air', 'Gamma Blade 16', 'Beta Station', 'Alpha Book 14'])
  })

  it('filters by category, brand (any case), isNew and isFeatured', async () => {
    expect(await names({ category: ['Gaming Laptop'] })).toEqual(['Gamma Blade 16', 'Epsilon Strix'])
    expect(await names({ brand: ['asus'] })).toEqual(['Epsilon Strix'])
    expect(await names({ isNew: true })).toEqual(['Gamma Blade 16', 'Alpha Book 14', 'Epsilon Strix'])
    expect(await names({ isFeatured: true })).toEqual(['Gamma Blade 16', 'Beta Station'])
    expect(await names({ isNew: true, isFeatured: true, category: ['Gaming Laptop'] })).toEqual(['Gamma Blade 16'])
  })

  it('takes several brands: any of them, in any case', async () => {
    expect((await names({ brand: ['Dell', 'hp'] })).sort()).toEqual(['Alpha Book 14', 'Beta Station'])
    expect(await names({ brand: ['Dell', 'Razer'], category: ['Gaming Laptop'] })).toEqual(['Gamma Blade 16'])
    expect((await listProducts(ctx, { brand: ['Dell', 'HP', 'Apple'] })).total).toBe(3)
  })

  it('takes several categories: any of them', async () => {
    expect((await names({ category: ['Gaming Laptop', 'Desktop'] })).sort()).toEqual(['Beta Station', 'Epsilon Strix', 'Gamma Blade 16'])
  })

  it('filters by the price paid with GST (discount price when set), bounds included (decision 041)', async () => {
    // Paid: Beta ₹1,20,000 + 18% = ₹1,41,600; Epsilon ₹1,25,000 + 18% = ₹1,47,500; Delta ₹70,800.
    expect(await names({ minPrice: 141_600, maxPrice: 147_500 })).toEqual(['Epsilon Strix', 'Beta Station'])
    expect(await names({ minPrice: 141_601, maxPrice: 147_499 })).toEqual([])
    expect(await names({ maxPrice: 70_800 })).toEqual(['Delta Air'])
    // Its stored price before GST is ₹60,000, but a shopper pays more than that.
    expect(await names({ maxPrice: 60_000 })).toEqual([])
  })

  it('searches name, category, brand and specifications case-insensitively, with the description in support', async () => {
    expect(await names({ search: 'STRIX' })).toEqual(['Epsilon Strix'])
    expect(await names({ search: 'desktop' })).toEqual(['Beta Station'])
    expect(await names({ search: 'razer' })).toEqual(['Gamma Blade 16'])
    expect(await names({ search: 'gamma serious machine' })).toEqual(['Gamma Blade 16'])
    // A description supports a search but cannot make a match alone (decision 014).
    expect(await names({ search: 'serious machine' })).toEqual([])
    expect(await names({ search: 'gaming asus' })).toEqual(['Epsilon Strix'])
  })

  it('treats % and _ in a search as plain characters', async () => {
    expect(await names({ search: 'gamma 100%' })).toEqual(['Gamma Blade 16'])
    expect(await names({ search: 'blade machine_for' })).toEqual(['Gamma Blade 16'])
    expect(await names({ search: '%' })).toEqual(['Gamma Blade 16'])
    expect(await names({ search: '_' })).toEqual(['Gamma Blade 16'])
  })

  it('returns an empty page when nothing matches', async () => {
    expect(await listProducts(ctx, { search: 'typewriter' })).toEqual({
      products: [],
      total: 0,
      totalExact: true,
      page: 1,
      pageCount: 1,
      sort: 'relevance',
    })
  })

  it('fills the home shelves from flagged products in list order', async () => {
    const shelves = await homeShelves(ctx)
    expect(shelves.latest.map((p) => p.name)).toEqual(['Alpha Book 14', 'Gamma Blade 16', 'Epsilon Strix'])
    expect(shelves.featured.map((p) => p.name)).toEqual(['Beta Station', 'Gamma Blade 16'])
  })

  it('reads a product with specs, images and vendor', async () => {
    const product = await getProduct(ctx, 'beta-station')
    expect(product).toMatchObject({
      name: 'Beta Station',
      // ₹1,50,000 and ₹1,20,000 before GST, as the sample catalogue gives prices: M.R.P. and selling price with GST.
      mrpPaise: 17_700_000,
      sellingPricePaise: 14_160_000,
      pricePaise: 12_000_000,
      category: 'Desktop',
      specs: { processor: 'Test CPU', ram: '16 GB' },
      images: [{ url: '/images/beta-station-1.svg', alt: 'Beta Station' }],
      vendor: { id: 'v1', name: 'Test Vendor' },
    })
  })

  it('does not show unpublished or unknown products', async () => {
    expect(await getProduct(ctx, 'hidden-draft')).toBeNull()
    expect(await getProduct(ctx, 'no-such-thing')).toBeNull()
  })

  it('lists the brands of published products', async () => {
    expect(await listBrands(ctx)).toEqual(['Apple', 'ASUS', 'Dell', 'HP', 'Razer'])
  })
})
