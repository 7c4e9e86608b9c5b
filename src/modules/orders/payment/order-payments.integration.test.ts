import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { getOrder, placeOrder } from '#src/modules/orders/index.ts'
import { createRazorpay } from '#src/modules/payments/razorpay.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInShopper, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { confirmRazorpayPayment, handleRazorpayWebhook, startRazorpayPayment } from './order-payments.service.ts'

const KEY_SECRET = 'razorpay-key-secret'
const WEBHOOK_SECRET = 'razorpay-webhook-secret'
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex')

describe.each(TEST_DIALECTS)('Razorpay payments on %s', (dialect) => {
  let database: TestDatabase
  let services: AppServices
  let product: string
  let createdOrders = 0
  const payments = new Map<string, { id: string; entity: 'payment'; amount: number; currency: string; order_id: string; status: string }>()
  const payment = (id: string, orderId: string, amount: number, currency = 'INR') =>
    payments.set(id, { id, entity: 'payment', amount, currency, order_id: orderId, status: 'captured' })

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    // Razorpay's servers are the edge of the world: this fake answers POST /v1/orders and
    // GET /v1/payments/:id as Razorpay does, with the payments a test has recorded in `payments`.
    const fakeRazorpay = (async (url: string, init: RequestInit = {}) => {
      const paymentId = /\/v1\/payments\/([^/]+)$/.exec(url)?.[1]
      if (paymentId && !init.method) {
        const payment = payments.get(paymentId)
        return new Response(JSON.stringify(payment ?? { error: { description: 'not found' } }), { status: payment ? 200 : 404 })
      }
      const body = JSON.parse(String(init.body))
      createdOrders += 1
      const answer = {
        id: `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
        entity: 'order',
        amount: body.amount,
        currency: 'INR',
        receipt: body.receipt,
        status: 'created',
      }
      return new Response(JSON.stringify(answer), { status: 200 })
    }) as unknown as typeof fetch
    services = {
      ...testServices(database),
      razorpay: createRazorpay({ keyId: 'rzp_test_abc', keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET }, fakeRazorpay),
    }
    await insertVendor(database.db)
    product = (await insertProduct(database.db, { name: 'Razor Laptop', price: 50_000, stock: 10 })).id
  })
  afterAll(() => database.destroy())

  async function onlineOrder(): Promise<{ ctx: ServiceContext; orderId: string }> {
    const ctx = await signedInShopper(services)
    await addToCart(ctx, product, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    return { ctx, orderId: placed.orderId }
  }

  it('creates the Razorpay order once, for the exact amount, and is paid only with a valid signature', async () => {
    const { ctx, orderId } = await onlineOrder()
    const order = await getOrder(ctx, orderId)
    expect(order).toMatchObject({ paymentStatus: 'pending' })
    const before = createdOrders
    const started = await startRazorpayPayment(ctx, orderId)
    const again = await startRazorpayPayment(ctx, orderId)
    expect(createdOrders).toBe(before + 1)
    if (!started.ok || !again.ok) throw new Error('payment did not start')
    expect(started.checkout).toMatchObject({ keyId: 'rzp_test_abc', amountPaise: order?.totalPaise })
    expect(again.checkout.gatewayOrderId).toBe(started.checkout.gatewayOrderId)

    const gatewayOrderId = started.checkout.gatewayOrderId
    const forged = await confirmRazorpayPayment(ctx, orderId, {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: sign(`${gatewayOrderId}|pay_forged`, 'not-the-secret'),
    })
    expect(forged).toMatchObject({ ok: false, code: 'payment_invalid' })
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('pending')

    payment('pay_29QQoUBi66xm2f', gatewayOrderId, order?.totalPaise ?? 0)
    const paid = await confirmRazorpayPayment(ctx, orderId, {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: 'pay_29QQoUBi66xm2f',
      razorpay_signature: sign(`${gatewayOrderId}|pay_29QQoUBi66xm2f`, KEY_SECRET),
    })
    expect(paid).toEqual({ ok: true, paid: true })
    expect(await getOrder(ctx, orderId)).toMatchObject({ paymentStatus: 'paid' })
  })

  it('marks an order paid from a signed webhook, harmlessly when delivered twice, and refuses a bad signature', async () => {
    const { ctx, orderId } = await onlineOrder()
    const started = await startRazorpayPayment(ctx, orderId)
    if (!started.ok) throw new Error('payment did not start')
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_webhook1',
            entity: 'payment',
            order_id: started.checkout.gatewayOrderId,
            amount: started.checkout.amountPaise,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    })
    expect(await handleRazorpayWebhook(services, body, sign(body, 'wrong'))).toMatchObject({ ok: false, code: 'payment_invalid' })
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('pending')
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ ok: true, handled: true })
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ ok: true, handled: true })
    const order = await getOrder(ctx, orderId)
    expect(order?.paymentStatus).toBe('paid')
    expect(order?.events.filter((e) => e.note === 'Payment received (Razorpay)')).toHaveLength(1)
  })
  it('leaves an order unpaid, and audits it, when a signed webhook or the callback pays a different amount or currency', async () => {
    const { ctx, orderId } = await onlineOrder()
    const started = await startRazorpayPayment(ctx, orderId)
    if (!started.ok) throw new Error('payment did not start')
    const gatewayOrderId = started.checkout.gatewayOrderId
    const webhook = (amount: number, currency: string) =>
      JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: { id: `pay_${amount}${currency}`, entity: 'payment', order_id: gatewayOrderId, amount, currency, status: 'captured' },
          },
        },
      })
    for (const body of [webhook(100, 'INR'), webhook(started.checkout.amountPaise, 'USD')])
      expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ ok: true, handled: true })
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('pending')

    // The browser's callback is signed correctly, but Razorpay's own record says 100 paise were paid.
    payment('pay_short', gatewayOrderId, 100)
    const short = await confirmRazorpayPayment(ctx, orderId, {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: 'pay_short',
      razorpay_signature: sign(`${gatewayOrderId}|pay_short`, KEY_SECRET),
    })
    expect(short).toMatchObject({ ok: false, code: 'payment_invalid' })
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('pending')

    const audited = await database.db
      .selectFrom('auditLog')
      .select(['action', 'afterJson'])
      .where('entityId', '=', orderId)
      .where('action', '=', 'order.payment-mismatch')
      .execute()
    expect(audited.map((a) => JSON.parse(a.afterJson ?? '{}').amountPaise)).toEqual([100, started.checkout.amountPaise, 100])
  })
})
