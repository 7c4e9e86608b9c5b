import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { parseProductQueryStrict } from './catalog.schemas.ts'
import { getProduct, listingFacets, listProducts } from './catalog.service.ts'
import { publishRefusal } from './product-admin.service.ts'

// Rule 6(10A) (decision 041): the listing filters by country of origin, every sort still applies, and
// the facet counts what each country would show beside the other filters; products without a declared
// country are not counted under any.

describe.each(TEST_DIALECTS)('country of origin on %s', (dialect) => {
  let database: TestDatabase
  let ctx: ServiceContext

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    ctx = testContext(testServices(database))
    await insertVendor(database.db)
    await insertProduct(database.db, { name: 'Origin Taipei', price: 90_000, countryOfOrigin: 'TW', brand: 'Zeta' })
    await insertProduct(database.db, { name: 'Origin Shenzhen', price: 50_000, countryOfOrigin: 'CN', brand: 'Zeta' })
    await insertProduct(database.db, { name: 'Origin Suzhou', price: 70_000, countryOfOrigin: 'CN', brand: 'Omega' })
    await insertProduct(database.db, {
      name: 'Origin Pune',
      price: 60_000,
      countryOfOrigin: 'IN',
      importerName: null,
      importerAddress: null,
      brand: 'Omega',
      manufacturerName: 'Kasba Systems',
      manufacturerAddress: 'Pune, India',
      genericName: 'Desktop computer',
      netQuantity: '1 N',
      consumerCare: 'care@kasba.example',
    })
    await insertProduct(database.db, { name: 'Origin Unsaid', price: 40_000, brand: 'Omega', countryOfOrigin: null, netQuantity: null })
    // ₹2,80,000 before GST is ₹3,30,400 paid: above the price slider's top.
    await insertProduct(database.db, { name: 'Origin Costly', price: 280_000, countryOfOrigin: 'JP' })
    await insertProduct(database.db, { name: 'Origin Draft', price: 40_000, countryOfOrigin: 'CN', isPublished: 0 })
  })
  afterAll(() => database.destroy())

  const names = async (query: Parameters<typeof listProducts>[1]) => (await listProducts(ctx, query)).products.map((p) => p.name)

  it('counts published products per country, ordered by the country’s name', async () => {
    const facets = await listingFacets(ctx, {})
    expect(facets.origin).toEqual([
      { value: 'CN', count: 2 },
      { value: 'IN', count: 1 },
      { value: 'JP', count: 1 },
      { value: 'TW', count: 1 },
    ])
    // Beside a brand filter the counts follow it; the country's own choice does not narrow its counts.
    expect((await listingFacets(ctx, { brand: ['Omega'], origin: ['IN'] })).origin).toEqual([
      { value: 'CN', count: 1 },
      { value: 'IN', count: 1 },
    ])
  })

  it('filters by any of the chosen countries, under every sort', async () => {
    expect((await names({ origin: ['CN', 'TW'], sort: 'price-asc' })).join()).toBe('Origin Shenzhen,Origin Suzhou,Origin Taipei')
    expect((await names({ origin: ['CN'], sort: 'price-desc' })).join()).toBe('Origin Suzhou,Origin Shenzhen')
    expect(await names({ origin: ['IN'], search: 'origin' })).toEqual(['Origin Pune'])
  })

  it('takes the price slider’s top, ₹3,00,000, as "and above", since prices with GST go past it', async () => {
    expect(await names({ origin: ['JP'], maxPrice: 300_000 })).toEqual(['Origin Costly'])
    expect(await names({ origin: ['JP'], maxPrice: 295_000 })).toEqual([])
    expect(await names({ origin: ['JP'], minPrice: 330_400 })).toEqual(['Origin Costly'])
  })

  it('reads codes from the URL in any case and refuses what is not a country', () => {
    expect(parseProductQueryStrict(new URLSearchParams('origin=cn,tw'))).toMatchObject({ ok: true, query: { origin: ['CN', 'TW'] } })
    expect(parseProductQueryStrict(new URLSearchParams('origin=Narnia'))).toMatchObject({
      ok: false,
      issues: [{ param: 'origin', message: 'must be country codes such as IN or CN' }],
    })
  })

  it('gives the product page its declarations', async () => {
    const product = await getProduct(ctx, 'origin-pune')
    expect(product?.declarations).toEqual({
      manufacturerName: 'Kasba Systems',
      manufacturerAddress: 'Pune, India',
      importerName: null,
      importerAddress: null,
      countryOfOrigin: 'IN',
      genericName: 'Desktop computer',
      netQuantity: '1 N',
      consumerCare: 'care@kasba.example',
    })
  })

  it('refuses a quick or bulk Publish of a product without its declarations, naming it', async () => {
    const ids = await database.db.selectFrom('products').select(['id', 'name']).execute()
    const id = (name: string) => ids.find((row) => row.name === name)?.id ?? ''
    expect(await publishRefusal(database.db, [id('Origin Pune'), id('Origin Taipei')])).toBeNull()
    expect(await publishRefusal(database.db, [id('Origin Pune'), id('Origin Unsaid')])).toBe(
      'Fill in the declarations (maker, country of origin, generic name, net quantity, consumer care, and the importer of imported goods) before publishing: Origin Unsaid.',
    )
  })
})
