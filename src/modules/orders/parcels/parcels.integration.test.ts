import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { setOrderStatus } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { sellerOfRecord } from '#src/modules/sellers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { financialYear } from '../invoicing/tax-rules.ts'
import { refundLine } from '../lifecycle/line-refund.service.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { completeTestPayment } from '../payment/order-payments.service.ts'
import { paymentStateOf } from '../payment/payment-state.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { storeSales } from '../sales/sales.service.ts'
import { getOrder } from '../views/orders.service.ts'
import { sellerShippingRecord } from './parcels.service.ts'

// An order is its sellers' parcels (decision 039): per-seller invoices, cancel and refund by parcel,
// and money that reconciles.
describe.each(TEST_DIALECTS)('parcels on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let pune: string // v1, Maharashtra
  let bengaluru: string // v3, Karnataka

  beforeAll(async () => {
    await seedCatalogueOnce(shop.database.db)
    await completeSampleSellers(shop.database.db)
    admin = await signedInAdmin(shop.services)
    pune = (await insertProduct(shop.database.db, { name: 'Pune Monitor', price: 12_345, stock: 100, vendorId: 'v1' })).id
    bengaluru = (await insertProduct(shop.database.db, { name: 'Bengaluru SSD', price: 4_999, stock: 100, vendorId: 'v3' })).id
  })

  async function twoSellerOrder(paymentMethod: 'online' | 'cod', pay = true) {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, pune, '2')
    await addToCart(ctx, bengaluru, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod, idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    if (paymentMethod === 'online' && pay) await completeTestPayment(ctx, placed.orderId, true)
    return { ctx, orderId: placed.orderId }
  }
  const parcelsOf = (orderId: string) =>
    shop.database.db.selectFrom('parcels').selectAll().where('orderId', '=', orderId).orderBy('position').execute()

  it('gives each seller its own consecutive invoice series under concurrent placements', async () => {
    const fy = financialYear(new Date()).replace('-', '').slice(2)
    const v1 = await sellerOfRecord(shop.services, 'v1')
    const v3 = await sellerOfRecord(shop.services, 'v3')
    const orders = await Promise.all([1, 2, 3, 4].map(() => twoSellerOrder('online')))
    const parcels = (await Promise.all(orders.map((o) => parcelsOf(o.orderId)))).flat()
    const numbersOf = (vendorId: string) =>
      parcels
        .filter((p) => p.vendorId === vendorId)
        .map((p) => p.invoiceNumber)
        .sort()
    expect(numbersOf('v1')).toEqual([1, 2, 3, 4].map((n) => `${v1?.invoicePrefix}/${fy}/0000${n}`))
    expect(numbersOf('v3')).toEqual([1, 2, 3, 4].map((n) => `${v3?.invoicePrefix}/${fy}/0000${n}`))
    for (const p of parcels) {
      expect(p.invoiceNumber?.length).toBeLessThanOrEqual(16)
      const issued = JSON.parse(p.sellerJson ?? '{}')
      expect(issued.gstin).toBe(p.vendorId === 'v1' ? v1?.gstin : v3?.gstin)
    }
    // The order itself has no invoice of its own any more: each parcel's is its seller's.
    const order = await shop.database.db
      .selectFrom('orders')
      .select('invoiceNumber')
      .where('id', '=', orders[0]?.orderId ?? '')
      .executeTakeFirst()
    expect(order?.invoiceNumber).toBeNull()
  })

  it('refunds one item of a parcel whole, its GST with it, with a credit note naming that item alone, and only once', async () => {
    const keyboard = (await insertProduct(shop.database.db, { name: 'Pune Keyboard', price: 2_000, stock: 100, vendorId: 'v1' })).id
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, pune, '1')
    await addToCart(ctx, keyboard, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await completeTestPayment(ctx, placed.orderId, true)
    const [parcel] = await parcelsOf(placed.orderId)
    if (!parcel) throw new Error('one parcel expected')

    expect(await refundLine(admin, placed.orderId, parcel.id, 'not-a-line')).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await refundLine(admin, placed.orderId, parcel.id, keyboard)).toMatchObject({ ok: true })
    // ₹2,000 and its 18% GST, ₹360: ₹2,360 back, and the note names the keyboard alone.
    const [after] = await parcelsOf(placed.orderId)
    expect(after?.refundedPaise).toBe(236_000)
    const notes = await shop.database.db.selectFrom('creditNotes').selectAll().where('orderId', '=', placed.orderId).execute()
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ taxablePaise: 200_000, taxPaise: 36_000, totalPaise: 236_000, reason: 'Item refunded: Pune Keyboard' })
    expect(JSON.parse(notes[0]?.linesJson ?? '[]')).toEqual([
      { name: 'Pune Keyboard', hsnCode: '8471', quantity: 1, unitPricePaise: 200_000, taxablePaise: 200_000 },
    ])
    // Asked again, it is refused and nothing changes.
    expect(await refundLine(admin, placed.orderId, parcel.id, keyboard)).toMatchObject({
      ok: false,
      code: 'conflict',
      message: 'Pune Keyboard was already refunded in full.',
    })
    expect((await parcelsOf(placed.orderId))[0]?.refundedPaise).toBe(236_000)
    expect((await getOrder(ctx, placed.orderId))?.events.at(-1)?.note).toBe(
      `Pune Keyboard refunded by the store: refunded ₹2,360 to the original payment method; credit note ${notes[0]?.number}`,
    )
  })

  it('cancels one seller’s parcel with a reason and refunds that part only, while the other ships and is delivered; the money reconciles', async () => {
    const revenueBefore = (await storeSales(shop.services, new Date().toISOString())).revenuePaise
    const { ctx, orderId } = await twoSellerOrder('online')
    // By seller, not by position: two lines added in the same millisecond are ordered by product name.
    const placedParcels = await parcelsOf(orderId)
    const first = placedParcels.find((p) => p.vendorId === 'v1')
    const second = placedParcels.find((p) => p.vendorId === 'v3')
    if (!first || !second) throw new Error('two parcels expected')
    expect(first.totalPaise + second.totalPaise).toBe((await getOrder(ctx, orderId))?.totalPaise)

    const v3 = { kind: 'vendor', vendorId: 'v3' } as const
    expect(await moveOrder(admin, orderId, 'cancel', v3)).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await moveOrder(admin, orderId, 'cancel', v3, { reason: 'Out of stock at our warehouse' })).toMatchObject({ ok: true })
    // Asked again: nothing more happens.
    expect(await moveOrder(admin, orderId, 'cancel', v3, { reason: 'again' })).toMatchObject({ ok: false })

    const v1 = { kind: 'vendor', vendorId: 'v1' } as const
    expect(await moveOrder(admin, orderId, 'process', v1)).toMatchObject({ ok: true })
    expect(await moveOrder(admin, orderId, 'ship', v1, { shipment: { courier: 'Delhivery', trackingNumber: 'DLV123' } })).toMatchObject({
      ok: true,
    })
    expect((await getOrder(ctx, orderId))?.statusWords).toBe('Shipped, partly cancelled')
    expect(await moveOrder(admin, orderId, 'deliver', { kind: 'admin' })).toMatchObject({ ok: true })

    const order = await getOrder(ctx, orderId)
    expect(order).toMatchObject({ status: 'delivered', paymentStatus: 'paid', closed: false })
    // What the shopper and the admin read (issue 41): partly refunded, and revenue without the cancelled parcel.
    expect(order?.refundedPaise).toBe(second.totalPaise)
    expect(paymentStateOf(order as NonNullable<typeof order>).label).toBe('Partly refunded')
    expect((await storeSales(shop.services, new Date().toISOString())).revenuePaise - revenueBefore).toBe(first.totalPaise)
    const p1 = order?.parcels.find((p) => p.vendorId === 'v1')
    const p2 = order?.parcels.find((p) => p.vendorId === 'v3')
    expect(p1).toMatchObject({ status: 'delivered', trackingNumber: 'DLV123', refundedPaise: 0 })
    expect(p2).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Out of stock at our warehouse',
      refundedPaise: second.totalPaise,
      closed: true,
    })
    expect(order?.events.map((e) => e.note).join('\n')).toContain('Out of stock at our warehouse')

    const refunds = await shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).execute()
    expect(refunds.map((r) => [r.claimKey, r.amountPaise])).toEqual([[`parcel:${second.id}`, second.totalPaise]])
    const notes = await shop.database.db.selectFrom('creditNotes').selectAll().where('orderId', '=', orderId).execute()
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ parcelId: second.id, invoiceNumber: second.invoiceNumber, totalPaise: second.totalPaise })
    expect(notes[0]?.number).toMatch(/^[A-Z0-9]{2,5}\/C\d{4}\/\d{4}$/)
    // Refunds equal credit notes; the parcels sum to the order.
    expect(refunds.reduce((s, r) => s + r.amountPaise, 0)).toBe(notes.reduce((s, n) => s + n.totalPaise, 0))
  })

  it('tells the admin which parcels a status moved when the order as a whole does not follow (issue 49, item 22)', async () => {
    const { orderId } = await twoSellerOrder('cod')
    const v1 = { kind: 'vendor', vendorId: 'v1' } as const
    expect(await moveOrder(admin, orderId, 'process', v1)).toMatchObject({ ok: true })
    const shipment = { courier: 'Delhivery', trackingNumber: 'DLV-22', ewayBillNumber: '341012345678' }
    expect(await moveOrder(admin, orderId, 'ship', v1, { shipment })).toMatchObject({ ok: true })
    // Delivered is not a move of the whole order while the other parcel is pending (issue 49, item 14).
    expect((await getOrder(admin, orderId))?.adminChoices).toEqual(['processing'])
    const answer = await setOrderStatus(admin, orderId, 'delivered')
    expect(answer).toMatchObject({ ok: true, message: expect.stringMatching(/: 1 parcel marked Delivered; the order as a whole is \w+/) })
    expect(answer.ok && answer.message).not.toContain('is now')
    // The customer reads which parcel arrived, not that the order "is now processing" (issue 49, item 4).
    const to = (await shop.database.db.selectFrom('orders').select('userEmail').where('id', '=', orderId).executeTakeFirstOrThrow())
      .userEmail
    const mail = await shop.database.db.selectFrom('emailOutbox').select(['kind', 'subject']).where('toAddress', '=', to).execute()
    expect(mail).toContainEqual({ kind: 'parcel-delivered', subject: expect.stringMatching(/^Parcel \d of 2 of order .* delivered$/) })
    // One "is now processing": when the first parcel was processed, none for the delivery.
    expect(mail.filter((m) => /is now processing/.test(m.subject))).toHaveLength(1)
  })

  it('collects on delivery what each parcel is due, and a cancelled cash-on-delivery order is not "Payment pending"', async () => {
    const { ctx, orderId } = await twoSellerOrder('cod')
    const before = await getOrder(ctx, orderId)
    const due = before?.parcels.map((p) => p.dueOnDeliveryPaise) ?? []
    expect(due.reduce((a, b) => a + b, 0)).toBe(before?.totalPaise)
    expect(before?.dueOnDeliveryPaise).toBe(before?.totalPaise)
    for (const move of ['process', 'ship', 'deliver'] as const)
      expect(
        await moveOrder(admin, orderId, move, { kind: 'admin' }, { shipment: { courier: 'DTDC', trackingNumber: 'D1' } }),
      ).toMatchObject({ ok: true })
    const after = await parcelsOf(orderId)
    expect(after.map((p) => p.collectedPaise)).toEqual(due)
    expect(after.every((p) => p.invoiceNumber !== null)).toBe(true)
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('paid')

    const cancelled = await twoSellerOrder('cod')
    expect(await moveOrder(cancelled.ctx, cancelled.orderId, 'cancel', { kind: 'customer' })).toMatchObject({ ok: true })
    const closed = await getOrder(cancelled.ctx, cancelled.orderId)
    expect(closed).toMatchObject({ status: 'cancelled', closed: true, cancellable: false, adminChoices: [] })
    expect(paymentStateOf(closed as NonNullable<typeof closed>).label).toBe('Not charged')
  })

  it('refunds an unshipped paid order whole by cancelling its parcels: it is closed, not "Pending · Refunded"', async () => {
    const { ctx, orderId } = await twoSellerOrder('online')
    expect(await moveOrder(admin, orderId, 'refund', { kind: 'admin' })).toMatchObject({ ok: true })
    const order = await getOrder(ctx, orderId)
    expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', closed: true, cancellable: false, adminChoices: [] })
    const refunds = await shop.database.db.selectFrom('paymentRefunds').select('amountPaise').where('orderId', '=', orderId).execute()
    expect(refunds.reduce((s, r) => s + r.amountPaise, 0)).toBe(order?.totalPaise)
  })

  it('counts a seller’s parcels shipped, and those shipped within two days of placement', async () => {
    const record = await sellerShippingRecord(shop.services, 'v1')
    expect(record.parcelsShipped).toBeGreaterThanOrEqual(2)
    expect(record.shippedOnTime).toBe(record.parcelsShipped)
  })
})
