import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { listProducts } from './catalog.service.ts'
import type { ProductQuery } from './catalog.types.ts'
import { nearestMatches, readSearchAsFilters } from './search-reading.service.ts'

/** The sentences (issue 45), read into filters and listed, against the seeded sample catalogue. */
describe.each(TEST_DIALECTS)('a search read as a sentence on %s, over the seeded catalogue', (dialect) => {
  let database: TestDatabase
  let ctx: ServiceContext
  const readAs = async (text: string) => (await readSearchAsFilters(ctx, { search: text })) as ProductQuery
  const names = async (query: ProductQuery) => (await listProducts(ctx, { ...query, sort: 'price-asc' })).products.map((p) => p.name)
  const found = async (text: string) => names(await readAs(text))

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    await seedCatalogueOnce(database.db)
    ctx = testContext(testServices(database))
  })
  afterAll(() => database.destroy())

  it('prices with GST: "under 1 lakh", "below 80k", "between 50000 and 70000"', async () => {
    expect(await found('under 1 lakh')).toEqual(['ASUS Vivobook 15', 'Acer Swift Go 14'])
    expect(await found('below 80k')).toEqual(['ASUS Vivobook 15'])
    expect(await found('between 50000 and 70000')).toEqual(['ASUS Vivobook 15'])
  })

  it('"i7 16gb" is the Core i7 machines with 16 GB, not the 32 GB desktop', async () => {
    expect(await readAs('i7 16gb')).toEqual({ cpu: ['Core i7'], ramMin: 16, ramMax: 16 })
    expect(await found('i7 16gb')).toEqual(['MSI Katana 15 HX', 'Gigabyte Aorus 16X'])
  })

  it('"rtx 4060 laptop" is the laptop with that card, not the desktop', async () => {
    expect(await found('rtx 4060 laptop')).toEqual(['MSI Katana 15 HX'])
  })

  it('"16 inch" is the 16-inch class', async () => {
    const sixteen = await found('16 inch')
    expect(sixteen).toEqual(['Acer Predator Helios Neo 16 AI', 'Gigabyte Aorus 16X', 'HP Omen 16', 'ASUS ROG Strix G16', 'Razer Blade 16'])
  })

  it('"ryzen 9" takes in the Ryzen AI 9 the catalogue has; words not read stay a search', async () => {
    expect((await readAs('ryzen 9')).cpu).toEqual(['Ryzen 9', 'Ryzen AI 9'])
    expect(await found('ryzen 9')).toEqual(['Deccan Custom Ryzen 9 Creator Workstation', 'Razer Blade 16'])
    expect(await readAs('asus laptop 16gb')).toEqual({ search: 'asus', category: ['Laptop', 'Gaming Laptop'], ramMin: 16, ramMax: 16 })
    expect(await found('asus laptop 16gb')).toEqual(['ASUS Vivobook 15'])
    expect(await readSearchAsFilters(ctx, { search: 'vivobook' })).toBeNull()
  })

  it('"gaming laptop under 1 lakh" finds none, and says the cheapest gaming laptop is ₹1,27,428 and how to widen', async () => {
    const query = await readAs('gaming laptop under 1 lakh')
    expect(query).toEqual({ category: ['Gaming Laptop'], maxPrice: 100_000 })
    expect((await listProducts(ctx, query)).total).toBe(0)
    const nearest = await nearestMatches(ctx, query)
    expect(nearest?.price).toEqual({
      bound: 'max',
      pricePaise: 127_428_00,
      noun: 'gaming laptop',
      widened: { category: ['Gaming Laptop'], maxPrice: 130_000 },
      widenedTo: 130_000,
    })
    expect(await names(nearest?.price?.widened as ProductQuery)).toEqual(['MSI Katana 15 HX'])
    expect(nearest?.without).toEqual([
      { label: 'Gaming Laptop', query: { maxPrice: 100_000 }, count: 2, exact: true },
      { label: 'Price: up to ₹1,00,000', query: { category: ['Gaming Laptop'] }, count: 6, exact: true },
    ])
  })

  it('above a floor that leaves nothing: the most expensive match; only removals that find something are offered', async () => {
    const query: ProductQuery = { category: ['Laptop'], minPrice: 300_000, search: 'dell' }
    const nearest = await nearestMatches(ctx, query)
    expect(nearest?.price).toMatchObject({ bound: 'min', pricePaise: 212_388_00, noun: null, widenedTo: 210_000 })
    // No laptop, Dell or not, costs ₹3,00,000: dropping the words or the category alone finds nothing.
    expect(nearest?.without.map((w) => w.label)).toEqual(['Price: from ₹3,00,000'])
    const words = await nearestMatches(ctx, { search: 'dell', maxPrice: 60_000 })
    expect(words?.without.map((w) => w.label)).toEqual(['Price: up to ₹60,000', 'Words “dell”'])
  })
})
