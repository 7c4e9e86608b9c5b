import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import type { DirectoryUploads } from '#src/modules/catalog/index.ts'
import { completeTestPayment } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { refundLine } from '../lifecycle/line-refund.service.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { paymentStateOf } from '../payment/payment-state.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { storeSales } from '../sales/sales.service.ts'
import { getOrder } from '../views/orders.service.ts'
import { moveReturn } from './return-lifecycle.service.ts'
import { requestReturn } from './return-request.service.ts'
import { CANCELLED, NOT_DELIVERED, REFUNDED } from './returnable.service.ts'
import { returnsOfOrder } from './returns.service.ts'

// Returns on both databases: a refund reaches the provider once however often it is asked, stock comes
// back only for an item marked resaleable, store credit is issued once, and units are never over-returned.

describe.each(TEST_DIALECTS)('returns on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let product: string
  let vendorId: string

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
    vendorId = 'v1'
    await insertVendor(shop.database.db, vendorId)
    product = (await insertProduct(shop.database.db, { name: 'Return Laptop', price: 50_000, stock: 500, vendorId })).id
  })

  const stockOf = async () =>
    (await shop.database.db.selectFrom('products').select('stock').where('id', '=', product).executeTakeFirstOrThrow()).stock
  const returnOf = (rma: string) =>
    shop.database.db.selectFrom('orderReturns').selectAll().where('rmaNumber', '=', rma).executeTakeFirstOrThrow()

  async function deliveredOrder(method: 'online' | 'cod', quantity = 2, productId = product) {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, productId, String(quantity))
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: method, idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    if (method === 'online') expect(await completeTestPayment(ctx, placed.orderId, true)).toEqual({ ok: true, paid: true })
    for (const move of ['process', 'ship', 'deliver'] as const)
      expect(
        await moveOrder(
          admin,
          placed.orderId,
          move,
          { kind: 'admin' },
          { shipment: { courier: 'Blue Dart', trackingNumber: 'BD123', ewayBillNumber: '341012345678' } },
        ),
      ).toMatchObject({ ok: true })
    return { ctx, orderId: placed.orderId, userId: ctx.actor?.id ?? '' }
  }

  const defective = {
    productId: '',
    quantity: 1,
    reason: 'defective',
    outcome: 'replacement',
    description: 'The screen flickers and goes dark.',
  }

  it('takes back only what arrived: never a cancelled, refunded, undelivered or already returned unit, on the page or by request', async () => {
    await insertVendor(shop.database.db, 'v2')
    const other = (await insertProduct(shop.database.db, { name: 'Return Monitor', price: 20_000, stock: 50, vendorId: 'v2' })).id
    const ctx = await signedInShopper(shop.services)
    const userId = ctx.actor?.id ?? ''
    await addToCart(ctx, product, '2')
    await addToCart(ctx, other, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await completeTestPayment(ctx, placed.orderId, true)
    const ask = (productId: string, quantity = 1) =>
      requestReturn(shop.services, userId, placed.orderId, { ...defective, productId, quantity })
    const pageLines = async () => {
      const order = await shop.database.db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('id', '=', placed.orderId)
        .executeTakeFirstOrThrow()
      const items = await shop.database.db
        .selectFrom('orderItems')
        .select(['productId', 'name', 'quantity'])
        .where('orderId', '=', placed.orderId)
        .execute()
      return returnsOfOrder(shop.database.db, order, items)
    }

    // Shipped, not delivered: nothing can go back yet.
    const v1 = { kind: 'vendor', vendorId } as const
    expect(await moveOrder(admin, placed.orderId, 'cancel', { kind: 'vendor', vendorId: 'v2' }, { reason: 'Out of stock' })).toMatchObject({
      ok: true,
    })
    expect(await moveOrder(admin, placed.orderId, 'process', v1)).toMatchObject({ ok: true })
    const shipment = { shipment: { courier: 'Blue Dart', trackingNumber: 'BD9', ewayBillNumber: '341012345678' } }
    expect(await moveOrder(admin, placed.orderId, 'ship', v1, shipment)).toMatchObject({ ok: true })
    expect(await ask(product)).toMatchObject({ ok: false, code: 'conflict', message: NOT_DELIVERED })
    expect((await pageLines()).canReturn).toBe(false)

    // Delivered: the laptops can go back, the cancelled (and refunded) monitor cannot.
    expect(await moveOrder(admin, placed.orderId, 'deliver', { kind: 'admin' })).toMatchObject({ ok: true })
    const page = await pageLines()
    expect(page.canReturn).toBe(true)
    expect(Object.fromEntries(page.lines.map((l) => [l.name, l.left]))).toEqual({ 'Return Laptop': 2, 'Return Monitor': 0 })
    expect(await ask(other)).toMatchObject({ ok: false, code: 'conflict', message: CANCELLED })

    // Both laptops returned: a third is refused, and the page offers none.
    expect(await ask(product, 2)).toMatchObject({ ok: true })
    expect(await ask(product)).toMatchObject({ ok: false, message: 'All units of this item already have a return request.' })
    expect((await pageLines()).canReturn).toBe(false)
    expect(await shop.database.db.selectFrom('orderReturns').select('productId').where('orderId', '=', placed.orderId).execute()).toEqual([
      { productId: product },
    ])
  })

  it('takes back nothing of a line the store refunded whole', async () => {
    const { orderId, userId } = await deliveredOrder('online', 1)
    const [parcel] = await shop.database.db.selectFrom('parcels').select('id').where('orderId', '=', orderId).execute()
    expect(await refundLine(admin, orderId, parcel?.id ?? '', product)).toMatchObject({ ok: true })
    expect(await requestReturn(shop.services, userId, orderId, { ...defective, productId: product })).toMatchObject({
      ok: false,
      message: REFUNDED,
    })
    expect(await shop.database.db.selectFrom('orderReturns').select('id').where('orderId', '=', orderId).execute()).toEqual([])
  })

  it('a defective laptop: RMA number, vendor approves, receives unsaleable, refund raced twice reaches the provider once', async () => {
    const revenueBefore = (await storeSales(shop.services, new Date().toISOString())).revenuePaise
    const { ctx, orderId, userId } = await deliveredOrder('online')
    const requested = await requestReturn(shop.services, userId, orderId, { ...defective, productId: product })
    if (!requested.ok) throw new Error(requested.message)
    expect(requested.rmaNumber).toMatch(/^RMA-\d{4}-\d{6}$/)
    const ret = await returnOf(requested.rmaNumber)
    expect(ret).toMatchObject({ status: 'requested', amountPaise: 5_900_000, vendorId })

    expect(
      await moveReturn(
        shop.services,
        ret.id,
        { kind: 'vendor', vendorId: randomUUID() },
        { move: 'approve', pickupInstructions: 'Pickup Monday' },
      ),
    ).toMatchObject({
      code: 'not_found',
    })
    expect(await moveReturn(shop.services, ret.id, { kind: 'vendor', vendorId }, { move: 'approve' })).toMatchObject({
      code: 'invalid_input',
    })
    expect(
      await moveReturn(
        shop.services,
        ret.id,
        { kind: 'vendor', vendorId },
        { move: 'approve', pickupInstructions: 'Blue Dart picks it up on Monday' },
      ),
    ).toMatchObject({
      ok: true,
    })
    const before = await stockOf()
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'receive', resaleable: 'no' })).toMatchObject({ ok: true })
    expect(await stockOf()).toBe(before)

    const raced = await Promise.all([
      moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'refund' }),
      moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'refund' }),
    ])
    expect(raced.filter((r) => r.ok)).toHaveLength(1)
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'refund' })).toMatchObject({ code: 'illegal_transition' })
    const refunds = await shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).execute()
    expect(refunds).toEqual([expect.objectContaining({ claimKey: `return:${ret.id}`, amountPaise: 5_900_000, status: 'succeeded' })])
    expect(await returnOf(requested.rmaNumber)).toMatchObject({ status: 'refunded', resaleable: 0 })
    // The order follows it (issue 41): one of its two laptops refunded, by the return's amount; the store's
    // revenue without it.
    const order = await getOrder(ctx, orderId)
    expect(order?.refundedPaise).toBe(5_900_000)
    expect(order?.totalPaise).toBeGreaterThan(5_900_000)
    expect(paymentStateOf(order as NonNullable<typeof order>).label).toBe('Partly refunded')
    expect((await storeSales(shop.services, new Date().toISOString())).revenuePaise - revenueBefore).toBe(
      (order?.totalPaise ?? 0) - 5_900_000,
    )
    const notes2 = await shop.database.db.selectFrom('creditNotes').selectAll().where('orderId', '=', orderId).execute()
    // The credit note answers the seller's parcel invoice, in the seller's series (decision 039).
    const invoice = await shop.database.db
      .selectFrom('parcels')
      .select('invoiceNumber')
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(notes2).toEqual([
      expect.objectContaining({
        returnId: ret.id,
        invoiceNumber: invoice.invoiceNumber,
        taxablePaise: 5_000_000,
        taxPaise: 900_000,
        totalPaise: 5_900_000,
      }),
    ])
    expect(notes2[0]?.number).toMatch(/^DD\/C\d{4}\/\d{4}$/)
    const notes = (await shop.database.db.selectFrom('orderEvents').select('note').where('orderId', '=', orderId).execute()).map(
      (e) => e.note,
    )
    expect(notes).toContain(
      `Return ${requested.rmaNumber}: ₹59,000 refunded to the original payment method; credit note ${notes2[0]?.number}`,
    )
    expect(await moveOrder(admin, orderId, 'refund', { kind: 'admin' })).toMatchObject({
      code: 'conflict',
      message: 'Part of this order was already refunded through a return. Refund the other items through returns.',
    })
    const audits = await shop.database.db.selectFrom('auditLog').select('action').where('entityId', '=', orderId).execute()
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['return.received', 'return.refunded']))
    const mails = await shop.database.db.selectFrom('emailOutbox').select('subject').where('kind', '=', 'return-updated').execute()
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([`Return ${requested.rmaNumber}: Refunded`]))
  })

  it('stock comes back only when the item received is resaleable; a change of mind ends in store credit once', async () => {
    const { orderId, userId } = await deliveredOrder('cod')
    const requested = await requestReturn(shop.services, userId, orderId, {
      ...defective,
      productId: product,
      quantity: 2,
      reason: 'change_of_mind',
      outcome: 'store_credit',
    })
    if (!requested.ok) throw new Error(requested.message)
    const ret = await returnOf(requested.rmaNumber)
    await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'approve', pickupInstructions: 'Pickup on Tuesday' })
    const before = await stockOf()
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'receive', resaleable: 'yes' })).toMatchObject({ ok: true })
    expect(await stockOf()).toBe(before + 2)
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'refund' })).toMatchObject({ code: 'conflict' })
    // The customer chose store credit: a replacement instead is refused with the reason, and nothing moves.
    expect(await moveReturn(admin, ret.id, { kind: 'vendor', vendorId }, { move: 'replace' })).toMatchObject({
      ok: false,
      code: 'conflict',
      message:
        'The customer chose store credit for this change of mind, and our policy does not send goods instead. Issue the store credit.',
    })
    expect(await returnOf(requested.rmaNumber)).toMatchObject({ status: 'received' })
    expect(await stockOf()).toBe(before + 2)
    const credited = await Promise.all([
      moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'credit' }),
      moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'credit' }),
    ])
    expect(credited.filter((r) => r.ok)).toHaveLength(1)
    const entries = await shop.database.db.selectFrom('storeCreditEntries').selectAll().where('userId', '=', userId).execute()
    expect(entries).toEqual([expect.objectContaining({ amountPaise: 11_800_000, returnId: ret.id })])
  })

  it('a paid, invoiced order cancelled gets one whole-order credit note; an uninvoiced one none', async () => {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, product, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await completeTestPayment(ctx, placed.orderId, true)
    expect(await moveOrder(admin, placed.orderId, 'cancel', { kind: 'admin' })).toMatchObject({ ok: true })
    const notes = await shop.database.db.selectFrom('creditNotes').selectAll().where('orderId', '=', placed.orderId).execute()
    expect(notes).toEqual([expect.objectContaining({ returnId: null, reason: 'Order cancelled', totalPaise: 5_900_000 })])
    const cod = await signedInShopper(shop.services)
    await addToCart(cod, product, '1')
    const unpaid = await placeOrder(cod, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!unpaid.ok) throw new Error(unpaid.message)
    expect(await moveOrder(admin, unpaid.orderId, 'cancel', { kind: 'admin' })).toMatchObject({ ok: true })
    expect(await shop.database.db.selectFrom('creditNotes').selectAll().where('orderId', '=', unpaid.orderId).execute()).toEqual([])
  })

  it('never returns more units than were bought, even when two requests race', async () => {
    const { orderId, userId } = await deliveredOrder('cod', 1)
    const raced = await Promise.all([
      requestReturn(shop.services, userId, orderId, { ...defective, productId: product }),
      requestReturn(shop.services, userId, orderId, { ...defective, productId: product }),
    ])
    expect(raced.filter((r) => r.ok)).toHaveLength(1)
    expect(raced.find((r) => !r.ok)).toMatchObject({ message: 'All units of this item already have a return request.' })
  })

  it('refuses a return before delivery, by someone else, and after the window', async () => {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, product, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(await requestReturn(shop.services, ctx.actor?.id ?? '', placed.orderId, { ...defective, productId: product })).toMatchObject({
      message: 'Items can be returned once the order has been delivered.',
    })
    const { orderId, userId } = await deliveredOrder('cod', 1)
    expect(await requestReturn(shop.services, 'someone-else', orderId, { ...defective, productId: product })).toMatchObject({
      code: 'not_found',
    })
    const late = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000)
    expect(await requestReturn(shop.services, userId, orderId, { ...defective, productId: product }, late)).toMatchObject({
      code: 'conflict',
    })
  })

  /** The return's emails to the customer, sorted: rows come back in no set order (PostgreSQL moves updated rows). */
  const mailsAbout = async (rma: string) =>
    (await shop.database.db.selectFrom('emailOutbox').select('subject').where('kind', '=', 'return-updated').execute())
      .map((m) => m.subject)
      .filter((subject) => subject.startsWith(`Return ${rma}:`))
      .sort()

  it("records the customer's own request in the audit log, as the customer", async () => {
    const { ctx, orderId, userId } = await deliveredOrder('cod', 1)
    const requested = await requestReturn(ctx, userId, orderId, { ...defective, productId: product })
    if (!requested.ok) throw new Error(requested.message)
    const audits = await shop.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', orderId)
      .where('action', 'like', 'return.%')
      .execute()
    expect(audits).toEqual([expect.objectContaining({ action: 'return.requested', actorId: userId, entity: 'order' })])
    expect(JSON.parse(audits[0]?.afterJson ?? '{}')).toMatchObject({ rmaNumber: requested.rmaNumber, quantity: 1, reason: 'defective' })
  })

  it('a rejected return: the reason on the timeline, audited, and the customer emailed once for each step', async () => {
    const { ctx, orderId, userId } = await deliveredOrder('cod', 1)
    const requested = await requestReturn(ctx, userId, orderId, { ...defective, productId: product })
    if (!requested.ok) throw new Error(requested.message)
    const ret = await returnOf(requested.rmaNumber)
    const step = { move: 'reject', rejectionReason: 'The seal shows the case was opened by a third party.' }
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, step)).toMatchObject({ ok: true })
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, step)).toMatchObject({ code: 'illegal_transition' })
    expect(await returnOf(requested.rmaNumber)).toMatchObject({ status: 'rejected', rejectionReason: step.rejectionReason })
    expect(await mailsAbout(requested.rmaNumber)).toEqual(
      [`Return ${requested.rmaNumber}: Request received`, `Return ${requested.rmaNumber}: Not approved`].sort(),
    )
    const audits = await shop.database.db.selectFrom('auditLog').select('action').where('entityId', '=', orderId).execute()
    expect(
      audits
        .map((a) => a.action)
        .filter((a) => a.startsWith('return.'))
        .sort(),
    ).toEqual(['return.rejected', 'return.requested'])
  })

  it('a replacement takes a unit from stock with the step, and is refused while none is in stock', async () => {
    const scarce = (await insertProduct(shop.database.db, { name: 'Scarce Laptop', price: 40_000, stock: 2, vendorId })).id
    const scarceStock = async () =>
      (await shop.database.db.selectFrom('products').select('stock').where('id', '=', scarce).executeTakeFirstOrThrow()).stock
    const { ctx, orderId, userId } = await deliveredOrder('cod', 2, scarce)
    expect(await scarceStock()).toBe(0)
    const requested = await requestReturn(ctx, userId, orderId, { ...defective, productId: scarce, quantity: 2 })
    if (!requested.ok) throw new Error(requested.message)
    const ret = await returnOf(requested.rmaNumber)
    await moveReturn(admin, ret.id, { kind: 'vendor', vendorId }, { move: 'approve', pickupInstructions: 'Pickup on Friday' })
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'receive', resaleable: 'no' })).toMatchObject({ ok: true })

    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'replace' })).toMatchObject({
      code: 'sold_out',
      message: 'Scarce Laptop has no units in stock for a replacement. Add stock first, or refund the customer instead.',
    })
    expect(await returnOf(requested.rmaNumber)).toMatchObject({ status: 'received' })
    // One unit is not enough for two returned: all or nothing, the step still refused.
    await shop.database.db.updateTable('products').set({ stock: 1 }).where('id', '=', scarce).execute()
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'replace' })).toMatchObject({ code: 'sold_out' })
    expect(await scarceStock()).toBe(1)

    await shop.database.db.updateTable('products').set({ stock: 5 }).where('id', '=', scarce).execute()
    const raced = await Promise.all([
      moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'replace' }),
      moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'replace' }),
    ])
    expect(raced.filter((r) => r.ok)).toHaveLength(1)
    expect(await scarceStock()).toBe(3)
    expect(await returnOf(requested.rmaNumber)).toMatchObject({ status: 'replaced' })
    const notes = (await shop.database.db.selectFrom('orderEvents').select('note').where('orderId', '=', orderId).execute()).map(
      (e) => e.note,
    )
    expect(notes).toContain(`Return ${requested.rmaNumber}: replacement sent`)
    expect(await mailsAbout(requested.rmaNumber)).toEqual(
      [
        `Return ${requested.rmaNumber}: Request received`,
        `Return ${requested.rmaNumber}: Approved`,
        `Return ${requested.rmaNumber}: Item received`,
        `Return ${requested.rmaNumber}: Replacement on its way`,
      ].sort(),
    )
  })

  it('a cash-on-delivery refund is recorded as a manual refund, once, and says it is paid by bank transfer', async () => {
    const { ctx, orderId, userId } = await deliveredOrder('cod', 1)
    const requested = await requestReturn(ctx, userId, orderId, { ...defective, productId: product })
    if (!requested.ok) throw new Error(requested.message)
    const ret = await returnOf(requested.rmaNumber)
    await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'approve', pickupInstructions: 'Pickup on Monday' })
    await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'receive', resaleable: 'no' })
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'refund' })).toMatchObject({ ok: true })
    const refunds = await shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).execute()
    expect(refunds).toEqual([expect.objectContaining({ claimKey: `return:${ret.id}`, amountPaise: 5_900_000, status: 'succeeded' })])
    expect(refunds[0]?.reference).toMatch(/^manual_refund_/)
    // The return names the refund record written with it (decision 070); the record has the reference.
    expect(await returnOf(requested.rmaNumber)).toMatchObject({ status: 'refunded', refundReference: refunds[0]?.id })
    const notes = (await shop.database.db.selectFrom('orderEvents').select('note').where('orderId', '=', orderId).execute()).map(
      (e) => e.note,
    )
    expect(notes.some((n) => n?.startsWith(`Return ${requested.rmaNumber}: ₹59,000 refunded by bank transfer`))).toBe(true)
    expect((await mailsAbout(requested.rmaNumber)).filter((m) => m.endsWith(': Refunded'))).toHaveLength(1)
  })

  it('keeps checked photos with a request; an SVG named .jpg or a fourth photo is refused and nothing is kept', async () => {
    const { orderId, userId } = await deliveredOrder('cod', 1)
    const png = new Uint8Array(
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#446' } })
        .png()
        .toBuffer(),
    )
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const request = { ...defective, productId: product }
    const photos = (files: Array<{ fileName: string; bytes: Uint8Array }>) => ({ store: shop.services.uploads, files })
    const directory = (shop.services.uploads as DirectoryUploads).directory
    const stored = async () => (existsSync(directory) ? readdirSync(directory).length : 0)

    const before = await stored()
    expect(
      await requestReturn(
        shop.services,
        userId,
        orderId,
        request,
        new Date(),
        photos([
          { fileName: 'fault.png', bytes: png },
          { fileName: 'box.jpg', bytes: svg },
        ]),
      ),
    ).toMatchObject({ code: 'invalid_input', errors: { photos: 'box.jpg is not a JPEG, PNG or WebP image.' } })
    const four = Array.from({ length: 4 }, (_, i) => ({ fileName: `p${i}.png`, bytes: png }))
    expect(await requestReturn(shop.services, userId, orderId, request, new Date(), photos(four))).toMatchObject({
      errors: { photos: 'Please add at most 3 photos.' },
    })
    expect(await stored()).toBe(before)

    const requested = await requestReturn(shop.services, userId, orderId, request, new Date(), photos(four.slice(0, 2)))
    if (!requested.ok) throw new Error(requested.message)
    const [ret] = (
      await returnsOfOrder(shop.database.db, { id: orderId, status: 'delivered' }, [
        { productId: product, name: 'Return Laptop', quantity: 1 },
      ])
    ).returns
    expect(ret?.photos).toHaveLength(2)
    expect(ret?.photos[0]).toMatch(/^\/uploads\/[0-9a-f-]{36}-800\.webp$/)
  })
})
