import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { listProducts } from './catalog.service.ts'

/** The searches shoppers made that found nothing or the wrong thing (issue 15), against the real sample catalogue. */
describe.each(TEST_DIALECTS)('shopper searches on %s, over the seeded catalogue', (dialect) => {
  let database: TestDatabase
  let ctx: ServiceContext
  const search = (text: string) => listProducts(ctx, { search: text, sort: 'price-asc' })
  const names = async (text: string) => (await search(text)).products.map((p) => p.name)

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    await seedCatalogueOnce(database.db)
    ctx = testContext(testServices(database))
  })
  afterAll(() => database.destroy())

  it('"laptops" finds the laptops and gaming laptops, "desktops" the desktops', async () => {
    const laptops = await search('laptops')
    expect(laptops.total).toBeGreaterThan(5)
    expect(laptops.products.every((p) => p.category === 'Laptop' || p.category === 'Gaming Laptop')).toBe(true)
    const desktops = await search('desktops')
    expect(desktops.total).toBeGreaterThan(1)
    expect(desktops.products.every((p) => p.category === 'Desktop')).toBe(true)
  })

  it('"gaming laptops" finds the gaming laptops', async () => {
    const page = await search('gaming laptops')
    expect(page.total).toBeGreaterThan(1)
    expect(page.products.every((p) => p.category === 'Gaming Laptop')).toBe(true)
    expect(await names('gaming laptops')).toContain('MSI Katana 15 HX')
  })

  it('"vivobok" finds the VivoBook, saying which word it looked for', async () => {
    const page = await search('vivobok')
    expect(page.correctedSearch).toBe('vivobook')
    expect(page.products.map((p) => p.name)).toEqual(['ASUS Vivobook 15'])
  })

  it('finds spec values: "16GB", "16 GB", "32 gb" and "RTX 4060"', async () => {
    const sixteen = await names('16GB')
    expect(sixteen).toContain('ASUS Vivobook 15')
    expect(await names('16 GB')).toEqual(sixteen)
    expect(await names('32 gb')).toEqual(expect.arrayContaining(['Dell XPS Desktop', 'Lenovo ThinkPad X1 Carbon Gen 13']))
    expect(await names('32 gb')).not.toContain('ASUS Vivobook 15')
    expect((await names('RTX 4060')).sort()).toEqual(['HP Victus 15L Gaming Desktop', 'MSI Katana 15 HX'])
  })

  it('"i7 16gb" puts the Core i7 machines with 16 GB of memory first, before the 32 GB desktop (issue 22)', async () => {
    const page = await listProducts(ctx, { search: 'i7 16gb' })
    expect(page.sort).toBe('relevance')
    const first = page.products.filter((p) => /Core i7/.test(p.keySpecs ?? '') && /\b16 GB RAM/.test(p.keySpecs ?? ''))
    expect(first.length).toBeGreaterThan(0)
    expect(page.products.slice(0, first.length)).toEqual(first)
    expect(page.products.map((p) => p.name)).toContain('Dell XPS Desktop')
    expect(page.products[0]?.name).not.toBe('Dell XPS Desktop')
  })

  it('"mouse" does not offer the iMac whose description mentions its mouse; the page has nothing to pretend', async () => {
    const page = await search('mouse')
    expect(page.products).toEqual([])
    expect(page.correctedSearch).toBeUndefined()
  })

  it('"thinkp" still finds the ThinkPad by its beginning', async () => {
    expect(await names('thinkp')).toEqual(['Lenovo ThinkPad X1 Carbon Gen 13'])
  })

  it('offers "did you mean" for a word two letters away, without pretending to have found it', async () => {
    const page = await search('vivbok')
    expect(page.products).toEqual([])
    expect(page.didYouMean).toBe('vivobook')
  })
})
