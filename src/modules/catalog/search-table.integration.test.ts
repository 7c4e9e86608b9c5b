import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { listProducts } from './catalog.service.ts'
import { putSearchTableInShelfOrder, searchTableOrder } from './search-table.repository.ts'

// PostgreSQL's search table (migration 0040, decision 052). SQLite has none: its full-text index
// walks matches in popularity order itself.
describe.skipIf(!TEST_DIALECTS.includes('postgres'))('the search table on postgres', () => {
  const shop = testShopOn('postgres')
  let ctx: ServiceContext
  const db = () => shop.database.db
  const byPopularity = async (search: string) =>
    (await listProducts(ctx, { search, sort: 'popularity' })).products.map((product) => product.name)
  // The same search answered from `products` (a sort by price takes that path), in popularity's order.
  const fromProducts = async (search: string) => {
    const { products } = await listProducts(ctx, { search, sort: 'price-asc' })
    const order = await db().selectFrom('products').select(['name', 'reviewCount', 'listPosition']).execute()
    const rank = new Map(order.map((row) => [row.name, [row.reviewCount, row.listPosition] as const]))
    return products
      .map((product) => product.name)
      .sort((a, b) => {
        const [reviewsA = 0, positionA = 0] = rank.get(a) ?? []
        const [reviewsB = 0, positionB = 0] = rank.get(b) ?? []
        return reviewsB - reviewsA || positionA - positionB
      })
  }
  const idOf = async (name: string) =>
    (await db().selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id

  beforeAll(async () => {
    ctx = testContext(shop.services)
    await insertVendor(db())
    await insertProduct(db(), { name: 'Lenovo ThinkPad X1 Carbon', price: 1_50_000, brand: 'Lenovo', reviewCount: 300 })
    await insertProduct(db(), { name: 'Lenovo ThinkPad X1 Yoga', price: 1_40_000, brand: 'Lenovo', reviewCount: 500 })
    await insertProduct(db(), { name: 'Lenovo ThinkBook 16', price: 60_000, brand: 'Lenovo', reviewCount: 200 })
    await insertProduct(db(), {
      name: 'Nimbus Desk Pro',
      price: 90_000,
      category: 'Desktop',
      brand: 'Custom',
      reviewCount: 5_000,
      // "keyboard" only in the description: not a match for "keyboard" alone.
      description: 'A workstation with a wireless keyboard, faster than any thinkpad.',
      specs: JSON.stringify({ processor: 'Orion X9', graphics: 'NVIDIA GeForce RTX 4060' }),
    })
    await insertProduct(db(), { name: 'Crimson Gaming Rig', price: 1_20_000, category: 'Desktop', brand: 'Custom', reviewCount: 50 })
    await insertProduct(db(), { name: 'Hidden Gaming Draft', price: 1_00_000, brand: 'Custom', isPublished: 0 })
  })

  it('holds one row per published product, none for a draft', async () => {
    const rows = await sql<{ count: string }>`select count(*) as count from product_search`.execute(db())
    expect(Number(rows.rows[0]?.count)).toBe(5)
  })

  it('finds what the products table finds, in popularity order', async () => {
    for (const search of ['lenovo', 'thinkp', 'thinkpad x1', 'gaming', 'desktop custom', 'orion', 'rtx', 'keyboard', 'thinkpad', 'nothing'])
      expect(await byPopularity(search), search).toEqual(await fromProducts(search))
    expect(await byPopularity('thinkpad')).toEqual(['Lenovo ThinkPad X1 Yoga', 'Lenovo ThinkPad X1 Carbon'])
    // The description's "thinkpad" and "keyboard" do not make the Nimbus a match on their own.
    expect(await byPopularity('keyboard')).toEqual([])
    expect(await byPopularity('wireless nimbus')).toEqual(['Nimbus Desk Pro'])
    expect((await listProducts(ctx, { search: 'thinkpad' })).total).toBe(2)
  })

  it('answers the search from the table: a product missing from it is not found', async () => {
    const id = await idOf('Crimson Gaming Rig')
    await sql`delete from product_search where product_id = ${id}`.execute(db())
    expect(await byPopularity('crimson')).toEqual([])
    // Any edit that the search reads puts it back.
    await db().updateTable('products').set({ reviewCount: 51 }).where('id', '=', id).execute()
    expect(await byPopularity('crimson')).toEqual(['Crimson Gaming Rig'])
  })

  it('follows the products: published, renamed, reviewed and deleted', async () => {
    const draft = await idOf('Hidden Gaming Draft')
    await db().updateTable('products').set({ isPublished: 1 }).where('id', '=', draft).execute()
    expect(await byPopularity('hidden')).toEqual(['Hidden Gaming Draft'])
    await db().updateTable('products').set({ name: 'Vanta Gaming Draft' }).where('id', '=', draft).execute()
    expect(await byPopularity('hidden')).toEqual([])
    expect(await byPopularity('vanta')).toEqual(['Vanta Gaming Draft'])
    expect(await byPopularity('gaming')).toEqual(['Vanta Gaming Draft', 'Crimson Gaming Rig'])
    await db().updateTable('products').set({ reviewCount: 10 }).where('id', '=', draft).execute()
    expect(await byPopularity('gaming')).toEqual(['Crimson Gaming Rig', 'Vanta Gaming Draft'])
    await db().updateTable('products').set({ isPublished: 0 }).where('id', '=', draft).execute()
    expect(await byPopularity('gaming')).toEqual(['Crimson Gaming Rig'])
    await db().updateTable('products').set({ isPublished: 1 }).where('id', '=', draft).execute()
    await db().deleteFrom('products').where('id', '=', draft).execute()
    expect(await byPopularity('gaming')).toEqual(['Crimson Gaming Rig'])
  })

  it('is put back in shelf order when edits have scattered it', async () => {
    // Products listed out of shelf order land at the table's end, each after the last.
    for (const [index, brand] of ['Zeta', 'Acer', 'Yotta', 'Asus', 'Xeno', 'Dell'].entries())
      await insertProduct(db(), { name: `${brand} Shelf ${index}`, price: 50_000, brand })
    const scattered = await searchTableOrder(db())
    expect(scattered).not.toBeNull()
    expect(scattered as number).toBeLessThan(0.9)
    await putSearchTableInShelfOrder(db(), 1000)
    expect(await searchTableOrder(db())).toBeCloseTo(1, 5)
    expect(await byPopularity('shelf')).toHaveLength(6)
  })
})
