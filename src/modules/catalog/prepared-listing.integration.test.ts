import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { listProducts } from './catalog.service.ts'
import type { ListingSort, ProductQuery } from './catalog.types.ts'
import { shopperPrice } from './pricing.ts'

// A listing without a search runs queries prepared once per shape (which filters are set, how many
// items each list has) and filled with each request's values. Listings of one shape with other
// values, one after another, must each get their own products: here each is checked against the
// catalogue filtered and sorted in plain code.

interface Row {
  id: string
  category: string
  brand: string | null
  pricePaise: number
  sellingPricePaise: number
  mrpPaise: number | null
  ramGb: number | null
  screenTenths: number | null
  gpu: string | null
  reviewCount: number
  listPosition: number
}

describe.each(TEST_DIALECTS)('prepared listings on %s, over the seeded catalogue', (dialect) => {
  let database: TestDatabase
  let ctx: ServiceContext
  let rows: Row[]

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    await seedCatalogueOnce(database.db)
    ctx = testContext(testServices(database))
    rows = await database.db
      .selectFrom('products')
      .select([
        'id',
        'category',
        'brand',
        'pricePaise',
        'sellingPricePaise',
        'mrpPaise',
        'ramGb',
        'screenTenths',
        'gpu',
        'reviewCount',
        'listPosition',
      ])
      .where('isPublished', '=', 1)
      .execute()
  })
  afterAll(() => database.destroy())

  const pay = (row: Row) => shopperPrice(row).payPaise / 100

  function expected(query: ProductQuery, sort: ListingSort): string[] {
    const matching = rows.filter(
      (row) =>
        (!query.category || query.category.includes(row.category as never)) &&
        (!query.brand || query.brand.some((brand) => brand.toLowerCase() === row.brand?.toLowerCase())) &&
        (query.minPrice === undefined || pay(row) >= query.minPrice) &&
        (query.maxPrice === undefined || pay(row) <= query.maxPrice) &&
        (query.ramMin === undefined || (row.ramGb !== null && row.ramGb >= query.ramMin)) &&
        (query.screenMax === undefined || (row.screenTenths !== null && row.screenTenths <= query.screenMax * 10)) &&
        (!query.gpu || (row.gpu !== null && query.gpu.includes(row.gpu))),
    )
    const price = (row: Row) => row.pricePaise
    const order: Record<ListingSort, (a: Row, b: Row) => number> = {
      relevance: (a, b) => b.reviewCount - a.reviewCount || a.listPosition - b.listPosition,
      popularity: (a, b) => b.reviewCount - a.reviewCount || a.listPosition - b.listPosition,
      'price-asc': (a, b) => price(a) - price(b) || a.listPosition - b.listPosition,
      'price-desc': (a, b) => price(b) - price(a) || b.listPosition - a.listPosition,
      newest: (a, b) => b.listPosition - a.listPosition,
    }
    return matching.sort(order[sort]).map((row) => row.id)
  }

  async function listed(query: ProductQuery, sort: ListingSort) {
    const page = await listProducts(ctx, { ...query, sort })
    return { ids: page.products.map((product) => product.id), total: page.total }
  }

  it('gives listings of one shape with different values each their own products, in order', async () => {
    const gpus = [...new Set(rows.flatMap((row) => (row.gpu ? [row.gpu] : [])))]
    const brands = [...new Set(rows.flatMap((row) => (row.brand ? [row.brand] : [])))]
    expect(gpus.length).toBeGreaterThan(2)
    expect(brands.length).toBeGreaterThan(2)
    const queries: ProductQuery[] = [
      {},
      { category: ['Laptop'] },
      { category: ['Desktop'] },
      { category: ['Laptop', 'Gaming Laptop'] },
      { category: ['Desktop', 'Gaming Laptop'] },
      ...brands.map((brand) => ({ brand: [brand.toUpperCase()] })),
      // Several brands: one shape, other values, each its own products.
      { brand: brands.slice(0, 2) },
      { brand: brands.slice(1, 3) },
      { minPrice: 50_000 },
      { minPrice: 1_00_000 },
      { minPrice: 50_000, maxPrice: 1_00_000 },
      { minPrice: 80_000, maxPrice: 2_00_000 },
      { ramMin: 16 },
      { ramMin: 32 },
      { screenMax: 14 },
      { screenMax: 16 },
      { gpu: [gpus[0] as string] },
      { gpu: [gpus[1] as string] },
      { gpu: [gpus[0] as string, gpus[2] as string] },
      { category: ['Laptop'], ramMin: 16, minPrice: 40_000 },
      { category: ['Gaming Laptop'], ramMin: 8, minPrice: 90_000 },
    ]
    let checked = 0
    for (const sort of ['popularity', 'price-asc', 'price-desc', 'newest'] as const)
      for (const query of queries) {
        const want = expected(query, sort)
        const got = await listed(query, sort)
        expect({ query, sort, ids: got.ids, total: got.total }).toEqual({ query, sort, ids: want.slice(0, 24), total: want.length })
        checked += want.length > 0 ? 1 : 0
      }
    // Most of these find something: the comparison is not one of empty pages.
    expect(checked).toBeGreaterThan(60)
  })
})
