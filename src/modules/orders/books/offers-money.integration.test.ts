import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { createStoreOffer } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { ACCOUNTS, runSettlement, sellerPayouts, sellerStatement, setCommissionRate } from '#src/modules/ledger/index.ts'
import { applyOfferCode, offeredCart } from '#src/modules/offers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { expectBooksToReconcile } from '#tests/fixtures/reconciliation.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { completeTestPayment } from '../payment/order-payments.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { moveReturn } from '../returns/return-lifecycle.service.ts'
import { requestReturn } from '../returns/return-request.service.ts'
import { makeLinesPayable } from './payable-lines.service.ts'

/** 10:00 (or another hour) in India on a day of December 2026; 1 December is a Tuesday. */
const ist = (day: number, hour = 10) => new Date(Date.UTC(2026, 11, day, hour, 0) - 330 * 60_000)
const at = (moment: Date) => vi.setSystemTime(moment)

// The hand-worked example (issue 43, decision 083): a ₹1,18,000 laptop from the Pune seller and
// a ₹5,900 mouse from the Bengaluru seller, with the store's 10% coupon capped at ₹10,000. 10% of
// ₹1,23,900 is ₹12,390, so the cap holds: ₹10,000, shared over the two sellers by what their parcels
// cost in whole rupees by largest remainder (₹9,523.81 → ₹9,524 and ₹476.19 → ₹476). The store funds
// it: each seller invoices its goods at full value (₹1,00,000 + ₹18,000 GST; ₹5,000 + ₹900), the
// buyer pays ₹1,13,900, and the store pays the sellers the rest as its promotion expense.
describe.each(TEST_DIALECTS)('the hand-worked offer on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let shopper: ServiceContext
  let laptop: string
  let mouse: string
  let orderId: string
  const db = () => shop.database.db
  const parcelOf = async (vendorId: string) =>
    db().selectFrom('parcels').selectAll().where('orderId', '=', orderId).where('vendorId', '=', vendorId).executeTakeFirstOrThrow()

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    at(ist(1, 9))
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = await signedInAdmin(shop.services)
    shopper = await signedInShopper(shop.services)
    laptop = (
      await insertProduct(db(), { name: 'ThinkPad X1 Carbon', sellingPrice: 1_18_000, vendorId: 'v1', category: 'Laptop', brand: 'Lenovo' })
    ).id
    mouse = (
      await insertProduct(db(), { name: 'MX Master 3S', sellingPrice: 5_900, vendorId: 'v3', category: 'Desktop', brand: 'Logitech' })
    ).id
    const laptops = { subject: 'category', category: 'Laptop', percent: 5, fixedFeeRupees: 0, effectiveFrom: '2026-12-01' }
    expect(await setCommissionRate(admin, laptops)).toMatchObject({ ok: true })
    const bengaluru = { subject: 'seller', vendorId: 'v3', percent: 4, fixedFeeRupees: 0, effectiveFrom: '2026-12-01' }
    expect(await setCommissionRate(admin, bengaluru)).toMatchObject({ ok: true })
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  it('prices the cart with the coupon and places the order with each line’s share', async () => {
    at(ist(1))
    const coupon = {
      name: 'Diwali 10% off',
      kind: 'code',
      code: 'DIWALI10',
      discountType: 'percent',
      percent: '10',
      capRupees: '10000',
      appliesTo: 'order',
      startsOn: '2026-12-01',
    }
    expect(await createStoreOffer(admin, coupon)).toMatchObject({ ok: true })
    await addToCart(shopper, laptop, '1')
    await addToCart(shopper, mouse, '1')
    expect(await applyOfferCode(shopper, { code: 'diwali10' })).toMatchObject({ ok: true, message: 'DIWALI10 applied: you save ₹10,000.' })
    const offered = await offeredCart(shopper)
    expect(offered).toMatchObject({ payablePaise: 1_13_900_00, subtotalPaise: 1_05_000_00, taxPaise: 18_900_00 })

    const placed = await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    orderId = placed.orderId
    expect(await completeTestPayment(shopper, orderId, true)).toMatchObject({ ok: true, paid: true })

    const order = await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ subtotalPaise: 1_05_000_00, taxPaise: 18_900_00, totalPaise: 1_13_900_00, discountPaise: 10_000_00 })
    expect(Number(order.storeDiscountPaise)).toBe(10_000_00)
    const items = await db().selectFrom('orderItems').selectAll().where('orderId', '=', orderId).orderBy('name').execute()
    expect(items.map((i) => [i.name, i.lineTotalPaise, Number(i.discountPaise), Number(i.storeDiscountPaise)])).toEqual([
      ['MX Master 3S', 5_000_00, 476_00, 476_00],
      ['ThinkPad X1 Carbon', 1_00_000_00, 9_524_00, 9_524_00],
    ])
    // Every use is a row: who, which order, parcel and line, how much, funded by whom.
    const uses = await db().selectFrom('offerUses').selectAll().where('orderId', '=', orderId).orderBy('amountPaise').execute()
    expect(uses.map((u) => [u.productId, Number(u.amountPaise), u.fundedBy, u.userId])).toEqual([
      [mouse, 476_00, 'store', shopper.actor?.id],
      [laptop, 9_524_00, 'store', shopper.actor?.id],
    ])
    expect(new Set(uses.map((u) => u.parcelId))).toEqual(new Set([(await parcelOf('v1')).id, (await parcelOf('v3')).id]))
    const offer = await db().selectFrom('offers').selectAll().executeTakeFirstOrThrow()
    expect([offer.usesCount, Number(offer.givenPaise)]).toEqual([1, 10_000_00])
  })

  it('issues both invoices at the full value, the store’s offer paying part of it for the buyer', async () => {
    const pune = await parcelOf('v1')
    const bengaluru = await parcelOf('v3')
    expect(pune).toMatchObject({ subtotalPaise: 1_00_000_00, taxPaise: 18_000_00, roundOffPaise: 0, totalPaise: 1_08_476_00 })
    expect([Number(pune.discountPaise), Number(pune.storeDiscountPaise)]).toEqual([9_524_00, 9_524_00])
    expect(bengaluru).toMatchObject({ subtotalPaise: 5_000_00, taxPaise: 900_00, roundOffPaise: 0, totalPaise: 5_424_00 })
    expect(Number(bengaluru.storeDiscountPaise)).toBe(476_00)
    expect(pune.invoiceNumber).toMatch(/\/2627\/\d{5}$/)
    expect(bengaluru.invoiceNumber).toMatch(/\/2627\/\d{5}$/)
  })

  it('settles the mouse first: its seller’s statement shows the sale at ₹5,900, ₹476 of it paid by the store', async () => {
    at(ist(2))
    const bengaluru = await parcelOf('v3')
    const pune = await parcelOf('v1')
    const shipment = (n: string) => ({ courier: 'Delhivery', trackingNumber: `DLV${n}`, ewayBillNumber: '341012345678' })
    for (const [parcelId, n] of [
      [bengaluru.id, '1'],
      [pune.id, '2'],
    ] as const)
      for (const move of ['process', 'ship'] as const)
        expect(await moveOrder(admin, orderId, move, { kind: 'admin' }, { parcelId, shipment: shipment(n) })).toMatchObject({ ok: true })
    expect(await moveOrder(admin, orderId, 'deliver', { kind: 'admin' }, { parcelId: bengaluru.id })).toMatchObject({ ok: true })
    at(ist(10, 1))
    expect(await makeLinesPayable(shop.services, ist(10, 1))).toEqual({ parcels: 1 })
    at(ist(14, 6))
    expect(await runSettlement(shop.services, ist(14, 6))).toMatchObject({ statements: 1 })
    const [payout] = (await sellerPayouts(shop.services, 'v3', ist(14, 6))).payouts
    const statement = await sellerStatement(shop.services, 'v3', payout?.id ?? '')
    if (!statement.ok) throw new Error(statement.message)
    // 4% commission on ₹5,000 is ₹200, its GST ₹36, TCS (IGST, Karnataka to Maharashtra) 0.5% ₹25, TDS 0.1% ₹5.
    expect(statement.statement.lines).toMatchObject([
      {
        grossPaise: 5_900_00,
        storeOfferPaise: 476_00,
        commissionPaise: 200_00,
        commissionGstPaise: 36_00,
        tcsPaise: 25_00,
        tdsPaise: 5_00,
        netPaise: 5_634_00,
      },
    ])
  })

  it('takes the mouse back: the buyer gets what they paid for it, the store its ₹476, the seller’s sale is reversed', async () => {
    at(ist(14, 12))
    expect(await moveOrder(admin, orderId, 'deliver', { kind: 'admin' }, { parcelId: (await parcelOf('v1')).id })).toMatchObject({
      ok: true,
    })
    at(ist(15))
    const asked = await requestReturn(shopper, shopper.actor?.id ?? '', orderId, {
      productId: mouse,
      quantity: 1,
      reason: 'defective',
      outcome: 'replacement',
      description: 'The scroll wheel does not turn.',
    })
    if (!asked.ok) throw new Error(asked.message)
    const ret = await db().selectFrom('orderReturns').selectAll().where('rmaNumber', '=', asked.rmaNumber).executeTakeFirstOrThrow()
    expect([Number(ret.amountPaise), Number(ret.storeDiscountPaise)]).toEqual([5_424_00, 476_00])
    for (const step of [
      { move: 'approve', pickupInstructions: 'Pickup from the door' },
      { move: 'receive', resaleable: 'yes' },
      { move: 'refund' },
    ])
      expect(await moveReturn(admin, ret.id, { kind: 'admin' }, step)).toMatchObject({ ok: true })
    const note = await db().selectFrom('creditNotes').selectAll().where('returnId', '=', ret.id).executeTakeFirstOrThrow()
    expect(note).toMatchObject({ taxablePaise: 5_000_00, taxPaise: 900_00, roundOffPaise: 0, totalPaise: 5_900_00 })
    expect(Number(note.storeDiscountPaise)).toBe(476_00)
    expect(note.invoiceNumber).toBe((await parcelOf('v3')).invoiceNumber)
    // The emails name the offer where they state money: the refund is what the buyer paid, its share off.
    const mails = (kind: string) => db().selectFrom('emailOutbox').select('textBody').where('kind', '=', kind).execute()
    const refunded = (await mails('return-updated')).find((m) => m.textBody.includes('₹5,424 refunded'))
    expect(refunded?.textBody).toContain('its price less its share of your offers:\n- Diwali 10% off (code DIWALI10): −₹476')
  })

  it('settles the laptop at ₹1,18,000, and the books reconcile with the store’s ₹9,524 as its promotion expense', async () => {
    at(ist(22, 1))
    expect(await makeLinesPayable(shop.services, ist(22, 1))).toEqual({ parcels: 1 })
    at(ist(28, 6))
    expect(await runSettlement(shop.services, ist(28, 6))).toMatchObject({ statements: 2 })
    const [pune] = (await sellerPayouts(shop.services, 'v1', ist(28, 6))).payouts
    const statement = await sellerStatement(shop.services, 'v1', pune?.id ?? '')
    if (!statement.ok) throw new Error(statement.message)
    // 5% commission on ₹1,00,000 is ₹5,000, its GST ₹900, TCS (CGST + SGST in Maharashtra) ₹250 + ₹250, TDS ₹100.
    expect(statement.statement.lines).toMatchObject([
      {
        grossPaise: 1_18_000_00,
        storeOfferPaise: 9_524_00,
        commissionPaise: 5_000_00,
        commissionGstPaise: 900_00,
        tcsPaise: 500_00,
        tdsPaise: 100_00,
        netPaise: 1_11_500_00,
      },
    ])
    expect(Number(pune?.amountPaise)).toBe(1_11_500_00)
    // The Bengaluru seller's statement carries the mouse back: its sale reversed, all of it.
    const [back] = (await sellerPayouts(shop.services, 'v3', ist(28, 6))).payouts
    const reversal = await sellerStatement(shop.services, 'v3', back?.id ?? '')
    if (!reversal.ok) throw new Error(reversal.message)
    expect(reversal.statement.lines).toMatchObject([{ grossPaise: -5_900_00, storeOfferPaise: -476_00, netPaise: -5_634_00 }])

    const { balance, customersPaid, storeFunded, givenBack, held } = await expectBooksToReconcile(shop.services, admin, ist(28, 12))
    expect(customersPaid).toBe(1_13_900_00)
    expect(givenBack).toBe(5_424_00)
    expect(held).toBe(0)
    expect(storeFunded).toBe(9_524_00)
    expect(balance(ACCOUNTS.commission)).toBe(-5_000_00)
    expect(balance(ACCOUNTS.commissionGst)).toBe(-900_00)
    expect([balance(ACCOUNTS.tcsCgst), balance(ACCOUNTS.tcsSgst), balance(ACCOUNTS.tcsIgst), balance(ACCOUNTS.tds)]).toEqual([
      -250_00, -250_00, 0, -100_00,
    ])
    // What the buyer paid and the store's offer paid is what the laptop's seller earned and the store kept.
    expect(1_13_900_00 - 5_424_00 + 9_524_00).toBe(1_11_500_00 + 5_000_00 + 900_00 + 500_00 + 100_00)
  })
})
