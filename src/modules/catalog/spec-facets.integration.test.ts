import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { parseProductQueryLenient, parseProductQueryStrict } from './catalog.schemas.ts'
import { listingFacets, listProducts } from './catalog.service.ts'
import { specValuesFromText } from './spec-values.ts'

// Spec filters and facet counts on both databases: ranges and any-of choices filter the listing, and
// each facet's counts follow the other active filters but not its own choice.

const MACHINES = [
  {
    name: 'Facet Air 13',
    brand: 'Zeta',
    ram: '8 GB',
    storage: '256 GB SSD',
    processor: 'Intel Core i5-1335U',
    graphics: 'Intel Iris Xe',
    display: '13.3" FHD',
  },
  {
    name: 'Facet Pro 14',
    brand: 'Zeta',
    ram: '16 GB',
    storage: '512 GB SSD',
    processor: 'AMD Ryzen 7 8845HS',
    graphics: 'AMD Radeon 780M',
    display: '14" 2.8K OLED',
  },
  {
    name: 'Facet Play 15',
    brand: 'Zeta',
    ram: '16 GB',
    storage: '1 TB SSD',
    processor: 'Intel Core i7-14650HX',
    graphics: 'NVIDIA GeForce RTX 4060',
    display: '15.6" QHD',
  },
  {
    name: 'Facet Max 16',
    brand: 'Omega',
    ram: '32 GB',
    storage: '2 TB SSD',
    processor: 'Intel Core i9-14900HX',
    graphics: 'NVIDIA GeForce RTX 4080',
    display: '16" QHD+',
  },
  {
    name: 'Facet Tower',
    brand: 'Omega',
    ram: '64 GB',
    storage: '2 TB SSD + 4 TB HDD',
    processor: 'AMD Ryzen 9 9950X',
    graphics: 'NVIDIA GeForce RTX 4080',
    display: 'Not included',
  },
]

describe.each(TEST_DIALECTS)('spec filters and facets on %s', (dialect) => {
  let database: TestDatabase
  let ctx: ServiceContext
  const names = async (query: Record<string, string>) =>
    (await listProducts(ctx, parseProductQueryLenient(new URLSearchParams(query)))).products.map((p) => p.name).sort()
  const facets = (query: Record<string, string>) =>
    listingFacets(ctx, parseProductQueryLenient(new URLSearchParams({ ...query, search: 'facet' })))

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    ctx = testContext(testServices(database))
    await insertVendor(database.db, 'v1')
    for (const { name, brand, ...specs } of MACHINES)
      await insertProduct(database.db, {
        name,
        brand,
        // Two categories besides Laptop, for the filter that takes several.
        category: name === 'Facet Tower' ? 'Desktop' : name === 'Facet Max 16' ? 'Gaming Laptop' : 'Laptop',
        price: 60_000,
        specs: JSON.stringify(specs),
        ...specValuesFromText(specs),
      })
    await insertProduct(database.db, {
      name: 'Facet Hidden 14',
      price: 50_000,
      isPublished: 0,
      ...specValuesFromText({ ram: '16 GB', processor: 'Intel Core i5-1335U' }),
    })
  })
  afterAll(() => database.destroy())

  it('filters by a memory range, a storage range, a screen range and any of several processor families', async () => {
    expect(await names({ search: 'facet', ramMin: '16', ramMax: '32' })).toEqual(['Facet Max 16', 'Facet Play 15', 'Facet Pro 14'])
    expect(await names({ search: 'facet', storageMin: '1024' })).toEqual(['Facet Max 16', 'Facet Play 15', 'Facet Tower'])
    expect(await names({ search: 'facet', screenMin: '14', screenMax: '15.6' })).toEqual(['Facet Play 15', 'Facet Pro 14'])
    expect(await names({ search: 'facet', cpu: 'Core i5,Ryzen 7' })).toEqual(['Facet Air 13', 'Facet Pro 14'])
    expect(await names({ search: 'facet', gpu: 'RTX 4080', ramMax: '32' })).toEqual(['Facet Max 16'])
  })

  it('filters and counts over several categories at once', async () => {
    expect(await names({ search: 'facet', category: 'Gaming Laptop,Desktop' })).toEqual(['Facet Max 16', 'Facet Tower'])
    const both = await facets({ category: 'Gaming Laptop,Desktop' })
    expect(both.ram).toEqual([
      { value: 32, count: 1 },
      { value: 64, count: 1 },
    ])
  })

  it('counts each facet over the other active filters, leaving its own choice out, and never unpublished products', async () => {
    const all = await facets({})
    expect(all.ram).toEqual([
      { value: 8, count: 1 },
      { value: 16, count: 2 },
      { value: 32, count: 1 },
      { value: 64, count: 1 },
    ])
    expect(all.gpu).toEqual([
      { value: 'Integrated', count: 2 },
      { value: 'RTX 4060', count: 1 },
      { value: 'RTX 4080', count: 2 },
    ])
    expect(all.screen.map((f) => f.value)).toEqual([133, 140, 156, 160])

    const chosen = await facets({ ramMin: '16', brand: 'Zeta' })
    // RAM's own counts ignore ramMin, but follow the brand.
    expect(chosen.ram).toEqual([
      { value: 8, count: 1 },
      { value: 16, count: 2 },
    ])
    expect(chosen.gpu).toEqual([
      { value: 'Integrated', count: 1 },
      { value: 'RTX 4060', count: 1 },
    ])
    expect(chosen.cpu).toEqual([
      { value: 'Core i7', count: 1 },
      { value: 'Ryzen 7', count: 1 },
    ])
  })

  it('takes the same filters on the API, strictly: repeated choices join, a bad range is a clear error', () => {
    const parsed = parseProductQueryStrict(
      new URLSearchParams([
        ['cpu', 'Core i5'],
        ['cpu', 'Core i7'],
        ['ramMin', '16'],
      ]),
    )
    expect(parsed).toEqual({ ok: true, query: { cpu: ['Core i5', 'Core i7'], ramMin: 16 } })
    expect(parseProductQueryStrict(new URLSearchParams({ ramMin: '32', ramMax: '16' }))).toMatchObject({
      ok: false,
      issues: [{ param: 'ramMin', message: 'must not be more than ramMax' }],
    })
    expect(parseProductQueryStrict(new URLSearchParams({ screenMin: 'big' }))).toMatchObject({
      issues: [{ param: 'screenMin', message: 'must be a screen size in inches, e.g. 15.6' }],
    })
    expect(parseProductQueryStrict(new URLSearchParams({ brand: randomUUID(), brand2: 'x' }))).toMatchObject({ ok: false })
  })
})
