import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { STATIC_PAGES, sitemapDocument } from './sitemap.service.ts'

const SITE = 'https://shop.example'

/** Every <loc> of a document, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

/** The <lastmod> of the <url> whose <loc> is the given URL (null when it has none). */
function lastmodOf(xml: string, loc: string): string | null | undefined {
  const entry = xml.split('<url>').find((e) => e.startsWith(`<loc>${loc}</loc>`))
  if (!entry) return undefined
  return /<lastmod>([^<]*)<\/lastmod>/.exec(entry)?.[1] ?? null
}

describe.each(TEST_DIALECTS)('sitemap on %s', (dialect) => {
  let database: TestDatabase
  let ctx: ServiceContext

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    ctx = testContext(testServices(database))
    await insertVendor(database.db)
    await insertProduct(database.db, { name: 'Alpha Book 14', price: 80_000, updatedAt: '2026-10-01T08:30:00.000Z' })
    await insertProduct(database.db, { name: 'Hidden Draft', price: 90_000, isPublished: 0 })
    await insertProduct(database.db, { name: 'Beta Station', price: 150_000, updatedAt: '2026-11-02T10:00:00.000Z' })
    await insertProduct(database.db, { name: 'Gamma & Co Blade', slug: 'gamma-co-blade', price: 250_000 })
  })
  afterAll(() => database?.destroy())

  it('lists the static pages and every published product, by absolute URL, in one urlset', async () => {
    const result = await sitemapDocument(ctx, { site: SITE })
    if (!result.ok) throw new Error(result.message)
    expect(result.xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    expect(locs(result.xml)).toEqual([
      ...STATIC_PAGES.map((p) => `${SITE}${p.path}`),
      `${SITE}/products/alpha-book-14`,
      `${SITE}/products/beta-station`,
      `${SITE}/products/gamma-co-blade`,
    ])
    expect(locs(result.xml)).toContain(`${SITE}/products?category=Gaming+Laptop`)
  })

  it('leaves out unpublished products', async () => {
    const result = await sitemapDocument(ctx, { site: SITE })
    if (!result.ok) throw new Error(result.message)
    expect(result.xml).not.toContain('hidden-draft')
  })

  it('dates products by their last change, legal pages by their text, and the rest not at all', async () => {
    const result = await sitemapDocument(ctx, { site: SITE })
    if (!result.ok) throw new Error(result.message)
    expect(lastmodOf(result.xml, `${SITE}/products/alpha-book-14`)).toBe('2026-10-01T08:30:00.000Z')
    expect(lastmodOf(result.xml, `${SITE}/products/beta-station`)).toBe('2026-11-02T10:00:00.000Z')
    expect(lastmodOf(result.xml, `${SITE}/refund`)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(lastmodOf(result.xml, `${SITE}/about`)).toBeNull()
    expect(lastmodOf(result.xml, `${SITE}/`)).toBeNull()
  })

  it('splits into an index of numbered child sitemaps when the URLs pass the limit', async () => {
    const total = STATIC_PAGES.length + 3
    const limit = STATIC_PAGES.length + 1 // the static pages and one product, then two products
    const index = await sitemapDocument(ctx, { site: SITE, limit })
    if (!index.ok) throw new Error(index.message)
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index.xml)).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`])

    const children = await Promise.all([1, 2].map((part) => sitemapDocument(ctx, { site: SITE, limit, part })))
    const childLocs = children.map((child) => (child.ok ? locs(child.xml) : []))
    expect(childLocs[0]).toHaveLength(limit)
    expect(childLocs[0]?.at(-1)).toBe(`${SITE}/products/alpha-book-14`)
    expect(childLocs[1]).toEqual([`${SITE}/products/beta-station`, `${SITE}/products/gamma-co-blade`])
    expect(childLocs.flat()).toHaveLength(total)
  })

  it('cuts a child mid-way through the static pages when the limit is small', async () => {
    const limit = 3
    const parts = Math.ceil((STATIC_PAGES.length + 3) / limit)
    const all = await Promise.all(Array.from({ length: parts }, (_, i) => sitemapDocument(ctx, { site: SITE, limit, part: i + 1 })))
    const flat = all.flatMap((child) => (child.ok ? locs(child.xml) : ['failed']))
    expect(flat).toEqual([
      ...STATIC_PAGES.map((p) => `${SITE}${p.path}`),
      ...['alpha-book-14', 'beta-station', 'gamma-co-blade'].map((s) => `${SITE}/products/${s}`),
    ])
    expect(all.every((child) => child.ok && locs(child.xml).length <= limit)).toBe(true)
  })

  it('answers not_found for a child past the last, or any child number that is not one', async () => {
    for (const part of [0, -1, 1.5, 99]) {
      const result = await sitemapDocument(ctx, { site: SITE, part })
      expect(result).toMatchObject({ ok: false, code: 'not_found' })
    }
    expect(await sitemapDocument(ctx, { site: SITE, part: 1 })).toMatchObject({ ok: true })
  })
})
