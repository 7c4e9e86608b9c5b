import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { placeOrder } from '#src/modules/orders/index.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { deleteOwnProduct, listOwnProducts, parseOwnProductsFilter, setOwnProductPublished } from './vendor-products.service.ts'
import { setOwnLowStockThreshold } from './vendors.service.ts'

describe.each(TEST_DIALECTS)('vendor products on %s', (dialect) => {
  const shop = testShopOn(dialect)

  const vendor = (storeName: string) => vendorWithProduct(shop.services, storeName)

  it("lists only the vendor's own products", async () => {
    const a = await vendor('Alpha Store')
    const b = await vendor('Beta Store')
    expect((await listOwnProducts(a.ctx)).map((p) => p.id)).toEqual([a.productId])
    expect((await listOwnProducts(b.ctx)).map((p) => p.id)).toEqual([b.productId])
  })

  it("cannot unpublish or delete another vendor's product by its id", async () => {
    const a = await vendor('Gamma Store')
    const b = await vendor('Delta Store')
    expect(await setOwnProductPublished(a.ctx, b.productId, false)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await deleteOwnProduct(a.ctx, b.productId)).toMatchObject({ ok: false, code: 'not_found' })
    const untouched = await shop.database.db
      .selectFrom('products')
      .select('isPublished')
      .where('id', '=', b.productId)
      .executeTakeFirstOrThrow()
    expect(untouched.isPublished).toBe(1)
  })

  it('publishes and unpublishes its own product', async () => {
    const a = await vendor('Epsilon Store')
    expect(await setOwnProductPublished(a.ctx, a.productId, false)).toMatchObject({ ok: true })
    expect((await listOwnProducts(a.ctx))[0]?.isPublished).toBe(false)
    expect(await setOwnProductPublished(a.ctx, a.productId, true)).toMatchObject({ ok: true })
    expect((await listOwnProducts(a.ctx))[0]?.isPublished).toBe(true)
  })

  it('deletes a product never ordered, and only unpublishes one that was', async () => {
    const a = await vendor('Zeta Store')
    expect(await deleteOwnProduct(a.ctx, a.productId)).toEqual({ ok: true, message: 'Product deleted.' })
    expect(await listOwnProducts(a.ctx)).toEqual([])

    const b = await vendor('Eta Store')
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, b.productId, '1')
    expect(await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })).toMatchObject({ ok: true })
    const outcome = await deleteOwnProduct(b.ctx, b.productId)
    expect(outcome).toMatchObject({ ok: true, message: expect.stringContaining('unpublished rather than deleted') })
    expect(await listOwnProducts(b.ctx)).toEqual([expect.objectContaining({ id: b.productId, isPublished: false, hasOrders: true })])
  })

  it('refuses customers', async () => {
    const customer = await signedInShopper(shop.services)
    await expect(listOwnProducts(customer)).rejects.toMatchObject({ failure: { code: 'vendors_only' } })
  })

  it('filters the vendor’s own products by category, status and stock (their own low-stock level), from URL parameters', async () => {
    const a = await vendor('Filter Store')
    const other = await vendor('Filter Rival')
    const storeId = (
      await shop.database.db.selectFrom('products').select('vendorId').where('id', '=', a.productId).executeTakeFirstOrThrow()
    ).vendorId
    const rivalStore = (
      await shop.database.db.selectFrom('products').select('vendorId').where('id', '=', other.productId).executeTakeFirstOrThrow()
    ).vendorId
    await shop.database.db.updateTable('products').set({ stock: 50 }).where('id', '=', a.productId).execute() // plenty: not low
    const tag = randomUUID().slice(0, 6)
    const add = async (name: string, fields: { category?: string; stock?: number; isPublished?: number }) =>
      (await insertProduct(shop.database.db, { name: `${name} ${tag}`, price: 10_000, vendorId: storeId, ...fields })).id
    const desktop = await add('Filter Desktop', { category: 'Desktop', stock: 4 })
    const hidden = await add('Filter Hidden', { category: 'Laptop', stock: 0, isPublished: 0 })
    const fewLeft = await add('Filter Few', { category: 'Laptop', stock: 12 })
    await insertProduct(shop.database.db, {
      name: `Rival Desktop ${tag}`,
      price: 10_000,
      vendorId: rivalStore,
      category: 'Desktop',
      stock: 1,
    })
    const ids = async (query: string) =>
      (await listOwnProducts(a.ctx, parseOwnProductsFilter(new URLSearchParams(query)))).map((p) => p.id).sort()

    expect(await ids('category=Desktop')).toEqual([desktop])
    expect(await ids('status=unpublished')).toEqual([hidden])
    expect(await ids('stock=out')).toEqual([hidden])
    // 'low' is 1 up to the spec's 10 unless the store set its own level.
    expect(await ids('stock=low')).toEqual([desktop])
    expect(await setOwnLowStockThreshold(a.ctx, '15')).toMatchObject({ ok: true })
    expect(await ids('stock=low')).toEqual([desktop, fewLeft].sort())
    expect(await ids('category=Laptop&status=published&stock=low')).toEqual([fewLeft])
    expect(await ids(`q=${encodeURIComponent(`Filter Few ${tag}`)}&category=Laptop`)).toEqual([fewLeft])
    // Unknown values are ignored, never an error.
    expect(await ids('category=Toasters&status=featured&stock=lots')).toHaveLength(4)
  })
})
