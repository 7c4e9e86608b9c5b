import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { createStoreOffer } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { applyOfferCode } from '#src/modules/offers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { completeTestPayment } from './order-payments.service.ts'

// Bank offers (issue 43, step 3, decision 083): an offer whose condition is the way of paying, checked
// against what the gateway reports; the test gateway lets the shopper pick a simulated bank.
describe.each(TEST_DIALECTS)('a bank offer on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let laptop: string
  const db = () => shop.database.db
  const bankOffer = {
    name: 'HDFC Bank 10% off',
    kind: 'code',
    code: 'HDFC10',
    discountType: 'percent',
    percent: '10',
    capRupees: '1500',
    appliesTo: 'order',
    startsOn: '2026-01-01',
    paidBy: 'card',
    banks: ['HDFC Bank'],
  }

  beforeAll(async () => {
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = await signedInAdmin(shop.services)
    laptop = (await insertProduct(db(), { name: 'Bank Offer Laptop', sellingPrice: 50_000, stock: 10, vendorId: 'v1' })).id
    expect(await createStoreOffer(admin, bankOffer)).toMatchObject({ ok: true })
  })

  it('is applied with its code only, never automatically', async () => {
    expect(await createStoreOffer(admin, { ...bankOffer, kind: 'automatic', code: '' })).toMatchObject({
      ok: false,
      errors: { paidBy: 'A bank offer is applied with its code: shoppers choose it, and then pay as it asks' },
    })
  })

  it('is paid only the way it asks: cash refused at checkout, another bank’s card refused at payment, its bank’s card paid', async () => {
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, laptop, '1')
    expect(await applyOfferCode(shopper, { code: 'hdfc10' })).toMatchObject({ ok: true, message: 'HDFC10 applied: you save ₹1,500.' })
    expect(await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })).toMatchObject({
      ok: false,
      code: 'offer_refused',
      message: 'HDFC Bank 10% off is for payments by an HDFC Bank card: choose to pay online, or remove the code.',
    })
    const placed = await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(await completeTestPayment(shopper, placed.orderId, true, 'icici-mastercard')).toMatchObject({
      ok: false,
      code: 'offer_refused',
      message:
        'HDFC Bank 10% off is for payments by an HDFC Bank card, and this payment was not, so the order is not paid: please pay again that way, or cancel the order. Nothing was charged.',
    })
    expect(await completeTestPayment(shopper, placed.orderId, true, 'upi')).toMatchObject({ ok: false, code: 'offer_refused' })
    const order = await db()
      .selectFrom('orders')
      .select(['paymentStatus', 'totalPaise'])
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ paymentStatus: 'pending', totalPaise: 48_500_00 })
    expect(await completeTestPayment(shopper, placed.orderId, true, 'hdfc-visa')).toEqual({ ok: true, paid: true })
  })

  it('is refused at checkout where the gateway is Stripe, which never says the card’s bank: no money moves (decision 089)', async () => {
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, laptop, '1')
    expect(await applyOfferCode(shopper, { code: 'HDFC10' })).toMatchObject({ ok: true })
    // Only whether Stripe is set up matters here: the order is refused before it is placed.
    const withStripe = { ...shopper, stripe: {} as NonNullable<ServiceContext['stripe']> }
    expect(await placeOrder(withStripe, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })).toMatchObject({
      ok: false,
      code: 'offer_refused',
      message: 'HDFC Bank 10% off cannot be checked with our card payments at the moment, so it cannot be used: please remove the code.',
    })
  })
})
