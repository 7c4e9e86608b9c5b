import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { runSettlement, sellerStatement, setCommissionRate, settleLine } from '#src/modules/ledger/index.ts'
import { completeTestPayment, makeLinesPayable, moveOrder, placeOrder } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHIPPING, signedInAdmin, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { ownPayouts } from './vendor-payouts.service.ts'

/** A time in India on a day of December 2026; 1 December is a Tuesday, 7 and 14 December Mondays. */
const ist = (day: number, hour = 10) => new Date(Date.UTC(2026, 11, day, hour, 0) - 330 * 60_000)

// Issue 41: a seller reads, before any settlement, the line of a parcel delivered today with its payable
// date and net to the paisa, and the settlement then pays exactly that (decision 066).
describe.each(TEST_DIALECTS)('a seller’s money before it is settled on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let seller: { ctx: ServiceContext; productId: string }
  const db = () => shop.database.db

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(ist(1, 9))
    await seedCatalogueOnce(db())
    admin = await signedInAdmin(shop.services)
    seller = await vendorWithProduct(shop.services, 'Shivajinagar Laptops')
    const rate = { subject: 'category', category: 'Laptop', percent: 5, fixedFeeRupees: 20, effectiveFrom: '2026-12-01' }
    expect(await setCommissionRate(admin, rate)).toMatchObject({ ok: true })
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  it('shows a parcel delivered today with its payable date, its settlement and its net, and the settlement pays that', async () => {
    vi.setSystemTime(ist(1))
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, seller.productId, '2')
    const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(await completeTestPayment(buyer, placed.orderId, true)).toMatchObject({ ok: true })

    // Paid, not yet delivered: on its way, its date not known yet.
    const before = (await ownPayouts(seller.ctx, ist(1))).upcoming
    expect(before.lines).toHaveLength(1)
    expect(before.lines[0]).toMatchObject({ stage: 'delivery', payableAt: null, settlementAt: null })

    const parcel = await db().selectFrom('parcels').selectAll().where('orderId', '=', placed.orderId).executeTakeFirstOrThrow()
    const shipment = { courier: 'Delhivery', trackingNumber: 'DLV1234', ewayBillNumber: '341012345678' }
    for (const move of ['process', 'ship', 'deliver'] as const)
      expect(await moveOrder(admin, placed.orderId, move, { kind: 'admin' }, { parcelId: parcel.id, shipment })).toMatchObject({ ok: true })

    // The line by hand: two units at the product's taxable price, the parcel's GST and round off, 5% + ₹20.
    const item = await db().selectFrom('orderItems').selectAll().where('orderId', '=', placed.orderId).executeTakeFirstOrThrow()
    const expected = settleLine({
      taxablePaise: item.lineTotalPaise,
      gstPaise: parcel.taxPaise + parcel.roundOffPaise,
      commissionBp: 500,
      fixedFeePaise: 20_00,
      intraState: true,
      sellerHasPan: true,
      isStore: false,
    })
    expect(expected.commissionPaise).toBe(Math.round(item.lineTotalPaise * 0.05) + 20_00)

    const page = await ownPayouts(seller.ctx, ist(1, 18))
    const [line] = page.upcoming.lines
    expect(page.upcoming.lines).toHaveLength(1)
    expect(line).toMatchObject({
      stage: 'window',
      what: `2 × ${item.name}, order ${(await db().selectFrom('orders').select('orderNumber').where('id', '=', placed.orderId).executeTakeFirstOrThrow()).orderNumber}`,
      // Delivered on Tuesday 1 December: the window closes at the end of 8 December in India.
      payableAt: '2026-12-08T18:30:00.000Z',
      // The first Monday cut-off after it: 14 December, 00:00 in India.
      settlementAt: '2026-12-13T18:30:00.000Z',
      grossPaise: expected.grossPaise,
      commissionPaise: expected.commissionPaise,
      commissionGstPaise: expected.commissionGstPaise,
      tcsPaise: expected.tcs.totalPaise,
      tdsPaise: expected.tdsPaise,
      netPaise: expected.netPayablePaise,
    })
    expect(page.upcoming.thisWeek).toMatchObject({ netPaise: 0, settlementAt: '2026-12-06T18:30:00.000Z' })
    expect(page.upcoming.later.netPaise).toBe(expected.netPayablePaise)
    expect(page.rates).toMatchObject({ ownRate: null, hasPan: true })
    expect(page.rates.categories).toContainEqual({ category: 'Laptop', rateBp: 500, fixedFeePaise: 20_00 })
    expect(page.rates.categories).toContainEqual({ category: 'Desktop', rateBp: 0, fixedFeePaise: 0 })

    // Monday 7 December settles nothing of it: the window is still open.
    await makeLinesPayable(shop.services, ist(7, 1))
    expect((await runSettlement(shop.services, ist(7, 1))).statements).toBe(0)

    // 9 December: the job has made it payable; the page reads it from the books, the same figures, this week.
    await makeLinesPayable(shop.services, ist(9, 1))
    const payable = await ownPayouts(seller.ctx, ist(9, 2))
    expect(payable.upcoming.lines).toEqual([
      expect.objectContaining({ stage: 'payable', payableAt: '2026-12-08T18:30:00.000Z', settlementAt: '2026-12-13T18:30:00.000Z' }),
    ])
    expect(payable.upcoming.lines[0]).toMatchObject({
      netPaise: line?.netPaise,
      tdsPaise: line?.tdsPaise,
      commissionPaise: line?.commissionPaise,
    })
    expect(payable.upcoming.thisWeek.netPaise).toBe(expected.netPayablePaise)
    expect(payable.upcoming.later.netPaise).toBe(0)

    // Monday 14 December: the settlement the page named pays exactly the net it showed.
    vi.setSystemTime(ist(14, 1))
    await makeLinesPayable(shop.services, ist(14, 1))
    expect(await runSettlement(shop.services, ist(14, 1))).toMatchObject({ statements: 1, payouts: 1 })
    const settled = await ownPayouts(seller.ctx, ist(14, 2))
    expect(settled.upcoming.lines).toEqual([])
    const [payout] = settled.payouts
    expect(payout).toMatchObject({ cutoff: '2026-12-13T18:30:00.000Z', amountPaise: line?.netPaise, status: 'pending' })
    const statement = await sellerStatement(shop.services, payout?.vendorId as string, payout?.id as string)
    if (!statement.ok) throw new Error(statement.message)
    expect(statement.statement.lines).toEqual([
      expect.objectContaining({
        grossPaise: line?.grossPaise,
        commissionPaise: line?.commissionPaise,
        commissionGstPaise: line?.commissionGstPaise,
        tcsPaise: line?.tcsPaise,
        tdsPaise: line?.tdsPaise,
        netPaise: line?.netPaise,
      }),
    ])
  })
})
