import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { createStoreOffer } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { applyOfferCode } from '#src/modules/offers/index.ts'
import { createRazorpay } from '#src/modules/payments/razorpay.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper, testServices } from '#tests/fixtures/context.ts'
import { fakeRazorpay } from '#tests/fixtures/fake-razorpay.ts'
import { expectBooksToReconcile } from '#tests/fixtures/reconciliation.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { confirmRazorpayPayment, handleRazorpayWebhook, startRazorpayPayment } from './order-payments.service.ts'

const KEY_SECRET = 'razorpay-key-secret'
const WEBHOOK_SECRET = 'razorpay-webhook-secret'
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex')

// A bank offer paid through Razorpay the wrong way (decision 089): the money moved, so it goes back at
// once through the refund path, and the shopper reads what happened to it; the right card then pays.
describe.each(TEST_DIALECTS)('a Razorpay payment its bank offer refuses, on %s', (dialect) => {
  let database: TestDatabase
  let services: AppServices
  let shopper: ServiceContext
  let admin: ServiceContext
  let orderId: string
  let gatewayOrderId: string
  const razorpay = fakeRazorpay()
  const db = () => database.db
  const pay = (id: string, amount: number, card: { network: string; issuer: string }) =>
    razorpay.pay({ id, order_id: gatewayOrderId, amount, fee: 0, tax: 0, created_at: Math.floor(Date.now() / 1000), method: 'card', card })
  const confirm = (paymentId: string) =>
    confirmRazorpayPayment(shopper, orderId, {
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(`${gatewayOrderId}|${paymentId}`, KEY_SECRET),
    })
  const mails = () => db().selectFrom('emailOutbox').select(['textBody']).where('kind', '=', 'payment-refused').execute()

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    services = {
      ...testServices(database),
      testGateway: false,
      razorpay: createRazorpay({ keyId: 'rzp_test_abc', keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET }, razorpay.fetch),
    }
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = await signedInAdmin(services)
    const laptop = (await insertProduct(db(), { name: 'Bank Offer Laptop', sellingPrice: 50_000, stock: 10, vendorId: 'v1' })).id
    const offer = {
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
    expect(await createStoreOffer(admin, offer)).toMatchObject({ ok: true })
    shopper = await signedInShopper(services)
    await addToCart(shopper, laptop, '1')
    expect(await applyOfferCode(shopper, { code: 'HDFC10' })).toMatchObject({ ok: true })
    const placed = await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(placed.paymentProvider).toBe('razorpay')
    orderId = placed.orderId
    const started = await startRazorpayPayment(shopper, orderId)
    if (!started.ok) throw new Error(started.message)
    gatewayOrderId = started.checkout.gatewayOrderId
    expect(started.checkout.amountPaise).toBe(48_500_00)
  })
  afterAll(() => database.destroy())

  it('refunds a payment by another bank’s card at once, says so plainly, and emails it once', async () => {
    pay('pay_ICICI0000000001', 48_500_00, { network: 'MasterCard', issuer: 'ICIC' })
    const refused = await confirm('pay_ICICI0000000001')
    expect(refused).toMatchObject({ ok: false, code: 'offer_refused' })
    if (refused.ok) throw new Error('paid')
    expect(refused.message).toBe(
      'HDFC Bank 10% off is for payments by an HDFC Bank card, and this payment was not, so the order is not paid: please pay again that way, or cancel the order. Your payment of ₹48,500 is being refunded in full, the way you paid: banks usually show a refund within 5-7 working days.',
    )
    // The refund is a record first, then sent to Razorpay for the whole payment, noting the record.
    expect(razorpay.refunds).toMatchObject([{ paymentId: 'pay_ICICI0000000001', amount: 48_500_00 }])
    const record = await db().selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow()
    expect(record).toMatchObject({ claimKey: 'payment:pay_ICICI0000000001', provider: 'razorpay', status: 'succeeded' })
    expect(razorpay.refunds[0]?.notes.refund_record).toBe(record.id)
    const order = await db().selectFrom('orders').select(['paymentStatus', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow()
    expect(order).toEqual({ paymentStatus: 'pending', status: 'pending' })
    const events = await db().selectFrom('orderEvents').select('note').where('orderId', '=', orderId).execute()
    expect(events.map((e) => e.note)).toContainEqual(expect.stringContaining('(Razorpay pay_ICICI0000000001) was refused'))
    expect(await mails()).toHaveLength(1)
    expect((await mails())[0]?.textBody).toContain('Your payment of ₹48,500 is being refunded in full')

    // Razorpay's webhook for the same payment arrives after: nothing is refunded or emailed twice.
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_ICICI0000000001',
            order_id: gatewayOrderId,
            amount: 48_500_00,
            currency: 'INR',
            status: 'captured',
            method: 'card',
            card: { network: 'MasterCard', issuer: 'ICIC' },
          },
        },
      },
    })
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ ok: true, handled: true })
    expect(razorpay.refunds).toHaveLength(1)
    expect(await mails()).toHaveLength(1)
  })

  it('a webhook alone (the shopper closed the page) refunds too', async () => {
    pay('pay_SBI00000000002', 48_500_00, { network: 'RuPay', issuer: 'SBIN' })
    const body = JSON.stringify({
      event: 'order.paid',
      payload: {
        payment: {
          entity: {
            id: 'pay_SBI00000000002',
            order_id: gatewayOrderId,
            amount: 48_500_00,
            currency: 'INR',
            status: 'captured',
            method: 'card',
            card: { network: 'RuPay', issuer: 'SBIN' },
          },
        },
      },
    })
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ ok: true, handled: true })
    expect(razorpay.refunds.map((r) => r.paymentId)).toEqual(['pay_ICICI0000000001', 'pay_SBI00000000002'])
    expect(await mails()).toHaveLength(2)
  })

  it('the HDFC Bank card pays; the refused payments do not count against what the order can give back', async () => {
    pay('pay_HDFC00000000003', 48_500_00, { network: 'Visa', issuer: 'HDFC' })
    expect(await confirm('pay_HDFC00000000003')).toEqual({ ok: true, paid: true })
    // Cancelled before it ships: all of the order's own payment goes back through Razorpay.
    expect(await moveOrder(shopper, orderId, 'cancel', { kind: 'customer' })).toMatchObject({ ok: true })
    expect(razorpay.refunds.at(-1)).toMatchObject({ paymentId: 'pay_HDFC00000000003', amount: 48_500_00 })
    // The refused payments came in and went out of the gateway: the books are as if they never were.
    const { customersPaid, givenBack, held } = await expectBooksToReconcile(services, admin, new Date())
    expect([customersPaid, givenBack, held]).toEqual([48_500_00, 48_500_00, 0])
  })
})
