import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { refundOrder } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { ACCOUNTS } from '#src/modules/ledger/index.ts'
import { createRazorpay, resumeRefunds, sendRefundAgain } from '#src/modules/payments/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { fakeRazorpay, type RazorpayFault } from '#tests/fixtures/fake-razorpay.ts'
import { expectBooksToReconcile } from '#tests/fixtures/reconciliation.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { completeTestPayment } from './order-payments.service.ts'

/** How each refund of the storm goes at Razorpay: the shop dies before or after Razorpay acts, or loses its answer. */
const FAULTS: RazorpayFault[] = [
  'die-before',
  'die-after',
  'answer-lost',
  'none',
  'unavailable',
  'die-after',
  'unreachable',
  'die-before',
  'refused',
  'none',
  'die-after',
  'answer-lost',
]

// Issue 42: a refund is a record before it is money (decision 070). A storm of refunds (whole orders and
// single sellers' parcels) in which the shop's process dies at each point of a refund: after the record is
// committed, after Razorpay accepted it, before its answer is stored. After a restart every refund is done
// exactly once: Razorpay's refunds are the records', no customer is refunded twice, each credit note is its
// refund, and the books reconcile.
describe.each(TEST_DIALECTS)('refunds that survive a crash on %s', (dialect) => {
  const shop = testShopOn(dialect)
  const gateway = fakeRazorpay()
  const razorpay = createRazorpay({ keyId: 'rzp_test_crash', keySecret: 'secret', webhookSecret: 'hook' }, gateway.fetch)
  let admin: ServiceContext
  let pune: string
  let bengaluru: string
  const db = () => shop.database.db

  beforeAll(async () => {
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = { ...(await signedInAdmin(shop.services)), razorpay }
    pune = (await insertProduct(db(), { name: 'Crash Laptop', price: 40_000, stock: 100, vendorId: 'v1' })).id
    bengaluru = (await insertProduct(db(), { name: 'Crash Monitor', price: 9_999, stock: 100, vendorId: 'v3' })).id
  })

  /** A two-seller order paid at Razorpay (the payment captured there). */
  async function paidAtRazorpay(): Promise<string> {
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, pune, '1')
    await addToCart(shopper, bengaluru, '2')
    const placed = await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await completeTestPayment(shopper, placed.orderId, true)
    const paymentId = `pay_${placed.orderId.replaceAll('-', '').slice(0, 14)}`
    await db()
      .updateTable('orders')
      .set({ paymentProvider: 'razorpay', paymentReference: paymentId })
      .where('id', '=', placed.orderId)
      .execute()
    const order = await db().selectFrom('orders').select('totalPaise').where('id', '=', placed.orderId).executeTakeFirstOrThrow()
    gateway.capture(paymentId, Number(order.totalPaise))
    return placed.orderId
  }

  it('does every refund exactly once after the shop dies at each point of one', async () => {
    const orderIds = await Promise.all(FAULTS.map(() => paidAtRazorpay()))
    gateway.failNext(...FAULTS)
    // Half refund whole orders (the admin), half cancel one seller's parcel (the seller), all at once. A
    // move whose process "dies" never returns; the others do.
    let returned = 0
    for (const [i, orderId] of orderIds.entries()) {
      const move =
        i % 2 === 0
          ? refundOrder(admin, orderId)
          : moveOrder(admin, orderId, 'cancel', { kind: 'vendor', vendorId: 'v3' }, { reason: 'Damaged in our warehouse' })
      void move.then((outcome) => {
        expect(outcome).toMatchObject({ ok: true })
        returned += 1
      })
    }
    const dying = FAULTS.filter((f) => f.startsWith('die-')).length
    const records = () => db().selectFrom('paymentRefunds').selectAll().where('orderId', 'in', orderIds).execute()
    while (returned < FAULTS.length - dying || (await records()).length < FAULTS.length) await new Promise((r) => setTimeout(r, 20))

    // Every move committed its refund as a record; Razorpay has made only some of them so far.
    const before = await records()
    expect(before).toHaveLength(FAULTS.length)
    expect(before.filter((r) => r.status === 'pending')).toHaveLength(FAULTS.filter((f) => f !== 'none' && f !== 'refused').length)
    expect(before.filter((r) => r.status === 'failed')).toHaveLength(1)

    // The restart: two instances' jobs at once, after the dead senders' leases ran out.
    const later = new Date(Date.now() + 3 * 60_000)
    const restarted = { ...shop.services, razorpay, clock: () => later }
    const runs = await Promise.all([resumeRefunds(restarted), resumeRefunds(restarted)])
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(FAULTS.filter((f) => f !== 'none' && f !== 'refused').length)
    expect(await resumeRefunds(restarted)).toEqual({ sent: 0, failed: 0, waiting: 0 })
    // The refused one, sent again by an admin.
    const refused = (await records()).find((r) => r.status === 'failed')
    expect(await sendRefundAgain(admin, refused?.id ?? '')).toMatchObject({ ok: true, outcome: { status: 'succeeded' } })

    const after = await records()
    expect(after.every((r) => r.status === 'succeeded')).toBe(true)
    // Razorpay's refunds are the records', one each, for the record's amount; none twice, none beyond the payment.
    expect(gateway.refunds).toHaveLength(after.length)
    for (const record of after) {
      const made = gateway.refunds.filter((r) => r.notes.refund_record === record.id)
      expect(made).toHaveLength(1)
      expect(made[0]).toMatchObject({ id: record.reference, amount: Number(record.amountPaise), paymentId: record.paymentId })
    }
    // Each order's credit notes are what went back for it, to the paisa, and what Razorpay refunded.
    for (const orderId of orderIds) {
      const notes = await db().selectFrom('creditNotes').select('totalPaise').where('orderId', '=', orderId).execute()
      const parcels = await db().selectFrom('parcels').select('refundedPaise').where('orderId', '=', orderId).execute()
      const refunded = parcels.reduce((s, p) => s + Number(p.refundedPaise), 0)
      expect(notes.reduce((s, n) => s + Number(n.totalPaise), 0)).toBe(refunded)
      const paymentId = after.find((r) => r.orderId === orderId)?.paymentId
      expect(gateway.refunds.filter((r) => r.paymentId === paymentId).reduce((s, r) => s + r.amount, 0)).toBe(refunded)
    }
    const books = await expectBooksToReconcile(shop.services, admin, later)
    expect(books.balance(ACCOUNTS.refundsDue)).toBe(0)
  })
})
