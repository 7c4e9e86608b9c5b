import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { changeCompareList, compareProducts, compareTray } from './compare.service.ts'
import { COMPARE_FULL_MESSAGE } from './compare-rules.ts'

describe.each(TEST_DIALECTS)('compare service on %s', (dialect) => {
  let database: TestDatabase
  let ctx: ServiceContext
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    ctx = testContext(testServices(database))
    await insertVendor(database.db)
    const add = async (name: string, fields: Parameters<typeof insertProduct>[1]) => {
      ids[name] = (await insertProduct(database.db, fields)).id
    }
    await add('alpha', {
      name: 'Alpha Book 14',
      price: 80_000,
      discountPrice: 72_000,
      specs: JSON.stringify({ processor: 'Core i5', ram: '16 GB', weight: '1.4 kg' }),
    })
    await add('beta', { name: 'Beta Book 16', price: 72_000, specs: JSON.stringify({ ram: '16 GB', processor: 'Ryzen 7' }) })
    await add('gamma', {
      name: 'Gamma Blade',
      price: 150_000,
      stock: 3,
      specs: JSON.stringify({ processor: 'Core i9', graphics: 'RTX 4070' }),
    })
    await add('delta', { name: 'Delta Air', price: 60_000 })
    await add('epsilon', { name: 'Epsilon Strix', price: 140_000 })
    await add('hidden', { name: 'Hidden Draft', price: 10_000, isPublished: 0 })
  })
  afterAll(() => database.destroy())

  it('compares products named by slug or id, in the order asked, skipping unknown and unpublished ones', async () => {
    const comparison = await compareProducts(ctx, ['beta-book-16', ids.alpha as string, 'no-such-laptop', 'hidden-draft'])
    expect(comparison.products.map((p) => p.name)).toEqual(['Beta Book 16', 'Alpha Book 14'])
    expect(comparison.skipped).toEqual(['no-such-laptop', 'hidden-draft'])
    const byKey = Object.fromEntries(comparison.rows.map((row) => [row.key, row]))
    expect(comparison.rows.map((row) => row.key)).toEqual(['price', 'seller', 'stock', 'rating', 'processor', 'ram', 'weight'])
    // Both pay ₹84,960: Alpha's discount price, ₹72,000, with 18% GST. Both have 16 GB.
    expect(byKey.price).toMatchObject({ values: ['₹84,960', '₹84,960'], differs: false })
    expect(byKey.ram?.differs).toBe(false)
    expect(byKey.processor).toMatchObject({ values: ['Ryzen 7', 'Core i5'], differs: true })
    expect(byKey.weight).toMatchObject({ values: [null, '1.4 kg'], differs: true })
  })

  it('reads no more than four, and a product named twice (slug and id) once', async () => {
    const comparison = await compareProducts(ctx, ['alpha-book-14', ids.alpha as string, 'beta-book-16', 'gamma-blade', 'delta-air'])
    expect(comparison.products.map((p) => p.name)).toEqual(['Alpha Book 14', 'Beta Book 16', 'Gamma Blade'])
  })

  it('keeps a list of up to four published products and refuses a fifth', async () => {
    let list: string[] = []
    for (const name of ['alpha', 'beta', 'gamma', 'delta']) {
      const changed = await changeCompareList(ctx, list, 'add', ids[name] as string)
      if (!changed.ok) throw new Error(changed.message)
      list = changed.ids
    }
    expect(list).toHaveLength(4)
    const fifth = await changeCompareList(ctx, list, 'add', ids.epsilon as string)
    expect(fifth).toMatchObject({ ok: false, code: 'invalid_input', message: COMPARE_FULL_MESSAGE })
    const removed = await changeCompareList(ctx, list, 'remove', ids.beta as string)
    expect(removed).toMatchObject({ ok: true, ids: [ids.alpha, ids.gamma, ids.delta], message: 'Beta Book 16 removed from compare.' })
    expect(await changeCompareList(ctx, list, 'clear', '')).toMatchObject({ ok: true, ids: [] })
  })

  it('refuses an unpublished or unknown product, and a stale id does not hold a place', async () => {
    expect(await changeCompareList(ctx, [], 'add', ids.hidden as string)).toMatchObject({ ok: false, code: 'not_found' })
    const full = [ids.alpha, ids.beta, ids.gamma, ids.hidden] as string[]
    const added = await changeCompareList(ctx, full, 'add', ids.delta as string)
    expect(added).toMatchObject({ ok: true, ids: [ids.alpha, ids.beta, ids.gamma, ids.delta] })
  })

  it('gives the tray names, slugs and images in one read, without unpublished products', async () => {
    const tray = await compareTray(ctx, [ids.gamma as string, ids.hidden as string, ids.alpha as string])
    expect(tray).toEqual([
      { id: ids.gamma, slug: 'gamma-blade', name: 'Gamma Blade', image: { url: '/images/gamma-blade-1.svg', alt: 'Gamma Blade' } },
      { id: ids.alpha, slug: 'alpha-book-14', name: 'Alpha Book 14', image: { url: '/images/alpha-book-14-1.svg', alt: 'Alpha Book 14' } },
    ])
    expect(await compareTray(ctx, [])).toEqual([])
  })
})
