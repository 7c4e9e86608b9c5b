import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { refundParcelPart } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { createStripe, resumeRefunds } from '#src/modules/payments/index.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { type FakeStripe, fakeStripe } from '#tests/fixtures/fake-stripe.ts'
import { expectBooksToReconcile, ledgerRows } from '#tests/fixtures/reconciliation.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { getOrder } from '../views/orders.service.ts'
import { startStripePayment } from './stripe-payments.service.ts'
import { handleStripeWebhook } from './stripe-webhooks.service.ts'

// Stripe's servers are the edge of the world: a fake that speaks its API and signs its webhooks as Stripe
// documents them (tests/fixtures/fake-stripe.ts), delivering to the shop's webhook handler as Stripe's
// servers would POST to it. The shop's clock can be moved, to replay a delivery after its tolerance.

describe.each(TEST_DIALECTS)('Stripe payments on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let stripe: FakeStripe
  let services: AppServices
  let admin: ServiceContext
  let product: string
  let shift = 0

  beforeAll(async () => {
    stripe = fakeStripe({
      deliver: async (body, headers) => {
        const answer = await handleStripeWebhook(services, body, headers['stripe-signature'] ?? '')
        return answer.ok ? 200 : httpStatusOf(answer)
      },
    })
    services = {
      ...shop.services,
      testGateway: false,
      clock: () => new Date(Date.now() + shift),
      stripe: createStripe(
        { secretKey: stripe.secretKey, publishableKey: stripe.publishableKey, webhookSecret: stripe.webhookSecret },
        stripe.fetch,
      ),
    }
    admin = await signedInAdmin(services)
    await insertVendor(shop.database.db)
    product = (await insertProduct(shop.database.db, { name: 'Stripe Camera', price: 48_000, stock: 50 })).id
  })

  async function stripeOrder() {
    const ctx = await signedInShopper(services)
    await addToCart(ctx, product, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    const started = await startStripePayment(ctx, placed.orderId)
    if (!started.ok) throw new Error(started.message)
    const intentId = started.checkout.clientSecret.split('_secret_')[0] ?? ''
    return { ctx, orderId: placed.orderId, intentId, checkout: started.checkout }
  }
  const order = async (ctx: ServiceContext, orderId: string) => {
    const found = await getOrder(ctx, orderId)
    if (!found) throw new Error('order expected')
    return found
  }
  /** Everything a webhook could change about an order, to compare before and after one that must change nothing. */
  const footprint = async (ctx: ServiceContext, orderId: string) => {
    const { paymentStatus, status, events, refundedPaise } = await order(ctx, orderId)
    const refunds = await shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).execute()
    const notes = await shop.database.db.selectFrom('creditNotes').select('id').where('orderId', '=', orderId).execute()
    return { paymentStatus, status, events: events.length, refundedPaise, refunds, notes, ledger: (await ledgerRows(services)).length }
  }

  it('pays a Stripe order only through the signed webhook, refunds part of it through a refund record, and the books reconcile', async () => {
    const { ctx, orderId, intentId, checkout } = await stripeOrder()
    const placed = await order(ctx, orderId)
    expect(placed).toMatchObject({ paymentStatus: 'pending' })
    const intent = stripe.intents.get(intentId)
    expect(intent).toMatchObject({ amount: placed.totalPaise, currency: 'inr', metadata: { order_id: orderId } })
    expect(checkout).toMatchObject({
      publishableKey: stripe.publishableKey,
      amountPaise: placed.totalPaise,
      intentStatus: 'requires_payment_method',
    })
    // Opening the page again reads the same intent: one per order.
    const again = await startStripePayment(ctx, orderId)
    expect(again.ok && again.checkout.clientSecret).toBe(checkout.clientSecret)
    expect([...stripe.intents.values()].filter((i) => i.metadata.order_id === orderId)).toHaveLength(1)

    expect(await stripe.complete(intentId, 'succeed')).toBe(200)
    const paid = await order(ctx, orderId)
    expect(paid).toMatchObject({ paymentStatus: 'paid' })
    expect(paid.events.filter((e) => e.note === 'Payment received (Stripe)')).toHaveLength(1)
    expect(stripe.deliveries.map((d) => [d.type, d.status])).toContainEqual(['payment_intent.succeeded', 200])

    const parcel = await shop.database.db.selectFrom('parcels').select('id').where('orderId', '=', orderId).executeTakeFirstOrThrow()
    expect(await refundParcelPart(admin, orderId, parcel.id, '1500')).toMatchObject({ ok: true })
    await stripe.idle()
    const records = await shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).execute()
    expect(records).toEqual([
      expect.objectContaining({ status: 'succeeded', amountPaise: 150_000, provider: 'stripe', paymentId: intentId }),
    ])
    const [record] = records
    // Stripe holds exactly one refund of that amount, made under the record's key and naming it.
    const mine = stripe.refunds.filter((r) => r.payment_intent === intentId)
    expect(mine).toEqual([
      expect.objectContaining({ amount: 150_000, key: record?.idempotencyKey, metadata: { order_id: orderId, refund_record: record?.id } }),
    ])
    expect(record?.reference).toBe(mine[0]?.id)
    // Its charge.refunded came back to the shop, which knew the refund as its own.
    expect(stripe.deliveries.filter((d) => d.type === 'charge.refunded').map((d) => d.status)).toEqual([200])
    expect(await order(ctx, orderId)).toMatchObject({ paymentStatus: 'paid', refundedPaise: 150_000 })
    await expectBooksToReconcile(services, admin, new Date())
  })

  it('changes nothing for a forged webhook, one signed too long ago, or one delivered again; Stripe’s genuine retry pays', async () => {
    const { ctx, orderId, intentId } = await stripeOrder()
    // Signed with another secret: refused, the order waits. Stripe's retry, signed with the shop's secret, pays it.
    stripe.failNextWebhooks('wrong-signature')
    expect(await stripe.complete(intentId, 'succeed')).toBe(200)
    const forged = stripe.deliveries.at(-1)
    expect(forged?.status).toBe(400)
    expect((await order(ctx, orderId)).paymentStatus).toBe('pending')
    // The same event with its body changed by a byte, under a genuine header: refused.
    const genuine = await stripe.redeliver(forged?.eventId ?? '')
    expect(genuine).toBe(200)
    const delivered = stripe.deliveries.at(-1)
    if (!delivered) throw new Error('delivery expected')
    expect((await order(ctx, orderId)).paymentStatus).toBe('paid')
    const after = await footprint(ctx, orderId)

    expect(await stripe.replay({ ...delivered, body: delivered.body.replace('"livemode":false', '"livemode":true') })).toBe(400)
    // Captured and sent again at once, signature and all: the event was handled, so nothing happens.
    expect(await stripe.replay(delivered)).toBe(200)
    expect(await stripe.redeliver(delivered.eventId)).toBe(200)
    // Sent again ten minutes later: outside the tolerance, refused.
    shift = 10 * 60_000
    try {
      expect(await stripe.replay(delivered)).toBe(400)
    } finally {
      shift = 0
    }
    expect(await footprint(ctx, orderId)).toEqual(after)
  })

  it('refuses an event signed with an old timestamp, and a refund made in the Stripe Dashboard is recorded once however it is delivered', async () => {
    const { ctx, orderId, intentId } = await stripeOrder()
    stripe.failNextWebhooks('old-timestamp')
    await stripe.complete(intentId, 'succeed')
    const stale = stripe.deliveries.at(-1)
    expect(stale?.status).toBe(400)
    expect((await order(ctx, orderId)).paymentStatus).toBe('pending')
    expect(await stripe.redeliver(stale?.eventId ?? '')).toBe(200)
    expect((await order(ctx, orderId)).paymentStatus).toBe('paid')

    stripe.failNextWebhooks('duplicate')
    const refund = await stripe.refundInDashboard(intentId, 200_000)
    expect(stripe.deliveries.slice(-2).map((d) => [d.type, d.status])).toEqual([
      ['charge.refunded', 200],
      ['charge.refunded', 200],
    ])
    const recorded = await footprint(ctx, orderId)
    expect(recorded.refunds).toEqual([
      expect.objectContaining({ claimKey: `gateway:${refund.id}`, amountPaise: 200_000, status: 'succeeded', provider: 'stripe' }),
    ])
    expect(recorded.notes).toHaveLength(1)
    expect((await order(ctx, orderId)).events.map((e) => e.note)).toContainEqual(
      expect.stringContaining(`Part refund of ₹2,000 to the original payment method in the Stripe Dashboard (refund ${refund.id})`),
    )
    const last = stripe.deliveries.at(-1)
    if (!last) throw new Error('delivery expected')
    expect(await stripe.replay(last)).toBe(200)
    expect(await footprint(ctx, orderId)).toEqual(recorded)
    await expectBooksToReconcile(services, admin, new Date())
  })

  it('marks a declined attempt failed and lets the shopper pay again; an intent for another amount or currency pays nothing', async () => {
    const { ctx, orderId, intentId } = await stripeOrder()
    expect(await stripe.complete(intentId, 'fail')).toBe(402)
    expect(stripe.deliveries.at(-1)).toMatchObject({ type: 'payment_intent.payment_failed', status: 200 })
    expect((await order(ctx, orderId)).paymentStatus).toBe('failed')
    const due = (await order(ctx, orderId)).totalPaise
    const intent = stripe.intents.get(intentId)
    for (const wrong of [{ amount: 100, amount_received: 100 }, { currency: 'usd' }, { metadata: { order_id: randomUUID() } }]) {
      const sent = await stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: due, ...wrong })
      expect(sent.status).toBe(200)
    }
    expect((await order(ctx, orderId)).paymentStatus).toBe('failed')
    const audits = await shop.database.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityId', '=', orderId)
      .where('action', '=', 'order.payment-mismatch')
      .execute()
    expect(audits).toHaveLength(3)
    expect(await stripe.complete(intentId, 'succeed')).toBe(200)
    expect((await order(ctx, orderId)).paymentStatus).toBe('paid')
  })

  it('sends a refund whose answer was lost again under the same key: Stripe makes it once', async () => {
    const { orderId, intentId } = await stripeOrder()
    await stripe.complete(intentId, 'succeed')
    const parcel = await shop.database.db.selectFrom('parcels').select('id').where('orderId', '=', orderId).executeTakeFirstOrThrow()
    // Stripe makes the refund, its answer is lost, and so is its charge.refunded: only the job can finish it.
    stripe.failNext('answer-lost')
    stripe.failNextWebhooks('lost')
    expect(await refundParcelPart(admin, orderId, parcel.id, '999')).toMatchObject({ ok: true })
    await stripe.idle()
    const waiting = await shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).execute()
    expect(waiting).toEqual([expect.objectContaining({ status: 'pending', reference: null })])
    shift = 5 * 60_000
    try {
      expect(await resumeRefunds(services)).toEqual({ sent: 1, failed: 0, waiting: 0 })
    } finally {
      shift = 0
    }
    await stripe.idle()
    expect(stripe.refunds.filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([99_900])
    const records = await shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).execute()
    expect(records).toEqual([expect.objectContaining({ status: 'succeeded', amountPaise: 99_900 })])
    await expectBooksToReconcile(services, admin, new Date())
  })
})
