import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices, ServiceContext } from '#src/context.ts'
import { addToCart } from '#src/modules/cart/cart.service.ts'
import { getOrder, placeOrder } from '#src/modules/orders/orders.service.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInShopper, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { confirmRazorpayPayment, handleRazorpayWebhook, startRazorpayPayment } from './payments.service.ts'
import { createRazorpay } from './razorpay.ts'

const KEY_SECRET = 'razorpay-key-secret'
const WEBHOOK_SECRET = 'razorpay-webhook-secret'
const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex')

describe.each(TEST_DIALECTS)('Razorpay payments on %s', (dialect) => {
  let database: TestDatabase
  let services: AppServices
  let product: string
  let createdOrders = 0

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    // Razorpay's servers are the edge of the world: this fake answers POST /v1/orders as Razorpay does.
    const fakeRazorpay = (async (_url: string, init: RequestInit) => {
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
    expect(forged).toMatchObject({ ok: false, status: 400 })
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('pending')

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
        payment: { entity: { id: 'pay_webhook1', entity: 'payment', order_id: started.checkout.gatewayOrderId, status: 'captured' } },
      },
    })
    expect(await handleRazorpayWebhook(services, body, sign(body, 'wrong'))).toMatchObject({ status: 400 })
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('pending')
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ status: 200, body: { ok: true } })
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ status: 200, body: { ok: true } })
    const order = await getOrder(ctx, orderId)
    expect(order?.paymentStatus).toBe('paid')
    expect(order?.events.filter((e) => e.note === 'Payment received (Razorpay)')).toHaveLength(1)
  })
})
