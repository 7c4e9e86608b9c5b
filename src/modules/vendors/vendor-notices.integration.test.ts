import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createStoreOffer, storeOverview } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { completeTestPayment, placeOrder } from '#src/modules/orders/index.ts'
import { SHIPPING, signedInAdmin, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { sendLowStockNotices } from './low-stock-notices.ts'
import { setOwnLowStockThreshold } from './vendors.service.ts'

// Knowing in time: each vendor hears of a new order of their products once it can be fulfilled (with
// their lines only), a daily notice lists their low stock, and the admin sees orders left unshipped.

describe.each(TEST_DIALECTS)('notices on %s', (dialect) => {
  const shop = testShopOn(dialect)

  const mailsTo = async (kind: string) =>
    shop.database.db.selectFrom('emailOutbox').select(['toAddress as to', 'subject', 'textBody as text']).where('kind', '=', kind).execute()
  const emailOf = (vendor: { ctx: { actor?: { email: string } | null } }) => vendor.ctx.actor?.email ?? ''

  it('tells each vendor of a cash-on-delivery order at once, and of an online order when it is paid, with only their lines', async () => {
    const a = await vendorWithProduct(shop.services, 'Hadapsar Hardware')
    const b = await vendorWithProduct(shop.services, 'Wakad Workstations')
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, a.productId, '1')
    await addToCart(buyer, b.productId, '2')
    const cod = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!cod.ok) throw new Error(cod.message)
    const mailA = (await mailsTo('vendor-new-order')).find((m) => m.text.includes('Hadapsar Hardware Item'))
    expect(mailA?.to).toBe(emailOf(a))
    expect(mailA?.text).not.toContain('Wakad Workstations Item')
    expect(mailA?.text).toContain('Deliver to: Pune 411004')
    expect(await mailsTo('vendor-new-order')).toHaveLength(2)

    const online = await signedInShopper(shop.services)
    await addToCart(online, a.productId, '1')
    const placed = await placeOrder(online, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(await mailsTo('vendor-new-order')).toHaveLength(2)
    await completeTestPayment(online, placed.orderId, true)
    const after = await mailsTo('vendor-new-order')
    expect(after).toHaveLength(3)
    expect(after.at(-1)?.text).toContain('Payment: paid online.')
  })

  it('names the offers on the vendor’s lines: the store’s, which the store pays it (decision 083)', async () => {
    const admin = await signedInAdmin(shop.services)
    const v = await vendorWithProduct(shop.services, 'Kothrud Keyboards')
    const offer = {
      name: 'Keyboard week',
      kind: 'automatic',
      discountType: 'amount',
      amountRupees: '100',
      appliesTo: 'products',
      targets: [v.productId],
      startsOn: '2020-01-01',
    }
    expect(await createStoreOffer(admin, offer)).toMatchObject({ ok: true })
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, v.productId, '1')
    const cod = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!cod.ok) throw new Error(cod.message)
    const mail = (await mailsTo('vendor-new-order')).find((m) => m.to === emailOf(v))
    expect(mail?.text).toContain('  Keyboard week: ₹100 off for the buyer, paid to you by the store')
  })

  it('sends each vendor with low stock one daily notice, and flags orders unshipped after two days', async () => {
    const low = await vendorWithProduct(shop.services, 'Baner Bits')
    await shop.database.db.updateTable('products').set({ stock: 3 }).where('id', '=', low.productId).execute()
    const told = await sendLowStockNotices(shop.services)
    expect(told).toBeGreaterThanOrEqual(1)
    const notice = (await mailsTo('vendor-low-stock')).find((m) => m.to === emailOf(low))
    expect(notice?.subject).toBe('Low stock at Baner Bits: 1 product')
    expect(notice?.text).toContain(': 3 left')

    // A vendor's own level: 2 leaves the 3-unit product out of their notice; 5 lists it.
    expect(await setOwnLowStockThreshold(low.ctx, '2')).toMatchObject({ ok: true })
    const before = (await mailsTo('vendor-low-stock')).length
    await sendLowStockNotices(shop.services)
    expect((await mailsTo('vendor-low-stock')).filter((m) => m.to === emailOf(low))).toHaveLength(1)
    expect(await setOwnLowStockThreshold(low.ctx, '5')).toMatchObject({
      message: 'The daily low-stock email lists products with 5 or fewer left.',
    })
    await sendLowStockNotices(shop.services)
    expect((await mailsTo('vendor-low-stock')).length).toBeGreaterThan(before)
    expect((await mailsTo('vendor-low-stock')).filter((m) => m.to === emailOf(low))).toHaveLength(2)
    expect(await setOwnLowStockThreshold(low.ctx, 'lots')).toMatchObject({ code: 'invalid_input' })

    const admin = await signedInAdmin(shop.services)
    const now = new Date(Date.now() + 3 * 86_400_000)
    const overview = await storeOverview(admin, now)
    // The cash-on-delivery order above is unshipped; the unpaid online order from before payment is not counted twice.
    expect(overview.unfulfilled.length).toBeGreaterThanOrEqual(2)
    expect(overview.unfulfilled.every((o) => o.status === 'pending' || o.status === 'processing')).toBe(true)
    expect((await storeOverview(admin)).unfulfilled).toEqual([])
  })
})
