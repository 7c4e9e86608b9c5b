import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/cart.service.ts'
import { placeOrder } from '#src/modules/orders/placement/place-order.service.ts'
import { requestReturn } from '#src/modules/orders/returns/return-request.service.ts'
import { markProcessing, shipLines } from '#src/modules/vendors/vendor-orders.service.ts'
import {
  createOwnProduct,
  deleteOwnProduct,
  getOwnProductForEdit,
  setOwnProductPublished,
  updateOwnProduct,
} from '#src/modules/vendors/vendor-products.service.ts'
import { moveOwnReturn } from '#src/modules/vendors/vendor-returns.service.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { DECLARED } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper, testServices, vendorWithProduct } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { setOrderStatus } from './admin-order-actions.service.ts'
import { listAudit } from './audit-log.service.ts'

// Sellers' actions are on the record beside the admins' (issue 22.8), and the log names orders by
// their number and products by their name, not by internal ids.

const FIELDS = {
  name: 'Aundh Air 13',
  description: 'A light 13-inch laptop for students.',
  category: 'Laptop',
  brand: 'Aundh',
  mrp: '64,890',
  sellingPrice: '64,890',
  stock: '6',
  isPublished: 'on',
  ...DECLARED,
  specs: [{ label: 'Processor', value: 'Core i5-1334U' }],
}

describe.each(TEST_DIALECTS)('the audit log on %s', (dialect) => {
  let database: TestDatabase
  let services: AppServices
  let admin: ServiceContext

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    services = testServices(database)
    admin = await signedInAdmin(services)
  })
  afterAll(() => database.destroy())

  /** The records of one entity, oldest first, as the admin's page reads them. */
  const recordsOf = async (entityId: string) =>
    (await listAudit(admin, { entity: undefined })).records.filter((record) => record.entityId === entityId).reverse()

  it("records a seller's product work: created, edited, unpublished, published, deleted, named by the product", async () => {
    const seller = await vendorWithProduct(services, 'Aundh Laptops')
    const image = new Uint8Array(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#345' } })
        .png()
        .toBuffer(),
    )
    const created = await createOwnProduct(seller.ctx, { fields: FIELDS, uploads: [{ fileName: 'front.png', bytes: image }] })
    if (!created.ok) throw new Error(created.message)
    const editable = await getOwnProductForEdit(seller.ctx, created.productId)
    const kept = editable?.images.map((i) => `saved:${i.url}`) ?? []
    expect(
      await updateOwnProduct(seller.ctx, created.productId, { fields: { ...FIELDS, stock: '4' }, uploads: [], imageOrder: kept }),
    ).toMatchObject({ ok: true })
    expect(await setOwnProductPublished(seller.ctx, created.productId, false)).toMatchObject({ ok: true })
    expect(await setOwnProductPublished(seller.ctx, created.productId, true)).toMatchObject({ ok: true })
    expect(await deleteOwnProduct(seller.ctx, created.productId)).toMatchObject({ ok: true, message: 'Product deleted.' })

    const records = await recordsOf(created.productId)
    expect(records.map((r) => [r.action, r.actorEmail])).toEqual(
      ['product.created', 'product.edited', 'product.unpublished', 'product.published', 'product.deleted'].map((action) => [
        action,
        seller.ctx.actor?.email,
      ]),
    )
    expect(records[0]?.after).toMatchObject({ name: 'Aundh Air 13', mrp: 64_890, sellingPrice: 64_890, stock: 6, isPublished: true })
    expect(records[1]).toMatchObject({ before: { stock: 6 }, after: { stock: 4 } })
    // Deleted, the product is still named by the record of its deletion, and not offered as a link.
    expect(records.map((r) => [r.entityLabel, r.entityFound])).toEqual(Array(5).fill(['Aundh Air 13', false]))

    // A refused change (another store's product) records nothing.
    const other = await vendorWithProduct(services, 'Baner Laptops')
    expect(await setOwnProductPublished(seller.ctx, other.productId, false)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await recordsOf(other.productId)).toEqual([])
  })

  it("records a seller's processing, shipping and return steps, and names the order by its number", async () => {
    const seller = await vendorWithProduct(services, 'Pashan Computers')
    const buyer = await signedInShopper(services)
    await addToCart(buyer, seller.productId, '1')
    const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(await markProcessing(seller.ctx, placed.orderId)).toMatchObject({ ok: true })
    expect(await shipLines(seller.ctx, placed.orderId, { courier: 'Delhivery', trackingNumber: 'DL-4411' })).toMatchObject({ ok: true })
    expect(await setOrderStatus(admin, placed.orderId, 'delivered')).toMatchObject({ ok: true })
    const requested = await requestReturn(buyer, buyer.actor?.id ?? '', placed.orderId, {
      productId: seller.productId,
      quantity: 1,
      reason: 'defective',
      outcome: 'replacement',
      description: 'The hinge cracked on the second day.',
    })
    if (!requested.ok) throw new Error(requested.message)
    const ret = await database.db
      .selectFrom('orderReturns')
      .select('id')
      .where('rmaNumber', '=', requested.rmaNumber)
      .executeTakeFirstOrThrow()
    expect(await moveOwnReturn(seller.ctx, ret.id, { move: 'approve', pickupInstructions: 'Delhivery collects on Monday' })).toMatchObject({
      ok: true,
    })

    const { number } = await database.db
      .selectFrom('orders')
      .select('orderNumber as number')
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow()
    const records = await recordsOf(placed.orderId)
    expect(records.map((r) => [r.action, r.actorEmail])).toEqual([
      ['order.lines-processing', seller.ctx.actor?.email],
      ['order.lines-shipped', seller.ctx.actor?.email],
      ['order.delivered', admin.actor?.email],
      ['return.requested', buyer.actor?.email],
      ['return.approved', seller.ctx.actor?.email],
    ])
    // Named as people read them (issue 41): the seller by its store, the admin and the customer by name.
    expect(records.map((r) => r.actorName)).toEqual([
      'Pashan Computers (seller)',
      'Pashan Computers (seller)',
      `${admin.actor?.name} (admin)`,
      `${buyer.actor?.name} (customer)`,
      'Pashan Computers (seller)',
    ])
    expect(records[0]).toMatchObject({ before: { status: 'pending', fulfilment: 'pending' }, after: { fulfilment: 'processing' } })
    expect(records[1]?.after).toEqual({ status: 'shipped', fulfilment: 'shipped', courier: 'Delhivery', trackingNumber: 'DL-4411' })
    expect(records.every((r) => r.entityLabel === number && r.entityFound)).toBe(true)
    expect(number).toMatch(/^DD-\d{4}-\d{6}$/)
  })
})
