import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { refundParcelPart } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { ACCOUNTS, trialBalance } from '#src/modules/ledger/index.ts'
import { createRazorpay, createStripe } from '#src/modules/payments/index.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { fakeRazorpay } from '#tests/fixtures/fake-razorpay.ts'
import { type FakeStripe, fakeStripe } from '#tests/fixtures/fake-stripe.ts'
import { stripeIndiaFee } from '#tests/fixtures/fake-stripe-api.ts'
import { expectBooksToReconcile, ledgerRows } from '#tests/fixtures/reconciliation.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { getOrder } from '../views/orders.service.ts'
import { gatewayReconciliation, reconcileGatewayDay, reconcileYesterday } from './gateway-reconciliation.service.ts'
import { startStripePayment } from './stripe-payments.service.ts'
import { handleStripeWebhook } from './stripe-webhooks.service.ts'

/** Milliseconds at an hour in India on a day of late 2026. */
const ist = (date: string, hour: number) => Date.parse(`${date}T00:00:00Z`) - 330 * 60_000 + hour * 3_600_000

// Issue 48: Stripe in the daily reconciliation (decisions 072 and 075). The fake Stripe lists charges,
// refunds, balance transactions (each charge's fee, its GST a `tax` line) and payouts as Stripe does,
// paged; the shop's clock and the fake's move together, so a planted day's webhooks verify.
describe.each(TEST_DIALECTS)('reconciliation with Stripe on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let stripe: FakeStripe
  let services: AppServices
  let admin: ServiceContext
  let product: string
  let now = Date.now()

  beforeAll(async () => {
    stripe = fakeStripe({
      deliver: async (body, headers) => {
        const answer = await handleStripeWebhook(services, body, headers['stripe-signature'] ?? '')
        return answer.ok ? 200 : httpStatusOf(answer)
      },
    })
    stripe.setNow(() => Math.floor(now / 1000))
    services = {
      ...shop.services,
      testGateway: false,
      clock: () => new Date(now),
      stripe: createStripe(
        { secretKey: stripe.secretKey, publishableKey: stripe.publishableKey, webhookSecret: stripe.webhookSecret },
        stripe.fetch,
      ),
    }
    admin = await signedInAdmin(services)
    await insertVendor(shop.database.db)
    product = (await insertProduct(shop.database.db, { name: 'Reconciled Camera', price: 36_000, stock: 50 })).id
  })

  /** An order waiting for its Stripe payment, its PaymentIntent made. */
  async function stripeOrder() {
    const ctx = await signedInShopper(services)
    await addToCart(ctx, product, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    const started = await startStripePayment(ctx, placed.orderId)
    if (!started.ok) throw new Error(started.message)
    const intentId = started.checkout.clientSecret.split('_secret_')[0] ?? ''
    return { ctx, orderId: placed.orderId, intentId, duePaise: started.checkout.amountPaise }
  }
  const order = async (ctx: ServiceContext, orderId: string) => {
    const found = await getOrder(ctx, orderId)
    if (!found) throw new Error('order expected')
    return found
  }
  const balanceOf = async (account: string) => (await trialBalance(admin)).accounts.find((a) => a.account === account)?.balancePaise ?? 0

  it('finds each planted difference on its day, fixes what it can, books fees and the payout, and adds nothing when run again', async () => {
    const day = '2026-11-28'
    const feesBefore = await balanceOf(ACCOUNTS.gatewayFees)
    const gstBefore = await balanceOf(ACCOUNTS.gstInput)
    const bankBefore = await balanceOf(ACCOUNTS.bank)
    // 1. Paid at Stripe, and every delivery of its webhook lost: the order still waits.
    now = ist(day, 10)
    const lost = await stripeOrder()
    stripe.failNextWebhooks('lost')
    expect(await stripe.complete(lost.intentId, 'succeed')).toBe(200)
    expect(await order(lost.ctx, lost.orderId)).toMatchObject({ paymentStatus: 'pending' })
    // 2. Cancelled while the shopper was paying; Stripe took the money (its webhook lost too).
    now = ist(day, 11)
    const cancelled = await stripeOrder()
    expect(await moveOrder(services, cancelled.orderId, 'cancel', { kind: 'admin' })).toMatchObject({ ok: true })
    stripe.failNextWebhooks('lost')
    await stripe.complete(cancelled.intentId, 'succeed')
    // 3. Paid as usual, then refunded in part in the Stripe Dashboard while webhooks were down.
    now = ist(day, 12)
    const usual = await stripeOrder()
    await stripe.complete(usual.intentId, 'succeed')
    expect(await order(usual.ctx, usual.orderId)).toMatchObject({ paymentStatus: 'paid' })
    now = ist(day, 15)
    stripe.failNextWebhooks('lost')
    const dashboard = await stripe.refundInDashboard(usual.intentId, 1_000_00)
    // 4. An intent one paisa short of what its order asks (its webhook arrives, and leaves the order unpaid).
    now = ist(day, 13)
    const short = await stripeOrder()
    const shortIntent = stripe.intents.get(short.intentId)
    if (!shortIntent) throw new Error('intent expected')
    shortIntent.amount -= 1
    await stripe.complete(short.intentId, 'succeed')
    expect(await order(short.ctx, short.orderId)).toMatchObject({ paymentStatus: 'pending' })
    // 5. A payout to the store's bank, arriving that day.
    now = ist(day, 18)
    const payout = stripe.payout(15_000_00, Date.parse(`${day}T00:00:00Z`) / 1000)

    // The next morning the job's day runs.
    now = ist('2026-11-29', 4)
    const ran = await reconcileGatewayDay(services, day, 'stripe')
    expect(ran).toMatchObject({ ok: true, gateway: 'stripe', payments: 4, refunds: 1, settlements: 1, differences: 4 })
    const page = await gatewayReconciliation(admin)
    expect(page.gateways).toEqual(['Stripe'])
    expect(page.days).toContainEqual(expect.objectContaining({ day, gateway: 'stripe', payments: 4, settlements: 1 }))
    expect(page.open.map((d) => [d.gateway, d.kind, d.reference, d.expectedPaise, d.seenPaise])).toEqual([
      ['stripe', 'payment-amount', short.intentId, short.duePaise, short.duePaise - 1],
    ])
    expect(page.settled.map((d) => [d.gateway, d.kind, d.reference, d.status]).sort()).toEqual(
      [
        ['stripe', 'payment-not-for-order', cancelled.intentId, 'fixed'],
        ['stripe', 'payment-not-recorded', lost.intentId, 'fixed'],
        ['stripe', 'refund-not-recorded', dashboard.id, 'fixed'],
      ].sort(),
    )

    // The lost payment paid its order, through the lifecycle, with its intent as the payment.
    expect(await order(lost.ctx, lost.orderId)).toMatchObject({ paymentStatus: 'paid' })
    const lostRow = await shop.database.db.selectFrom('orders').select('paymentReference').where('id', '=', lost.orderId).executeTakeFirst()
    expect(lostRow?.paymentReference).toBe(lost.intentId)
    expect(await order(short.ctx, short.orderId)).toMatchObject({ paymentStatus: 'pending' })
    // The payment after the cancellation went back in full, once, as a refund record first, and the timeline says so.
    await stripe.idle()
    expect(stripe.refunds.filter((r) => r.payment_intent === cancelled.intentId).map((r) => r.amount)).toEqual([cancelled.duePaise])
    const strayRecords = await shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', cancelled.orderId).execute()
    expect(strayRecords).toEqual([
      expect.objectContaining({ provider: 'stripe', paymentId: cancelled.intentId, amountPaise: cancelled.duePaise, status: 'succeeded' }),
    ])
    const events = await shop.database.db.selectFrom('orderEvents').select('note').where('orderId', '=', cancelled.orderId).execute()
    expect(events.map((e) => e.note).join('\n')).toMatch(
      /\(Stripe pi_\w+\) arrived when the order no longer waited for one: refunded in full/,
    )
    // The Dashboard refund is in the books, with its credit note.
    expect(await order(usual.ctx, usual.orderId)).toMatchObject({ paymentStatus: 'paid', refundedPaise: 1_000_00 })
    const notes = await shop.database.db.selectFrom('creditNotes').select('totalPaise').where('orderId', '=', usual.orderId).execute()
    expect(notes.map((n) => Number(n.totalPaise))).toEqual([1_000_00])

    // Stripe's fees are the store's expense and input GST; the payout moved money to the bank.
    const fees = [lost.duePaise, cancelled.duePaise, usual.duePaise, short.duePaise - 1].map(stripeIndiaFee)
    expect((await balanceOf(ACCOUNTS.gatewayFees)) - feesBefore).toBe(fees.reduce((s, f) => s + f.fee - f.tax, 0))
    expect((await balanceOf(ACCOUNTS.gstInput)) - gstBefore).toBe(fees.reduce((s, f) => s + f.tax, 0))
    expect((await balanceOf(ACCOUNTS.bank)) - bankBefore).toBe(payout.amount)
    await expectBooksToReconcile(services, admin, new Date(now))

    // Run again (a second instance, a retried job): nothing added, nothing refunded twice, the books unchanged.
    const rows = await ledgerRows(services)
    expect(await reconcileGatewayDay(services, day, 'stripe')).toMatchObject({ ok: true, differences: 0 })
    await stripe.idle()
    expect(stripe.refunds.filter((r) => r.payment_intent === cancelled.intentId)).toHaveLength(1)
    expect(await ledgerRows(services)).toHaveLength(rows.length)
    expect((await gatewayReconciliation(admin)).open).toHaveLength(1)
  })

  it('finds nothing on a clean day, reading every page of long lists; the job reconciles each configured gateway once', async () => {
    const day = '2026-11-30'
    now = ist(day, 10)
    const paid = await stripeOrder()
    await stripe.complete(paid.intentId, 'succeed')
    expect(await order(paid.ctx, paid.orderId)).toMatchObject({ paymentStatus: 'paid' })
    // The admin refunds part of it: the shop's own refund, which Stripe lists with its record.
    now = ist(day, 11)
    const parcel = await shop.database.db.selectFrom('parcels').select('id').where('orderId', '=', paid.orderId).executeTakeFirstOrThrow()
    expect(await refundParcelPart(admin, paid.orderId, parcel.id, '500')).toMatchObject({ ok: true })
    await stripe.idle()
    // 205 payouts arriving that day: three pages of payouts, and of balance transactions.
    now = ist(day, 12)
    for (let i = 0; i < 205; i += 1) stripe.payout(100, Date.parse(`${day}T00:00:00Z`) / 1000)
    const bankBefore = await balanceOf(ACCOUNTS.bank)
    const calls = stripe.calls
    now = ist('2026-12-01', 4)
    expect(await reconcileGatewayDay(services, day, 'stripe')).toMatchObject({
      ok: true,
      payments: 1,
      refunds: 1,
      settlements: 205,
      differences: 0,
    })
    expect(stripe.calls - calls).toBe(1 + 1 + 3 + 3) // charges, refunds, balance transactions and payouts, paged
    expect((await balanceOf(ACCOUNTS.bank)) - bankBefore).toBe(205 * 100)
    await expectBooksToReconcile(services, admin, new Date(now))

    // With Razorpay configured beside it, the job reconciles yesterday with each gateway, once.
    const both = {
      ...services,
      razorpay: createRazorpay({ keyId: 'rzp_test_both', keySecret: 'secret', webhookSecret: 'hook' }, fakeRazorpay().fetch),
    }
    expect(await reconcileYesterday(both)).toMatchObject([{ day, gateway: 'razorpay', differences: 0 }]) // Stripe's is done
    now = ist('2026-12-02', 4)
    expect(await reconcileYesterday(both)).toMatchObject([
      { day: '2026-12-01', gateway: 'razorpay' },
      { day: '2026-12-01', gateway: 'stripe', differences: 0 },
    ])
    expect(await reconcileYesterday(both)).toEqual([])
  })
})
