import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import {
  ACCOUNTS,
  movePayout,
  runSettlement,
  sellerPayouts,
  sellerStatement,
  setCommissionRate,
  settleLine,
  tcsCsv,
  tcsReport,
  tdsCsv,
  tdsReport,
  trialBalance,
  withheldByMonth,
} from '#src/modules/ledger/index.ts'
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

// The storm (issue 25): orders from two sellers and the store, online and cash on delivery, through the
// real services — a parcel cancelled, refunds before and after a line was payable, returns before and
// after a settlement, weekly settlements raced, payouts paid and failed — and then the books must agree
// with themselves, with the orders, and with the settlement arithmetic, to the paisa.
describe.each(TEST_DIALECTS)('the ledger under a storm of orders on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let pune: string // v1, Maharashtra, as the shopper: CGST + SGST
  let bengaluru: string // v3, Karnataka: IGST
  let own: string // the store's own product
  const orders: Record<string, { ctx: ServiceContext; orderId: string }> = {}
  const db = () => shop.database.db

  beforeAll(async () => {
    // Only Date is fixed: the database drivers keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] })
    at(ist(1, 9))
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = await signedInAdmin(shop.services)
    pune = (await insertProduct(db(), { name: 'Pune Laptop', price: 12_345, stock: 100, vendorId: 'v1', category: 'Laptop' })).id
    bengaluru = (await insertProduct(db(), { name: 'Bengaluru Laptop', price: 4_999, stock: 100, vendorId: 'v3', category: 'Laptop' })).id
    own = (await insertProduct(db(), { name: 'House Laptop', price: 2_500, stock: 100, vendorId: 'store', category: 'Laptop' })).id
    const laptops = { subject: 'category', category: 'Laptop', percent: 5, fixedFeeRupees: 20, effectiveFrom: '2026-12-01' }
    expect(await setCommissionRate(admin, laptops)).toMatchObject({ ok: true })
    const v3Rate = { subject: 'seller', vendorId: 'v3', percent: 4, fixedFeeRupees: 0, effectiveFrom: '2026-12-01' }
    expect(await setCommissionRate(admin, v3Rate)).toMatchObject({ ok: true })
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  const parcelsOf = (orderId: string) => db().selectFrom('parcels').selectAll().where('orderId', '=', orderId).orderBy('position').execute()
  const parcelOf = async (name: string, vendorId: string) => {
    const parcel = (await parcelsOf(orders[name]?.orderId ?? '')).find((p) => p.vendorId === vendorId)
    if (!parcel) throw new Error(`no parcel of ${vendorId} in order ${name}`)
    return parcel
  }
  async function place(name: string, paymentMethod: 'online' | 'cod', lines: Array<[string, number]>, ctx?: ServiceContext) {
    const shopper = ctx ?? (await signedInShopper(shop.services))
    for (const [productId, quantity] of lines) await addToCart(shopper, productId, String(quantity))
    const placed = await placeOrder(shopper, {
      ...SHIPPING,
      paymentMethod,
      idempotencyKey: randomUUID(),
      useStoreCredit: ctx ? 'true' : undefined,
    })
    if (!placed.ok) throw new Error(placed.message)
    orders[name] = { ctx: shopper, orderId: placed.orderId }
    return placed.orderId
  }
  async function deliver(name: string, vendorId: string) {
    const { orderId } = orders[name] ?? { orderId: '' }
    const parcelId = (await parcelOf(name, vendorId)).id
    const shipment = { courier: 'Delhivery', trackingNumber: `DLV${randomUUID().slice(0, 6)}`, ewayBillNumber: '341012345678' }
    for (const move of ['process', 'ship', 'deliver'] as const)
      expect(await moveOrder(admin, orderId, move, { kind: 'admin' }, { parcelId, shipment })).toMatchObject({ ok: true })
  }
  async function returnLine(name: string, productId: string, reason: 'defective' | 'change_of_mind', mover: 'refund' | 'credit') {
    const { ctx, orderId } = orders[name] ?? { ctx: admin, orderId: '' }
    const outcome = reason === 'defective' ? 'replacement' : 'store_credit'
    const asked = await requestReturn(ctx, ctx.actor?.id ?? '', orderId, {
      productId,
      quantity: 1,
      reason,
      outcome,
      description: 'It does not work as it should.',
    })
    if (!asked.ok) throw new Error(asked.message)
    const ret = await db().selectFrom('orderReturns').select('id').where('rmaNumber', '=', asked.rmaNumber).executeTakeFirstOrThrow()
    for (const step of [
      { move: 'approve', pickupInstructions: 'Pickup from the door' },
      { move: 'receive', resaleable: 'yes' },
      { move: mover },
    ])
      expect(await moveReturn(admin, ret.id, { kind: 'admin' }, step)).toMatchObject({ ok: true })
  }
  async function settle(day: number) {
    at(ist(day, 6))
    const runs = await Promise.all([runSettlement(shop.services, ist(day, 6)), runSettlement(shop.services, ist(day, 6))])
    expect(runs.filter((run) => run.runId !== null)).toHaveLength(1)
    return runs.find((run) => run.runId) ?? runs[0]
  }
  const latestPayout = async (vendorId: string, day: number) => (await sellerPayouts(shop.services, vendorId, ist(day, 6))).payouts[0]

  it('posts every money event once, settles, pays, and the books agree with the orders and the arithmetic', async () => {
    // 1 December: four orders, three paid online (A's payment raced by a repeated confirmation).
    at(ist(1))
    const a = await place('A', 'online', [
      [pune, 2],
      [bengaluru, 1],
    ])
    const paid = await Promise.all([true, true].map((ok) => completeTestPayment(orders.A?.ctx as ServiceContext, a, ok)))
    expect(paid.filter((p) => p.ok)).toHaveLength(1)
    const b = await place('B', 'cod', [
      [pune, 1],
      [bengaluru, 1],
    ])
    const c = await place('C', 'online', [
      [pune, 1],
      [own, 1],
    ])
    await completeTestPayment(orders.C?.ctx as ServiceContext, c, true)
    const d = await place('D', 'online', [
      [pune, 1],
      [bengaluru, 1],
    ])
    await completeTestPayment(orders.D?.ctx as ServiceContext, d, true)
    // The Bengaluru seller cancels its parcel of the cash order, asked twice: once.
    const v3 = { kind: 'vendor', vendorId: 'v3' } as const
    const cancels = await Promise.all([1, 2].map(() => moveOrder(admin, b, 'cancel', v3, { reason: 'Out of stock at our warehouse' })))
    expect(cancels.filter((x) => x.ok)).toHaveLength(1)

    // 2 December: deliveries. D's Bengaluru parcel stays on the road.
    at(ist(2))
    for (const [name, vendorId] of [
      ['A', 'v1'],
      ['A', 'v3'],
      ['B', 'v1'],
      ['C', 'v1'],
      ['C', 'store'],
      ['D', 'v1'],
    ] as const)
      await deliver(name, vendorId)
    // 3 December: a part refund of C's Pune parcel before anything is payable.
    at(ist(3))
    const cPune = await parcelOf('C', 'v1')
    expect(await moveOrder(admin, c, 'refund_part', { kind: 'admin' }, { parcelId: cPune.id, amountPaise: 1_000_00 })).toMatchObject({
      ok: true,
    })

    // Monday 7 December: nothing is payable yet (the return windows are open), so no statement.
    expect(await settle(7)).toMatchObject({ statements: 0 })
    // 9 December, before the windows close at midnight: nothing becomes payable.
    at(ist(9, 23))
    expect(await makeLinesPayable(shop.services, ist(9, 23))).toEqual({ parcels: 0 })
    // 10 December, 01:00: two runners at once make the six delivered parcels payable, once.
    at(ist(10, 1))
    const made = await Promise.all([makeLinesPayable(shop.services, ist(10, 1)), makeLinesPayable(shop.services, ist(10, 1))])
    expect(made[0].parcels + made[1].parcels).toBe(6)

    // 12 December: D's Bengaluru parcel arrives, and its laptop comes back defective, refunded before it is payable.
    at(ist(12))
    await deliver('D', 'v3')
    await returnLine('D', bengaluru, 'defective', 'refund')

    // Monday 14 December: the week is settled (raced); the Pune seller is paid, the Bengaluru transfer fails.
    const week = await settle(14)
    expect(week).toMatchObject({ statements: 2, payouts: 2 })
    const v1Week = await latestPayout('v1', 14)
    const v3Week = await latestPayout('v3', 14)
    if (!v1Week || !v3Week) throw new Error('both sellers have a statement')
    expect(await sellerStatement(shop.services, 'v3', v1Week.id)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await sellerStatement(shop.services, 'v1', v3Week.id)).toMatchObject({ ok: false, code: 'not_found' })
    for (const id of [v1Week.id, v3Week.id]) expect(await movePayout(admin, id, 'approve', {}, ist(14, 9))).toMatchObject({ ok: true })
    const paidTwice = await Promise.all([
      movePayout(admin, v1Week.id, 'paid', { utr: 'HDFCN52026121400' }, ist(14, 11)),
      movePayout(admin, v1Week.id, 'paid', { utr: 'HDFCN52026121400' }, ist(14, 11)),
    ])
    expect(paidTwice.filter((x) => x.ok)).toHaveLength(1)
    expect(await movePayout(admin, v3Week.id, 'failed', { reason: 'Account closed' }, ist(14, 11))).toMatchObject({ ok: true })

    // 15 December, after that payout: D's Pune laptop comes back for store credit, and A's Bengaluru
    // parcel gets a ₹500 goodwill refund; both lines were payable, so their sellers are debited back.
    at(ist(15))
    await returnLine('D', pune, 'change_of_mind', 'credit')
    const aBlr = await parcelOf('A', 'v3')
    expect(await moveOrder(admin, a, 'refund_part', { kind: 'admin' }, { parcelId: aBlr.id, amountPaise: 500_00 })).toMatchObject({
      ok: true,
    })

    // 16 December: D's shopper spends that store credit on two more Pune laptops, paying the rest online.
    at(ist(16))
    const e = await place('E', 'online', [[pune, 2]], orders.D?.ctx)
    await completeTestPayment(orders.D?.ctx as ServiceContext, e, true)
    await deliver('E', 'v1')

    // Monday 21 December: D's Bengaluru parcel is payable (what is left of it); the Pune seller's
    // return carries forward as a negative; the Bengaluru seller's failed transfer comes back with the rest.
    at(ist(21, 1))
    expect(await makeLinesPayable(shop.services, ist(21, 1))).toEqual({ parcels: 1 })
    await settle(21)
    expect(await latestPayout('v1', 21)).toMatchObject({ status: 'carried' })
    const v3Again = await latestPayout('v3', 21)
    expect(v3Again).toMatchObject({ status: 'pending', broughtForwardPaise: v3Week.amountPaise })
    // Monday 28 December: E is payable; what the Pune seller is owed now nets its carried return.
    at(ist(24, 1))
    expect(await makeLinesPayable(shop.services, ist(24, 1))).toEqual({ parcels: 1 })
    await settle(28)
    const v1Last = await latestPayout('v1', 28)
    expect(v1Last).toMatchObject({ status: 'pending' })
    expect(Number(v1Last?.broughtForwardPaise)).toBeLessThan(0)
    for (const payout of [v3Again, v1Last]) {
      await movePayout(admin, payout?.id ?? '', 'approve', {}, ist(28, 9))
      expect(
        await movePayout(admin, payout?.id ?? '', 'paid', { utr: `HDFCN5202612${payout === v1Last ? '2801' : '2802'}` }, ist(28, 10)),
      ).toMatchObject({ ok: true })
    }

    // The books reconcile (trial balance, customers' money against the orders, sellers' statements), and
    // every customer's money held has gone out: to sellers, the store, or back.
    const { books, balance, rows, givenBack, storeShare } = await expectBooksToReconcile(shop.services, admin, ist(28, 12))
    expect(balance(ACCOUNTS.customersHeld)).toBe(0)
    expect(balance(ACCOUNTS.payoutsPending)).toBe(0)

    // The store's commission, its GST, TCS by head and TDS are settleLine's, summed over the lines made
    // payable less the parts that came back after.
    const facts = { v1: { intraState: true, bp: 500, fee: 20_00 }, v3: { intraState: false, bp: 400, fee: 0 } } as const
    const byKey = new Map<string, typeof rows>()
    for (const row of rows) byKey.set(row.eventKey, [...(byKey.get(row.eventKey) ?? []), row])
    const expected = { commission: 0, commissionGst: 0, cgst: 0, sgst: 0, igst: 0, tds: 0, sales: 0 }
    for (const [key, entries] of byKey) {
      const kind = entries[0]?.kind
      if (kind !== 'payable' && kind !== 'payable-back') continue
      const sign = kind === 'payable' ? 1 : -1
      const gross = sign * (entries.find((e) => e.account === ACCOUNTS.customersHeld)?.amountPaise ?? 0)
      const sellerEntry = entries.find((e) => e.account.startsWith('seller:'))
      if (!sellerEntry) {
        expected.sales += gross
        continue
      }
      const seller = facts[sellerEntry.account.slice('seller:'.length) as 'v1' | 'v3']
      const taxable = sign * (entries[0]?.taxablePaise ?? 0)
      const line = settleLine({
        taxablePaise: taxable,
        gstPaise: gross - taxable,
        commissionBp: seller.bp,
        fixedFeePaise: kind === 'payable' ? seller.fee : 0,
        intraState: seller.intraState,
        sellerHasPan: true,
        isStore: false,
      })
      expect(sign * -sellerEntry.amountPaise, key).toBe(line.netPayablePaise)
      expected.commission += sign * line.commissionPaise
      expected.commissionGst += sign * line.commissionGstPaise
      expected.cgst += sign * line.tcs.cgstPaise
      expected.sgst += sign * line.tcs.sgstPaise
      expected.igst += sign * line.tcs.igstPaise
      expected.tds += sign * line.tdsPaise
    }
    expect({
      commission: -balance(ACCOUNTS.commission),
      commissionGst: -balance(ACCOUNTS.commissionGst),
      cgst: -balance(ACCOUNTS.tcsCgst),
      sgst: -balance(ACCOUNTS.tcsSgst),
      igst: -balance(ACCOUNTS.tcsIgst),
      tds: -balance(ACCOUNTS.tds),
      sales: -balance(ACCOUNTS.storeSales),
    }).toEqual(expected)
    expect(expected.commission).toBeGreaterThan(0)
    expect(expected.igst).toBeGreaterThan(0)
    // One line worked out from the order alone: A's two Pune laptops are the whole of their parcel.
    const aPune = await parcelOf('A', 'v1')
    const aPuneLine = byKey.get(`payable:${aPune.id}:${pune}`) ?? []
    expect(aPuneLine.find((e) => e.account === ACCOUNTS.customersHeld)?.amountPaise).toBe(aPune.totalPaise)
    // ₹12,345 before GST sells at ₹14,567 with it; each unit's taxable value is ₹14,567 × 100/118 = ₹12,344.92.
    expect(aPuneLine[0]?.taxablePaise).toBe(2 * 12_344_92)

    // The store's share the reconciliation found is exactly that arithmetic's.
    expect(storeShare).toBe(Object.values(expected).reduce((s, x) => s + x, 0))
    expect(givenBack).toBeGreaterThan(0)

    // Nothing is posted twice: the job and a settlement run again change nothing.
    expect(await makeLinesPayable(shop.services, ist(31))).toEqual({ parcels: 0 })
    expect(await runSettlement(shop.services, ist(28, 7))).toMatchObject({ runId: null })
    expect((await trialBalance(admin)).accounts).toEqual(books.accounts)
  })

  it('reports TCS per seller GSTIN and TDS per PAN for the month, as the ledger and the sellers’ own pages have them', async () => {
    const tcs = await tcsReport(admin, '2026-12')
    const tds = await tdsReport(admin, '2026-12')
    if (!tcs || !tds) throw new Error('a month is a month')
    const books = await trialBalance(admin)
    const credit = (account: string) => -(books.accounts.find((row) => row.account === account)?.balancePaise ?? 0)
    const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, row) => s + pick(row), 0)
    expect(sum(tcs, (r) => r.igstPaise)).toBe(credit(ACCOUNTS.tcsIgst))
    expect(sum(tcs, (r) => r.cgstPaise + r.sgstPaise)).toBe(credit(ACCOUNTS.tcsCgst) + credit(ACCOUNTS.tcsSgst))
    expect(sum(tds, (r) => r.tdsPaise)).toBe(credit(ACCOUNTS.tds))
    const [pune, bengaluru] = ['v1', 'v3'].map((v) => tcs.find((r) => r.vendorId === v))
    // The Pune seller supplies within Maharashtra (CGST + SGST), the Bengaluru one across states (IGST);
    // both had supplies come back after they were payable.
    expect(pune).toMatchObject({ igstPaise: 0, gstin: expect.stringMatching(/^27/) })
    expect(bengaluru).toMatchObject({ cgstPaise: 0, sgstPaise: 0, gstin: expect.stringMatching(/^29/) })
    for (const row of [pune, bengaluru]) {
      expect(row?.returnsPaise).toBeGreaterThan(0)
      expect(row?.netValuePaise).toBe((row?.grossSuppliesPaise ?? 0) - (row?.returnsPaise ?? 0))
      // TCS is 0.5% of the net value, each line rounded on its own: within a paisa a line.
      expect(
        Math.abs((row?.igstPaise ?? 0) + (row?.cgstPaise ?? 0) + (row?.sgstPaise ?? 0) - (row?.netValuePaise ?? 0) * 0.005),
      ).toBeLessThan(10)
    }
    expect(tds.every((r) => r.rateBp === 10 && /^[A-Z]{5}\d{4}[A-Z]$/.test(r.pan))).toBe(true)
    // The seller's own page reads the same postings.
    const [december] = await withheldByMonth(shop.services, 'v1')
    expect(december).toMatchObject({ month: '2026-12', tcsCgstPaise: pune?.cgstPaise, tcsSgstPaise: pune?.sgstPaise })
    expect(december?.tdsPaise).toBe(tds.find((r) => r.vendorId === 'v1')?.tdsPaise)
    // Nothing in another month; a month that is not one is refused; only an admin may read them.
    expect(await tcsReport(admin, '2026-11')).toEqual([])
    expect(await tdsReport(admin, '2026-13')).toBeNull()
    await expect(tcsReport(orders.A?.ctx as ServiceContext, '2026-12')).rejects.toThrow()
    // CSV: GSTR-8's columns, figures as numbers, a legal name starting with = defused.
    const csv = tcsCsv('2026-12', [{ ...(pune as NonNullable<typeof pune>), legalName: '=HYPERLINK("x")' }])
    expect(csv.split('\r\n')[0]).toBe(
      'Month,GSTIN of supplier,Legal name,Gross value of supplies,Value of supplies returned,Net value,IGST,CGST,SGST',
    )
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(tdsCsv('2026-12', tds)).toContain(',0.1,')
  })
})
