import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { ACCOUNTS, setCommissionRate, trialBalance } from '#src/modules/ledger/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { completeTestPayment } from '../payment/order-payments.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { moveReturn } from '../returns/return-lifecycle.service.ts'
import { requestReturn } from '../returns/return-request.service.ts'
import { creditForReturn } from '../store-credit/store-credit.service.ts'
import { postOpeningEntries } from './opening-entries.service.ts'
import { makeLinesPayable } from './payable-lines.service.ts'

/** 10:00 (or another hour) in India on a day of December 2026. */
const ist = (day: number, hour = 10) => new Date(Date.UTC(2026, 11, day, hour, 0) - 330 * 60_000)

// Orders from before the ledger (decision 040): made through the real services, then their journals
// taken out, which leaves exactly the rows the shop wrote before its lifecycle posted to the books. The
// opening step must put back what the lifecycle would have posted, once, so that after the payable job
// nothing is left held for customers and the ledger sums to zero.
describe.each(TEST_DIALECTS)('opening entries for orders from before the ledger on %s', (dialect) => {
  const shop = testShopOn(dialect)
  const db = () => shop.database.db
  let admin: ServiceContext
  let pune: string
  let bengaluru: string

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(ist(1, 9))
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = await signedInAdmin(shop.services)
    // Prices whose GST comes to whole rupees: a return gives back the line's price and GST, so with a
    // round-off in the order's total it would give back paise the order never took (decision 040).
    pune = (await insertProduct(db(), { name: 'Old Pune Laptop', price: 12_300, stock: 100, vendorId: 'v1', category: 'Laptop' })).id
    bengaluru = (await insertProduct(db(), { name: 'Old Bengaluru Laptop', price: 5_000, stock: 100, vendorId: 'v3', category: 'Laptop' }))
      .id
    const rate = { subject: 'category', category: 'Laptop', percent: 5, fixedFeeRupees: 20, effectiveFrom: '2026-12-01' }
    expect(await setCommissionRate(admin, rate)).toMatchObject({ ok: true })
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  async function place(paymentMethod: 'online' | 'cod', productIds: string[], credit = 0) {
    const shopper = await signedInShopper(shop.services)
    if (credit > 0)
      await creditForReturn(db(), {
        userId: shopper.actor?.id ?? '',
        returnId: randomUUID(),
        amountPaise: credit,
        note: 'Old credit',
        at: ist(1).toISOString(),
      })
    for (const productId of productIds) await addToCart(shopper, productId, '1')
    const placed = await placeOrder(shopper, {
      ...SHIPPING,
      paymentMethod,
      idempotencyKey: randomUUID(),
      useStoreCredit: credit > 0 ? 'true' : undefined,
    })
    if (!placed.ok) throw new Error(placed.message)
    if (paymentMethod === 'online') expect(await completeTestPayment(shopper, placed.orderId, true)).toMatchObject({ ok: true })
    return { ctx: shopper, orderId: placed.orderId }
  }
  const parcelId = async (orderId: string, vendorId: string) =>
    (
      await db()
        .selectFrom('parcels')
        .select('id')
        .where('orderId', '=', orderId)
        .where('vendorId', '=', vendorId)
        .executeTakeFirstOrThrow()
    ).id
  async function deliver(orderId: string, vendorId: string) {
    const shipment = { courier: 'Delhivery', trackingNumber: `DLV${randomUUID().slice(0, 6)}` }
    const parcel = await parcelId(orderId, vendorId)
    for (const move of ['process', 'ship', 'deliver'] as const)
      expect(await moveOrder(admin, orderId, move, { kind: 'admin' }, { parcelId: parcel, shipment })).toMatchObject({ ok: true })
  }

  /** Each account's balance, money accounts only (what customers paid and got back). */
  const moneyBalances = async () => {
    const { accounts } = await trialBalance(admin)
    return Object.fromEntries(accounts.map((a) => [a.account, a.balancePaise]))
  }
  const journalKeys = async () =>
    (await db().selectFrom('ledgerJournals').select('eventKey').orderBy('eventKey').execute()).map((j) => j.eventKey)

  it('posts what old orders took and gave back, once, under the lifecycle’s keys; after the payable job nothing is held', async () => {
    vi.setSystemTime(ist(1))
    // Online, two sellers: paid, then the Bengaluru seller cancels its parcel (refunded to the card).
    const a = await place('online', [pune, bengaluru])
    expect(await moveOrder(admin, a.orderId, 'cancel', { kind: 'vendor', vendorId: 'v3' }, { reason: 'Out of stock' })).toMatchObject({
      ok: true,
    })
    // Cash on delivery, two sellers; and cash on delivery partly paid with store credit.
    const b = await place('cod', [pune, bengaluru])
    const c = await place('cod', [pune], 2_000_00)
    // Online, then returned and refunded.
    const d = await place('online', [pune])
    vi.setSystemTime(ist(2))
    for (const [orderId, vendorId] of [
      [a.orderId, 'v1'],
      [b.orderId, 'v1'],
      [b.orderId, 'v3'],
      [c.orderId, 'v1'],
      [d.orderId, 'v1'],
    ] as const)
      await deliver(orderId, vendorId)
    vi.setSystemTime(ist(3))
    const asked = await requestReturn(d.ctx, d.ctx.actor?.id ?? '', d.orderId, {
      productId: pune,
      quantity: 1,
      reason: 'defective',
      outcome: 'replacement',
      description: 'The screen flickers and goes dark.',
    })
    if (!asked.ok) throw new Error(asked.message)
    const ret = await db().selectFrom('orderReturns').select('id').where('rmaNumber', '=', asked.rmaNumber).executeTakeFirstOrThrow()
    for (const step of [
      { move: 'approve', pickupInstructions: 'Pickup from the door' },
      { move: 'receive', resaleable: 'yes' },
      { move: 'refund' },
    ])
      expect(await moveReturn(admin, ret.id, { kind: 'admin' }, step)).toMatchObject({ ok: true })

    // What the lifecycle posted; then the books as they were before it did: empty.
    const posted = await moneyBalances()
    const postedKeys = await journalKeys()
    expect(postedKeys.filter((key) => key.startsWith('refund:'))).toHaveLength(1)
    await db().deleteFrom('ledgerEntries').execute()
    await db().deleteFrom('ledgerJournals').execute()

    vi.setSystemTime(ist(4))
    const opened = await Promise.all([postOpeningEntries(shop.services), postOpeningEntries(shop.services)])
    expect(opened[0].orders).toBeGreaterThanOrEqual(4)
    // The same journals (the cancelled parcel's refund under its opening key) and the same balances, to the paisa.
    const aBlr = await parcelId(a.orderId, 'v3')
    expect(await journalKeys()).toEqual(
      postedKeys.map((key) => (key.startsWith(`refund:${aBlr}:`) ? `refund:${aBlr}:opening` : key)).sort(),
    )
    expect(await moneyBalances()).toEqual(posted)
    expect(await postOpeningEntries(shop.services)).toEqual({ orders: 0 })

    // Past every return window: the lines become payable out of what the opening entries hold.
    vi.setSystemTime(ist(12))
    expect((await makeLinesPayable(shop.services, ist(12))).parcels).toBe(5)
    const books = await trialBalance(admin)
    expect(books.totalPaise).toBe(0)
    expect(books.accounts.find((x) => x.account === ACCOUNTS.customersHeld)?.balancePaise ?? 0).toBe(0)
    expect(await postOpeningEntries(shop.services)).toEqual({ orders: 0 })
  })
})
