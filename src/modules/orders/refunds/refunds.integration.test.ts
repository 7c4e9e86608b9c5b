import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { formatInrExact } from '#src/lib/money.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { actorWords } from '../lifecycle/actors.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { completeTestPayment } from '../payment/order-payments.service.ts'
import { paymentStateOf } from '../payment/payment-state.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { moveReturn } from '../returns/return-lifecycle.service.ts'
import { requestReturn } from '../returns/return-request.service.ts'
import { cancelMyOrder, getOrder } from '../views/orders.service.ts'

// Totals that follow what happened (issue 41, decision 067): each refund with where it went, its credit
// note's total the same to the paisa, the ledger's give-backs adding up to the order's refunded amount,
// the lines struck out, the net paid or due on delivery; and every timeline step naming who took it.
describe.each(TEST_DIALECTS)('refunds and who acted on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let pune: string // v1
  let bengaluru: string // v3
  let sellerName: (vendorId: string) => Promise<string>

  beforeAll(async () => {
    await seedCatalogueOnce(shop.database.db)
    await completeSampleSellers(shop.database.db)
    admin = await signedInAdmin(shop.services)
    pune = (await insertProduct(shop.database.db, { name: 'Refund Pune Monitor', price: 12_345, stock: 100, vendorId: 'v1' })).id
    bengaluru = (await insertProduct(shop.database.db, { name: 'Refund Bengaluru SSD', price: 4_999, stock: 100, vendorId: 'v3' })).id
    sellerName = async (vendorId) =>
      (await shop.database.db.selectFrom('vendors').select('name').where('id', '=', vendorId).executeTakeFirstOrThrow()).name
  })

  async function twoSellerOrder(paymentMethod: 'online' | 'cod') {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, pune, '1')
    await addToCart(ctx, bengaluru, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod, idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    if (paymentMethod === 'online') await completeTestPayment(ctx, placed.orderId, true)
    const parcels = await shop.database.db.selectFrom('parcels').selectAll().where('orderId', '=', placed.orderId).execute()
    const of = (vendorId: string) => parcels.find((p) => p.vendorId === vendorId) ?? parcels[0]
    return { ctx, orderId: placed.orderId, first: of('v1'), second: of('v3') }
  }

  /** What the ledger's give-back journals of the order add up to: what came out of the money held for the customer. */
  async function ledgerGivenBack(orderId: string): Promise<number> {
    const rows = await shop.database.db
      .selectFrom('ledgerJournals as j')
      .innerJoin('ledgerEntries as e', 'e.journalId', 'j.id')
      .select('e.amountPaise')
      .where('j.orderId', '=', orderId)
      .where('j.kind', 'in', ['refund', 'return-refund'])
      .where('e.account', '=', 'customers:held')
      .execute()
    return rows.reduce((sum, r) => sum + Number(r.amountPaise), 0)
  }

  it('an online order with one of two sellers’ parcels cancelled lists that refund to the gateway, strikes its line and nets the paid amount', async () => {
    const { ctx, orderId, first, second } = await twoSellerOrder('online')
    if (!first || !second) throw new Error('two parcels expected')
    expect(await cancelMyOrder(ctx, orderId, second.id)).toEqual({ ok: true })

    const order = await getOrder(ctx, orderId)
    if (!order) throw new Error('order expected')
    const v3 = await sellerName('v3')
    expect(order.refunds).toEqual([
      expect.objectContaining({
        what: `Parcel ${second.position} of 2 (${v3}) cancelled`,
        amountPaise: second.totalPaise,
        to: [{ destination: 'gateway', amountPaise: second.totalPaise }],
        parcelId: second.id,
        creditNote: expect.objectContaining({ totalPaise: second.totalPaise }),
      }),
    ])
    // The credit note, the order's refunded amount and the ledger agree to the paisa.
    const notes = await shop.database.db.selectFrom('creditNotes').select(['id', 'totalPaise']).where('orderId', '=', orderId).execute()
    expect(notes).toEqual([{ id: order.refunds[0]?.creditNote?.id, totalPaise: second.totalPaise }])
    expect(order.refundedPaise).toBe(second.totalPaise)
    expect(await ledgerGivenBack(orderId)).toBe(order.refundedPaise)
    expect(order.netPaidPaise).toBe(order.totalPaise - second.totalPaise)
    expect(order.notCollectedPaise).toBe(0)
    expect(paymentStateOf(order).label).toBe('Partly refunded')
    expect(order.items.find((i) => i.productId === bengaluru)?.struck).toBe('cancelled')
    expect(order.items.find((i) => i.productId === pune)?.struck).toBeNull()
    expect(actorWords(order.events.at(-1) ?? {})).toBe('By the customer')
    // The email says the same: the line no longer charged, the refund and where it went, the net paid.
    const email = await shop.database.db
      .selectFrom('emailOutbox')
      .select('textBody')
      .where('kind', '=', 'parcel-cancelled')
      .where('subject', 'like', `%${order.number}%`)
      .executeTakeFirstOrThrow()
    expect(email.textBody).toContain('No longer charged:\n- Refund Bengaluru SSD × 1 (cancelled)')
    expect(email.textBody).toContain(
      `- Parcel ${second.position} of 2 (${v3}) cancelled: ${formatInrExact(second.totalPaise)} (Card/UPI, through the payment gateway)`,
    )
    expect(email.textBody).toContain(`Net paid: ${formatInrExact(order.netPaidPaise)}`)
  })

  it('a cash-on-delivery order with a parcel cancelled says that parcel is not collected on delivery, and what is still due', async () => {
    const { ctx, orderId, first, second } = await twoSellerOrder('cod')
    if (!first || !second) throw new Error('two parcels expected')
    expect(
      await moveOrder(admin, orderId, 'cancel', { kind: 'admin' }, { parcelId: second.id, reason: 'The seller cannot supply it' }),
    ).toMatchObject({ ok: true })

    const order = await getOrder(ctx, orderId)
    if (!order) throw new Error('order expected')
    expect(order.refunds).toEqual([
      expect.objectContaining({
        what: `Parcel ${second.position} of 2 (${await sellerName('v3')}) cancelled`,
        amountPaise: 0,
        to: [{ destination: 'not_collected', amountPaise: second.totalPaise }],
        creditNote: null,
      }),
    ])
    expect(order).toMatchObject({ refundedPaise: 0, notCollectedPaise: second.totalPaise, netPaidPaise: 0 })
    expect(order.dueOnDeliveryPaise).toBe(first.totalPaise)
    expect(await ledgerGivenBack(orderId)).toBe(0)
    expect(order.items.find((i) => i.productId === bengaluru)?.struck).toBe('cancelled')
    // The admin is named by their own name, on every reader's timeline.
    expect(actorWords(order.events.at(-1) ?? {})).toBe(`By ${admin.actor?.name} (admin)`)

    // Delivered: the cash taken for the other parcel is what was paid.
    const v1 = { kind: 'vendor', vendorId: 'v1' } as const
    await moveOrder(admin, orderId, 'process', v1)
    await moveOrder(admin, orderId, 'ship', v1, { shipment: { courier: 'Delhivery', trackingNumber: 'DLV-R1' } })
    await moveOrder(admin, orderId, 'deliver', { kind: 'admin' })
    const delivered = await getOrder(ctx, orderId)
    expect(delivered).toMatchObject({ netPaidPaise: first.totalPaise, dueOnDeliveryPaise: 0 })
    const steps = delivered?.events.map((e) => actorWords(e)) ?? []
    expect(steps).toContain(`By ${await sellerName('v1')} (seller)`)
    expect(steps[0]).toBe('By the customer')
  })

  it('a return credited as store credit is listed as store credit, its credit note for the same amount, the ledger agreeing', async () => {
    const ctx = await signedInShopper(shop.services)
    const userId = ctx.actor?.id ?? ''
    await addToCart(ctx, pune, '2')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await completeTestPayment(ctx, placed.orderId, true)
    for (const move of ['process', 'ship', 'deliver'] as const)
      await moveOrder(admin, placed.orderId, move, { kind: 'admin' }, { shipment: { courier: 'Blue Dart', trackingNumber: 'BD-R1' } })
    const requested = await requestReturn(shop.services, userId, placed.orderId, {
      productId: pune,
      quantity: 2,
      reason: 'change_of_mind',
      outcome: 'store_credit',
      description: 'Bought two by mistake; both unopened.',
    })
    if (!requested.ok) throw new Error(requested.message)
    const ret = await shop.database.db
      .selectFrom('orderReturns')
      .selectAll()
      .where('rmaNumber', '=', requested.rmaNumber)
      .executeTakeFirstOrThrow()
    await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'approve', pickupInstructions: 'Pickup on Tuesday' })
    await moveReturn(admin, ret.id, { kind: 'vendor', vendorId: 'v1' }, { move: 'receive', resaleable: 'yes' })
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'credit' })).toMatchObject({ ok: true })

    const order = await getOrder(ctx, placed.orderId)
    if (!order) throw new Error('order expected')
    expect(order.refunds).toEqual([
      expect.objectContaining({
        what: `Return ${requested.rmaNumber}: 2 × Refund Pune Monitor`,
        amountPaise: ret.amountPaise,
        to: [{ destination: 'store_credit', amountPaise: ret.amountPaise }],
        returnId: ret.id,
        creditNote: expect.objectContaining({ totalPaise: ret.amountPaise }),
      }),
    ])
    expect(order.refundedPaise).toBe(ret.amountPaise)
    expect(await ledgerGivenBack(placed.orderId)).toBe(ret.amountPaise)
    expect(order.netPaidPaise).toBe(order.totalPaise - ret.amountPaise)
    expect(paymentStateOf(order).label).toBe('Refunded')
    const steps = order.events.map((e) => [e.note?.split(':')[0], actorWords(e)])
    expect(steps).toContainEqual([`Return ${requested.rmaNumber} requested`, 'By the customer'])
    expect(steps).toContainEqual([`Return ${requested.rmaNumber}`, `By ${await sellerName('v1')} (seller)`])
    expect(steps).toContainEqual([`Return ${requested.rmaNumber}`, `By ${admin.actor?.name} (admin)`])
    expect(steps).toContainEqual(['Payment received (test gateway)', 'By the payment gateway'])
  })
})
