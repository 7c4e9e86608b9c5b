import { sql } from 'kysely'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createOwnProduct, deleteOwnProduct, updateOwnProduct } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { DECLARED, insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { testContext, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { listProducts, setReviewFigures } from './catalog.service.ts'

describe.each(TEST_DIALECTS)('catalogue search on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let ctx: ServiceContext
  const names = async (search: string, sort?: 'price-asc') => (await listProducts(ctx, { search, sort })).products.map((p) => p.name)

  beforeAll(async () => {
    ctx = testContext(shop.services)
    await insertVendor(shop.database.db)
    // Review counts would put the description match first if popularity decided the order.
    await insertProduct(shop.database.db, {
      name: 'Nimbus Desk Pro',
      price: 90_000,
      reviewCount: 5_000,
      description: 'A workstation that outruns any orion class machine, with a wireless keyboard and mouse.',
      specs: JSON.stringify({ processor: 'Orion X9', ram: '32GB DDR5', graphics: 'NVIDIA GeForce RTX 4060' }),
    })
    await insertProduct(shop.database.db, { name: 'Orion Book 14', price: 70_000, reviewCount: 10, brand: 'Lenovo' })
    await insertProduct(shop.database.db, { name: 'Lenovo ThinkPad X1 Carbon', price: 1_50_000, brand: 'Lenovo', reviewCount: 300 })
    await insertProduct(shop.database.db, { name: 'Lenovo ThinkBook 16', price: 60_000, brand: 'Lenovo', reviewCount: 200 })
    await insertProduct(shop.database.db, {
      name: 'Crimson Gaming Rig',
      price: 1_20_000,
      category: 'Desktop',
      brand: 'Custom',
      reviewCount: 50,
    })
    await insertProduct(shop.database.db, { name: 'Quillconvertible Tablet 11', price: 45_000, category: 'Laptop', brand: 'Acer' })
  })

  it('matches words by their beginning: "thinkp" finds ThinkPad, "think" finds both Think models', async () => {
    expect(await names('thinkp')).toEqual(['Lenovo ThinkPad X1 Carbon'])
    expect(await names('THINK', 'price-asc')).toEqual(['Lenovo ThinkBook 16', 'Lenovo ThinkPad X1 Carbon'])
  })

  it('finds a word by every beginning of it, of the lengths the prefix index keeps (2 to 12) and longer', async () => {
    const word = 'quillconvertible'
    for (let length = 2; length <= word.length; length++)
      expect(await names(word.slice(0, length)), word.slice(0, length)).toEqual(['Quillconvertible Tablet 11'])
    expect(await names('quillconvertibleness')).toEqual([])
    expect(await names('quillconvertible tab')).toEqual(['Quillconvertible Tablet 11'])
  })

  it('requires every word, in any of name, brand, category, specifications and description', async () => {
    expect(await names('lenovo carbon')).toEqual(['Lenovo ThinkPad X1 Carbon'])
    expect(await names('lenovo gaming')).toEqual([])
    expect(await names('gaming desktop custom')).toEqual(['Crimson Gaming Rig'])
    expect(await names('nimbus workstation')).toEqual(['Nimbus Desk Pro'])
  })

  it('does not take a word that only a description mentions for what the product is ("mouse" is not the desktop)', async () => {
    expect(await names('mouse')).toEqual([])
    expect(await names('keyboard')).toEqual([])
  })

  it('finds plurals and spec values, with or without a space in a size', async () => {
    expect(await names('desktops')).toEqual(['Crimson Gaming Rig'])
    expect(await names('gaming desktops')).toEqual(['Crimson Gaming Rig'])
    for (const query of ['32GB', '32 GB', '32 gb ddr5', 'RTX 4060']) expect(await names(query)).toEqual(['Nimbus Desk Pro'])
  })

  it('ranks a match in the name above one in the specifications, whatever the popularity', async () => {
    const page = await listProducts(ctx, { search: 'orion' })
    expect(page.sort).toBe('relevance')
    expect(page.products.map((p) => p.name)).toEqual(['Orion Book 14', 'Nimbus Desk Pro'])
  })

  it('sorts a search by another order when the shopper chooses one', async () => {
    expect(await names('orion', 'price-asc')).toEqual(['Orion Book 14', 'Nimbus Desk Pro'])
    expect((await listProducts(ctx, { search: 'orion', sort: 'popularity' })).products.map((p) => p.name)).toEqual([
      'Nimbus Desk Pro',
      'Orion Book 14',
    ])
  })

  it('ignores query syntax in what the shopper typed', async () => {
    expect(await names('"thinkpad* (carbon -')).toEqual(['Lenovo ThinkPad X1 Carbon'])
    expect(await names("orion' & !book:*")).toEqual(['Orion Book 14'])
  })

  it('keeps the index in step when a vendor creates, edits and deletes a product', async () => {
    const { ctx: vendor } = await vendorWithProduct(shop.services, 'Search Store')
    const picture = new Uint8Array(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#446688' } })
        .png()
        .toBuffer(),
    )
    const fields = {
      name: 'Quasar Slim 13',
      description: 'A featherweight laptop.',
      category: 'Laptop',
      brand: 'Quasar',
      mrp: '76,690',
      sellingPrice: '76,690',
      stock: '5',
      isPublished: 'on',
      ...DECLARED,
      specs: [{ label: 'Processor', value: 'Core Ultra 5' }],
    }
    const created = await createOwnProduct(vendor, { fields, uploads: [{ fileName: 'front.png', bytes: picture }] })
    expect(created.ok).toBe(true)
    if (!created.ok) return
    expect(await names('quasar feather')).toEqual(['Quasar Slim 13'])

    const edited = await updateOwnProduct(vendor, created.productId, {
      fields: { ...fields, name: 'Pulsar Slim 13', description: 'A lightweight laptop.' },
      uploads: [],
    })
    expect(edited.ok).toBe(true)
    expect(await names('quasar slim')).toEqual(['Pulsar Slim 13']) // the brand is still Quasar
    expect(await names('feather')).toEqual([])
    expect(await names('pulsar lightweight')).toEqual(['Pulsar Slim 13'])

    expect(await deleteOwnProduct(vendor, created.productId)).toMatchObject({ ok: true })
    expect(await names('pulsar')).toEqual([])
  })

  it('sorts a search by popularity as reviews come in, and keeps the index whole through the moves', async () => {
    const byPopularity = async (search: string) => (await listProducts(ctx, { search, sort: 'popularity' })).products.map((p) => p.name)
    const first = await insertProduct(shop.database.db, { name: 'Zephyr Note 13', price: 55_000, reviewCount: 0 })
    const second = await insertProduct(shop.database.db, { name: 'Zephyr Note 14', price: 56_000, reviewCount: 0 })
    expect(await byPopularity('zephyr')).toEqual(['Zephyr Note 13', 'Zephyr Note 14']) // ties in list order
    await setReviewFigures(shop.database.db, second.id, 4.2, 3)
    expect(await byPopularity('zephyr')).toEqual(['Zephyr Note 14', 'Zephyr Note 13'])
    await setReviewFigures(shop.database.db, first.id, 4.8, 7)
    await setReviewFigures(shop.database.db, second.id, 4.0, 2)
    expect(await byPopularity('zephyr note')).toEqual(['Zephyr Note 13', 'Zephyr Note 14'])
    await shop.database.db.updateTable('products').set({ name: 'Mistral Note 14' }).where('id', '=', second.id).execute()
    expect(await byPopularity('zephyr')).toEqual(['Zephyr Note 13'])
    expect(await byPopularity('mistral')).toEqual(['Mistral Note 14'])
    await shop.database.db.deleteFrom('products').where('id', 'in', [first.id, second.id]).execute()
    expect(await byPopularity('zephyr')).toEqual([])
    expect(await byPopularity('mistral')).toEqual([])
    if (dialect === 'sqlite') await sql`insert into products_fts(products_fts) values ('integrity-check')`.execute(shop.database.db)
  })
})
