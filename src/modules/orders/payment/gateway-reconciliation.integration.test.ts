import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { ACCOUNTS, trialBalance } from '#src/modules/ledger/index.ts'
import { createRazorpay } from '#src/modules/payments/index.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { fakeRazorpay } from '#tests/fixtures/fake-razorpay.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { getOrder } from '../views/orders.service.ts'
import {
  gatewayReconciliation,
  reconcileGatewayDay,
  reconcileYesterday,
  resolveGatewayDifference,
} from './gateway-reconciliation.service.ts'

/** Unix seconds at an hour in India on a day of late 2026. */
const ist = (date: string, hour: number) => Math.floor((Date.parse(`${date}T00:00:00Z`) - 330 * 60_000) / 1000) + hour * 3600

// Issue 42: the daily reconciliation with the gateway (decision 072) finds, on a day with planted
// differences, a capture whose callback and webhooks were lost (the order is paid), a Dashboard refund
// whose webhook was lost (recorded, with its credit note), an amount one paisa off (left for the admin),
// and books the gateway's fees and its settlement; a clean day finds nothing; a day run again adds nothing.
describe.each(TEST_DIALECTS)('reconciliation with Razorpay on %s', (dialect) => {
  const shop = testShopOn(dialect)
  const gateway = fakeRazorpay()
  const razorpay = createRazorpay({ keyId: 'rzp_test_recon', keySecret: 'secret', webhookSecret: 'hook' }, gateway.fetch)
  let services: AppServices
  let admin: ServiceContext
  let product: string

  beforeAll(async () => {
    services = { ...shop.services, razorpay }
    await seedCatalogueOnce(shop.database.db)
    await completeSampleSellers(shop.database.db)
    admin = { ...(await signedInAdmin(shop.services)), razorpay }
    product = (await insertProduct(shop.database.db, { name: 'Ledger Laptop', price: 25_000, stock: 50, vendorId: 'v1' })).id
  })

  /** An order waiting for its Razorpay payment (its Razorpay order created). */
  async function awaitingRazorpay() {
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, product, '1')
    const placed = await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    const gatewayOrderId = `order_${placed.orderId.replaceAll('-', '').slice(0, 14)}`
    await shop.database.db
      .updateTable('orders')
      .set({ paymentProvider: 'razorpay', gatewayOrderId })
      .where('id', '=', placed.orderId)
      .execute()
    const order = await shop.database.db
      .selectFrom('orders')
      .select(['totalPaise', 'orderNumber'])
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow()
    return { shopper, orderId: placed.orderId, gatewayOrderId, duePaise: Number(order.totalPaise), orderNumber: order.orderNumber }
  }
  const fee = (amount: number) => {
    const net = Math.round(amount * 0.02)
    const tax = Math.round(net * 0.18)
    return { fee: net + tax, tax }
  }

  it('finds each planted difference on its day, fixes what it can, and books fees and the settlement', async () => {
    const day = '2026-11-30'
    // 1. Captured, but the callback and every webhook were lost: the order still waits.
    const lost = await awaitingRazorpay()
    gateway.pay({
      id: 'pay_lostcallback01',
      order_id: lost.gatewayOrderId,
      amount: lost.duePaise,
      ...fee(lost.duePaise),
      created_at: ist(day, 11),
    })
    // 2. Paid as usual, then refunded in part in the Razorpay Dashboard while webhooks were down.
    const usual = await awaitingRazorpay()
    gateway.pay({
      id: 'pay_usual00000001',
      order_id: usual.gatewayOrderId,
      amount: usual.duePaise,
      ...fee(usual.duePaise),
      created_at: ist(day, 12),
    })
    expect(await moveOrder(services, usual.orderId, 'pay', { kind: 'gateway' }, { paymentReference: 'pay_usual00000001' })).toMatchObject({
      ok: true,
    })
    const dashboard = gateway.refundInDashboard('pay_usual00000001', 1_000_00, ist(day, 15))
    // 3. A payment one paisa short of what its order asks.
    const short = await awaitingRazorpay()
    gateway.pay({
      id: 'pay_onepaisashort',
      order_id: short.gatewayOrderId,
      amount: short.duePaise - 1,
      ...fee(short.duePaise),
      created_at: ist(day, 13),
    })
    // 4. Cancelled before the shop heard of its payment, which Razorpay captured: the customer's money goes back.
    const cancelled = await awaitingRazorpay()
    expect(await moveOrder(services, cancelled.orderId, 'cancel', { kind: 'admin' })).toMatchObject({ ok: true })
    gateway.pay({
      id: 'pay_aftercancel001',
      order_id: cancelled.gatewayOrderId,
      amount: cancelled.duePaise,
      ...fee(cancelled.duePaise),
      created_at: ist(day, 14),
    })
    // 5. A settlement to the bank.
    gateway.settle({ id: 'setl_november30', amount: 10_000_00, fees: 0, tax: 0, utr: 'RZRP202611300001', created_at: ist(day, 18) })

    const ran = await reconcileGatewayDay(services, day, 'razorpay')
    expect(ran).toMatchObject({ ok: true, payments: 4, refunds: 1, settlements: 1, differences: 4 })
    const page = await gatewayReconciliation(admin)
    expect(page.open.map((d) => [d.kind, d.reference, d.expectedPaise, d.seenPaise])).toEqual([
      ['payment-amount', 'pay_onepaisashort', short.duePaise, short.duePaise - 1],
    ])
    expect(page.settled.map((d) => [d.kind, d.reference, d.status]).sort()).toEqual([
      ['payment-not-for-order', 'pay_aftercancel001', 'fixed'],
      ['payment-not-recorded', 'pay_lostcallback01', 'fixed'],
      ['refund-not-recorded', dashboard.id, 'fixed'],
    ])
    // The lost payment paid its order; the short one did not; the Dashboard refund is in the books with its credit note.
    expect((await getOrder(lost.shopper, lost.orderId))?.paymentStatus).toBe('paid')
    const lostRow = await shop.database.db.selectFrom('orders').select('paymentReference').where('id', '=', lost.orderId).executeTakeFirst()
    expect(lostRow?.paymentReference).toBe('pay_lostcallback01')
    expect((await getOrder(short.shopper, short.orderId))?.paymentStatus).toBe('pending')
    expect((await getOrder(usual.shopper, usual.orderId))?.refundedPaise).toBe(1_000_00)
    // The payment after the cancellation went back in full, once, and the order's timeline says so.
    expect(gateway.refunds.filter((r) => r.paymentId === 'pay_aftercancel001').map((r) => r.amount)).toEqual([cancelled.duePaise])
    const events = await shop.database.db.selectFrom('orderEvents').select('note').where('orderId', '=', cancelled.orderId).execute()
    expect(events.map((e) => e.note).join('\n')).toMatch(/arrived when the order no longer waited for one: refunded in full/)
    const notes = await shop.database.db.selectFrom('creditNotes').select('totalPaise').where('orderId', '=', usual.orderId).execute()
    expect(notes.map((n) => Number(n.totalPaise))).toEqual([1_000_00])

    // The gateway's fees are the store's expense and input GST; the settlement moved money to the bank.
    const books = await trialBalance(admin)
    expect(books.totalPaise).toBe(0)
    const balance = (account: string) => books.accounts.find((a) => a.account === account)?.balancePaise ?? 0
    const fees = [lost.duePaise, usual.duePaise, short.duePaise, cancelled.duePaise].map(fee)
    expect(balance(ACCOUNTS.gatewayFees)).toBe(fees.reduce((s, f) => s + f.fee - f.tax, 0))
    expect(balance(ACCOUNTS.gstInput)).toBe(fees.reduce((s, f) => s + f.tax, 0))
    expect(balance(ACCOUNTS.bank)).toBe(10_000_00)

    // Run again (a second instance, a retried job): nothing is added, and nothing is refunded twice.
    expect(await reconcileGatewayDay(services, day, 'razorpay')).toMatchObject({ ok: true, differences: 0 })
    expect(gateway.refunds.filter((r) => r.paymentId === 'pay_aftercancel001')).toHaveLength(1)
    expect((await trialBalance(admin)).accounts).toEqual(books.accounts)

    // The admin resolves the short payment with what was done, audited.
    const open = page.open[0]?.id ?? ''
    expect(await resolveGatewayDifference(admin, open, '')).toMatchObject({ ok: false, errors: { note: expect.any(String) } })
    expect(
      await resolveGatewayDifference(admin, open, 'Customer paid the paisa by UPI; order cancelled and payment refunded'),
    ).toMatchObject({ ok: true })
    expect(await resolveGatewayDifference(admin, open, 'again')).toMatchObject({ ok: false, code: 'conflict' })
    expect((await gatewayReconciliation(admin)).open).toEqual([])
  })

  it('finds nothing on a clean day, reading every page of a long list', async () => {
    const day = '2026-12-01'
    const paid = await awaitingRazorpay()
    gateway.pay({ id: 'pay_cleanday00001', order_id: paid.gatewayOrderId, amount: paid.duePaise, fee: 0, tax: 0, created_at: ist(day, 10) })
    expect(await moveOrder(services, paid.orderId, 'pay', { kind: 'gateway' }, { paymentReference: 'pay_cleanday00001' })).toMatchObject({
      ok: true,
    })
    for (let i = 0; i < 205; i += 1)
      gateway.settle({
        id: `setl_clean${String(i).padStart(5, '0')}`,
        amount: 100,
        fees: 0,
        tax: 0,
        utr: `RZRP2026120100${i}`,
        created_at: ist(day, 12) + i,
      })
    const bankBefore = (await trialBalance(admin)).accounts.find((a) => a.account === ACCOUNTS.bank)?.balancePaise ?? 0
    expect(await reconcileGatewayDay(services, day, 'razorpay')).toMatchObject({ ok: true, payments: 1, settlements: 205, differences: 0 })
    expect((await trialBalance(admin)).accounts.find((a) => a.account === ACCOUNTS.bank)?.balancePaise).toBe(bankBefore + 205 * 100)
    // The job reconciles yesterday once.
    const nextMorning = { ...services, clock: () => new Date(ist('2026-12-02', 4) * 1000) }
    expect(await reconcileYesterday(nextMorning)).toEqual([]) // 1 December is done
    expect(await reconcileYesterday({ ...services, clock: () => new Date(ist('2026-12-03', 4) * 1000) })).toMatchObject([
      { day: '2026-12-02', gateway: 'razorpay', differences: 0 },
    ])
  })
})
