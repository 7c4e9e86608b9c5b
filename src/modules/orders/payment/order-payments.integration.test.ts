import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { getOrder, placeOrder } from '#src/modules/orders/index.ts'
import { createRazorpay } from '#src/modules/payments/razorpay.ts'
import { insertRefundRecord } from '#src/modules/payments/refunds.repository.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
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
      const paymentId = /\/v1\/payments\/([^/?]+)(?:\?.*)?$/.exec(url)?.[1]
      if (paymentId && !init.method) {
        const payment = payments.get(paymentId)
        return new Response(JSON.stringify(payment ?? { error: { description: 'not found' } }), { status: payment ? 200 : 404 })
      }
      const body = JSON.parse(String(init.body))
      if (url.endsWith('/refund')) {
        const refund = { id: `rfnd_${randomUUID().replace(/-/g, '').slice(0, 14)}`, entity: 'refund', amount: body.amount, currency: 'INR' }
        return new Response(JSON.stringify(refund), { status: 200 })
      }
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

  /** An online order paid through a signed payment.captured webhook: its Razorpay order and payment ids. */
  async function paidByWebhook() {
    const { ctx, orderId } = await onlineOrder()
    const started = await startRazorpayPayment(ctx, orderId)
    if (!started.ok) throw new Error('payment did not start')
    const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`
    const entity = { id: paymentId, entity: 'payment', order_id: started.checkout.gatewayOrderId, amount: started.checkout.amountPaise }
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { ...entity, currency: 'INR', status: 'captured' } } },
    })
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ ok: true, handled: true })
    return { ctx, orderId, entity }
  }

  const refundEvent = (entity: { id: string; order_id: string; amount: number }, refundId: string, amount = entity.amount) =>
    JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: { entity: { id: refundId, entity: 'refund', amount, currency: 'INR', payment_id: entity.id, status: 'processed' } },
        payment: { entity: { ...entity, currency: 'INR', status: 'refunded', amount_refunded: amount, captured: true } },
      },
    })

  it("knows the shop's own refund when Razorpay reports it, and records nothing twice", async () => {
    const { ctx, orderId, entity } = await paidByWebhook()
    const admin = await signedInAdmin(services)
    expect(await moveOrder(admin, orderId, 'refund', { kind: 'admin' })).toMatchObject({ ok: true })
    const [claim] = await database.db.selectFrom('paymentRefunds').select(['reference']).where('orderId', '=', orderId).execute()
    const body = refundEvent(entity, claim?.reference ?? '')
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ ok: true, handled: true })
    expect(await database.db.selectFrom('paymentRefunds').select('claimKey').where('orderId', '=', orderId).execute()).toHaveLength(1)
    expect(await database.db.selectFrom('creditNotes').select('number').where('orderId', '=', orderId).execute()).toHaveLength(1)
    expect((await getOrder(ctx, orderId))?.events.filter((e) => e.note?.startsWith('Refunded'))).toHaveLength(1)
  })

  it('asks Razorpay to deliver again while a refund the shop is sending has no reference yet', async () => {
    const { ctx, orderId, entity } = await paidByWebhook()
    const id = randomUUID()
    await insertRefundRecord(database.db, {
      id,
      claimKey: `order:${orderId}`,
      orderId,
      amountPaise: entity.amount,
      provider: 'razorpay',
      paymentId: entity.id,
      idempotencyKey: id,
      now: new Date().toISOString(),
    })
    const body = refundEvent(entity, 'rfnd_inflight00001')
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toMatchObject({ ok: false, code: 'conflict' })
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('paid')
  })

  it('records a refund made in the Dashboard once when two deliveries race', async () => {
    const { ctx, orderId, entity } = await paidByWebhook()
    const body = refundEvent(entity, 'rfnd_racedtwice001')
    const both = await Promise.all([
      handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET)),
      handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET)),
    ])
    expect(both).toEqual([
      { ok: true, handled: true },
      { ok: true, handled: true },
    ])
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('refunded')
    expect(await database.db.selectFrom('paymentRefunds').select('claimKey').where('orderId', '=', orderId).execute()).toEqual([
      { claimKey: 'gateway:rfnd_racedtwice001' },
    ])
    expect(await database.db.selectFrom('creditNotes').select('number').where('orderId', '=', orderId).execute()).toHaveLength(1)
  })

  it('refunds only the rest in the shop after part of it was refunded at Razorpay (parcels keep what went back)', async () => {
    const { ctx, orderId, entity } = await paidByWebhook()
    const body = refundEvent(entity, 'rfnd_partfirst0001', 10_000)
    expect(await handleRazorpayWebhook(services, body, sign(body, WEBHOOK_SECRET))).toEqual({ ok: true, handled: true })
    expect((await getOrder(ctx, orderId))?.paymentStatus).toBe('paid')
    const admin = await signedInAdmin(services)
    expect(await moveOrder(admin, orderId, 'refund', { kind: 'admin' })).toMatchObject({ ok: true })
    const order = await getOrder(ctx, orderId)
    expect(order?.paymentStatus).toBe('refunded')
    const refunds = await database.db.selectFrom('paymentRefunds').select('amountPaise').where('orderId', '=', orderId).execute()
    expect(refunds.map((r) => r.amountPaise).sort((a, b) => a - b)).toEqual(
      [10_000, (order?.totalPaise ?? 0) - 10_000].sort((a, b) => a - b),
    )
  })
})
