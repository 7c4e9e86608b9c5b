import { beforeAll, describe, expect, it } from 'vitest'
import { bulkChangeOwnProducts } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { signedInAdmin, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { bulkChangeProducts, listAllProducts, parseProductListFilter } from './admin-products.service.ts'

// Working in bulk: ticked products change together, each with its own audit record; a vendor's bulk
// change reaches only their own products; the admin list filters and sorts.

describe.each(TEST_DIALECTS)('bulk product changes on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
  })

  const product = (id: string) =>
    shop.database.db.selectFrom('products').select(['stock', 'isPublished', 'isFeatured']).where('id', '=', id).executeTakeFirstOrThrow()
  const audits = (id: string) => shop.database.db.selectFrom('auditLog').select(['action']).where('entityId', '=', id).execute()

  it('publishes, features and restocks the ticked products, auditing each', async () => {
    const a = await vendorWithProduct(shop.services, 'Bulk One')
    const b = await vendorWithProduct(shop.services, 'Bulk Two')
    const ids = [a.productId, b.productId]
    expect(await bulkChangeProducts(admin, { productIds: ids, action: 'unpublish' })).toEqual({
      ok: true,
      message: '2 products unpublished.',
    })
    expect(await bulkChangeProducts(admin, { productIds: ids, action: 'feature' })).toMatchObject({ ok: true })
    expect(await bulkChangeProducts(admin, { productIds: ids, action: 'set-stock', stock: '42' })).toEqual({
      ok: true,
      message: '2 products set to 42 in stock.',
    })
    for (const id of ids) {
      expect(await product(id)).toEqual({ stock: 42, isPublished: 0, isFeatured: 1 })
      expect((await audits(id)).map((entry) => entry.action).sort()).toEqual([
        'product.bulk-feature',
        'product.bulk-set-stock',
        'product.bulk-unpublish',
      ])
    }
    expect(await bulkChangeProducts(admin, { productIds: ids, action: 'set-stock', stock: '-1' })).toMatchObject({
      code: 'invalid_input',
      message: 'Stock must be a whole number from 0 to 1,00,000.',
    })
    expect(await bulkChangeProducts(admin, { productIds: [], action: 'publish' })).toMatchObject({
      message: 'Please tick at least one product.',
    })
  })

  it('lets a vendor change only their own products, and never feature them', async () => {
    const mine = await vendorWithProduct(shop.services, 'Own Store')
    const theirs = await vendorWithProduct(shop.services, 'Their Store')
    const outcome = await bulkChangeOwnProducts(mine.ctx, {
      productIds: [mine.productId, theirs.productId],
      action: 'set-stock',
      stock: '5',
    })
    expect(outcome).toEqual({ ok: true, message: '1 product set to 5 in stock.' })
    expect((await product(theirs.productId)).stock).toBe(10)
    expect(await bulkChangeOwnProducts(mine.ctx, { productIds: [theirs.productId], action: 'publish' })).toMatchObject({
      code: 'not_found',
    })
    expect(await bulkChangeOwnProducts(mine.ctx, { productIds: [mine.productId], action: 'feature' })).toMatchObject({ code: 'forbidden' })
    expect((await audits(mine.productId)).map((entry) => entry.action)).toEqual(['product.bulk-set-stock'])
  })

  it('filters the admin list by store, status and stock, and sorts it', async () => {
    const low = await vendorWithProduct(shop.services, 'Filter Store')
    await shop.database.db.updateTable('products').set({ stock: 3 }).where('id', '=', low.productId).execute()
    const store = await shop.database.db.selectFrom('products').select('vendorId').where('id', '=', low.productId).executeTakeFirstOrThrow()
    const byStore = await listAllProducts(admin, parseProductListFilter(new URLSearchParams({ vendor: store.vendorId, stock: 'low' })))
    expect(byStore.products.map((p) => p.id)).toEqual([low.productId])
    const lowFirst = await listAllProducts(admin, parseProductListFilter(new URLSearchParams({ sort: 'stock-asc' })))
    const stocks = lowFirst.products.map((p) => p.stock)
    expect(stocks).toEqual([...stocks].sort((x, y) => x - y))
    expect(parseProductListFilter(new URLSearchParams({ sort: 'drop table', status: 'x' }))).toMatchObject({
      sort: undefined,
      status: undefined,
    })
  })
})
