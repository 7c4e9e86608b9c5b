import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { refundOrder, setOrderStatus } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { ACCOUNTS, trialBalance } from '#src/modules/ledger/index.ts'
import { completeTestPayment } from '#src/modules/orders/index.ts'
import { createRazorpay, resumeRefunds, sendRefundAgain } from '#src/modules/payments/index.ts'
import { markProcessing, shipLines } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { fakeRazorpay } from '#tests/fixtures/fake-razorpay.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { IDEMPOTENCY_MISMATCH, placeOrder } from '../placement/place-order.service.ts'
import { cancelMyOrder, getOrder } from '../views/orders.service.ts'

// Each effect of a lifecycle move happens exactly once per move: however often a cancel or refund is
// retried or raced, one refund reaches the provider, the stock comes back once, one email is sent.

describe.each(TEST_DIALECTS)('order lifecycle effects on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let product: string

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
    await insertVendor(shop.database.db)
    product = (await insertProduct(shop.database.db, { name: 'Race Laptop', price: 50_000, stock: 500 })).id
  })

  const stockOf = async (id: string) =>
    (await shop.database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock
  const refundsOf = (orderId: string) => shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).execute()
  const mailsOf = async (email: string, kind: string) =>
    (await shop.database.db.selectFrom('emailOutbox').select('kind').where('toAddress', '=', email).where('kind', '=', kind).execute())
      .length
  const eventsOf = async (ctx: ServiceContext, orderId: string, status: string) =>
    (await getOrder(ctx, orderId))?.events.filter((e) => e.status === status).length

  async function paidOrder(quantity = 2) {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, product, String(quantity))
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(await completeTestPayment(ctx, placed.orderId, true)).toEqual({ ok: true, paid: true })
    return { ctx, orderId: placed.orderId, email: ctx.actor?.email ?? '' }
  }

  it('a retried cancel refunds once, restocks once, emails once', async () => {
    const { ctx, orderId, email } = await paidOrder()
    const before = await stockOf(product)
    expect(await cancelMyOrder(ctx, orderId)).toEqual({ ok: true })
    expect(await cancelMyOrder(ctx, orderId)).toMatchObject({ ok: false, code: 'not_cancellable' })
    expect(await setOrderStatus(admin, orderId, 'cancelled')).toMatchObject({ ok: false, code: 'illegal_transition' })
    expect(await stockOf(product)).toBe(before + 2)
    expect(await refundsOf(orderId)).toEqual([expect.objectContaining({ status: 'succeeded', claimKey: `order:${orderId}` })])
    expect(await mailsOf(email, 'order-cancelled')).toBe(1)
    expect(await eventsOf(ctx, orderId, 'cancelled')).toBe(1)
    expect(await getOrder(ctx, orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
  })

  it('raced cancels and refunds from the customer and two admins: one wins, one refund, one restock', async () => {
    const { ctx, orderId, email } = await paidOrder(3)
    const before = await stockOf(product)
    const outcomes = await Promise.all([
      cancelMyOrder(ctx, orderId),
      setOrderStatus(admin, orderId, 'cancelled'),
      cancelMyOrder(ctx, orderId),
      refundOrder(admin, orderId),
      setOrderStatus(admin, orderId, 'cancelled'),
    ])
    const winners = outcomes.filter((o) => o.ok)
    expect(winners.length).toBeGreaterThanOrEqual(1)
    const after = await getOrder(ctx, orderId)
    expect(after?.paymentStatus).toBe('refunded')
    // A refund may win the race and a cancel follow it: still one refund, and the units back once.
    expect(await refundsOf(orderId)).toHaveLength(1)
    expect(await stockOf(product)).toBe(after?.status === 'cancelled' ? before + 3 : before)
    expect((await mailsOf(email, 'order-cancelled')) + (await mailsOf(email, 'order-refunded'))).toBe(winners.length)
    expect(await eventsOf(ctx, orderId, 'cancelled')).toBe(after?.status === 'cancelled' ? 1 : 0)
  })

  it('a refund is written with its move and sent after it: unanswered, the job sends it again once; refused, an admin sends it again', async () => {
    // As if Razorpay had taken it: Razorpay's servers are the edge of the world, faked as Razorpay documents them.
    const gateway = fakeRazorpay()
    const razorpay = createRazorpay({ keyId: 'rzp_test_lifecycle', keySecret: 'secret', webhookSecret: 'hook' }, gateway.fetch)
    const razorpayAdmin = { ...admin, razorpay }
    const paidAtRazorpay = async () => {
      const { ctx, orderId } = await paidOrder()
      const paymentId = `pay_${orderId.slice(0, 14).replaceAll('-', '')}`
      await shop.database.db
        .updateTable('orders')
        .set({ paymentProvider: 'razorpay', paymentReference: paymentId })
        .where('id', '=', orderId)
        .execute()
      gateway.capture(paymentId, (await getOrder(ctx, orderId))?.totalPaise ?? 0)
      return { ctx, orderId, paymentId }
    }

    // Razorpay made the refund but its answer was lost: the order is refunded in the books, the record waits.
    const lost = await paidAtRazorpay()
    gateway.failNext('answer-lost')
    expect(await refundOrder(razorpayAdmin, lost.orderId)).toMatchObject({ ok: true })
    expect(await getOrder(lost.ctx, lost.orderId)).toMatchObject({ paymentStatus: 'refunded' })
    expect(await refundsOf(lost.orderId)).toEqual([expect.objectContaining({ status: 'pending', reference: null, attempts: 1 })])
    expect(await refundOrder(razorpayAdmin, lost.orderId)).toMatchObject({ ok: false })
    // The job, a minute later, asks again under the same key: Razorpay answers the refund it made, not a second.
    const later = new Date(Date.now() + 60_000)
    expect(await resumeRefunds({ ...shop.services, razorpay, clock: () => later })).toEqual({ sent: 1, failed: 0, waiting: 0 })
    expect(await resumeRefunds({ ...shop.services, razorpay, clock: () => later })).toEqual({ sent: 0, failed: 0, waiting: 0 })
    expect(gateway.refunds.filter((r) => r.paymentId === lost.paymentId)).toHaveLength(1)
    expect(await refundsOf(lost.orderId)).toEqual([expect.objectContaining({ status: 'succeeded', reference: gateway.refunds.at(-1)?.id })])

    // Razorpay refused it: the record says why, the money is due to the customer in the books; sent again, it goes.
    const refused = await paidAtRazorpay()
    gateway.failNext('refused')
    expect(await refundOrder(razorpayAdmin, refused.orderId)).toMatchObject({ ok: true })
    const [record] = await refundsOf(refused.orderId)
    expect(record).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('disputed') })
    const due = async () => (await trialBalance(admin)).accounts.find((a) => a.account === ACCOUNTS.refundsDue)?.balancePaise ?? 0
    expect(await due()).toBe(-Number(record?.amountPaise))
    expect(await sendRefundAgain(razorpayAdmin, record?.id ?? '')).toMatchObject({ ok: true, outcome: { status: 'succeeded' } })
    expect(await sendRefundAgain(razorpayAdmin, record?.id ?? '')).toMatchObject({ ok: false, code: 'not_found' })
    expect(await due()).toBe(0)
    expect(gateway.refunds.filter((r) => r.paymentId === refused.paymentId)).toHaveLength(1)
    expect((await trialBalance(admin)).totalPaise).toBe(0)
  })

  it('two vendors shipping at the same moment: both lines ship, and so does the order, once', async () => {
    const a = await vendorWithProduct(shop.services, 'Race Store A')
    const b = await vendorWithProduct(shop.services, 'Race Store B')
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, a.productId, '1')
    await addToCart(buyer, b.productId, '1')
    const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await Promise.all([markProcessing(a.ctx, placed.orderId), markProcessing(b.ctx, placed.orderId)])
    const shipped = await Promise.all([
      shipLines(a.ctx, placed.orderId, { courier: 'Delhivery', trackingNumber: 'DL-1' }),
      shipLines(b.ctx, placed.orderId, { courier: 'Blue Dart', trackingNumber: 'BD-2' }),
    ])
    expect(shipped.every((s) => s.ok)).toBe(true)
    const order = await getOrder(buyer, placed.orderId)
    expect(order?.status).toBe('shipped')
    expect(order?.events.filter((e) => e.status === 'shipped')).toHaveLength(1)
    // Cash on delivery: each parcel's invoice was issued at its own dispatch, once, in different numbers.
    const numbers = order?.parcels.map((p) => p.invoiceNumber) ?? []
    expect(numbers.every((n) => /^[A-Z0-9]{2,5}\/\d{4}\/\d{5}$/.test(n ?? ''))).toBe(true) // each in its seller's own series
    expect(new Set(numbers).size).toBe(2)
    expect(order?.invoiceNumber).toBeNull()
  })

  it('refuses an idempotency key reused with another address, payment method or cart, and orders nothing', async () => {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, product, '1')
    const key = randomUUID()
    const first = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: key })
    if (!first.ok) throw new Error(first.message)
    // A plain retry (a double click) gets the first order back.
    expect(await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: key })).toMatchObject({
      ok: true,
      orderId: first.orderId,
    })
    const mismatch = { ok: false, code: 'idempotency_mismatch', message: IDEMPOTENCY_MISMATCH }
    expect(await placeOrder(ctx, { ...SHIPPING, city: 'Nagpur', paymentMethod: 'cod', idempotencyKey: key })).toEqual(mismatch)
    expect(await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: key })).toEqual(mismatch)
    await addToCart(ctx, product, '4')
    expect(await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: key })).toEqual(mismatch)
    const orders = await shop.database.db
      .selectFrom('orders')
      .select('id')
      .where('userId', '=', ctx.actor?.id ?? '')
      .execute()
    expect(orders).toHaveLength(1)
  })

  it('places concurrent orders whose carts hold the same products in opposite orders, with no deadlock', async () => {
    const first = (await insertProduct(shop.database.db, { name: 'Lock A', price: 1_000, stock: 1_000 })).id
    const second = (await insertProduct(shop.database.db, { name: 'Lock B', price: 1_000, stock: 1_000 })).id
    const shoppers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const ctx = await signedInShopper(shop.services)
        for (const id of i % 2 ? [first, second] : [second, first]) await addToCart(ctx, id, '1')
        return ctx
      }),
    )
    const placed = await Promise.all(
      shoppers.map((ctx) => placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })),
    )
    expect(placed.filter((p) => !p.ok)).toEqual([])
    expect(await stockOf(first)).toBe(1_000 - 24)
    expect(await stockOf(second)).toBe(1_000 - 24)
  })
})
