import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { ACCOUNTS, trialBalance } from '#src/modules/ledger/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { cashWithCouriers, recordRemittance } from './cod-remittances.service.ts'

/** 11:00 in India on a day of December 2026. */
const ist = (day: number) => new Date(Date.UTC(2026, 11, day, 11, 0) - 330 * 60_000)

// Issue 42: cash a courier collected is money with the courier until remitted; the admin records each
// remittance against its parcels, refused with the reason when it does not add up, and the report lists
// the cash still out, overdue after ten days (decision 071).
describe.each(TEST_DIALECTS)('cash on delivery remitted by couriers on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let product: string
  const parcels: Record<string, { id: string; collectedPaise: number }> = {}

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(ist(1))
    await seedCatalogueOnce(shop.database.db)
    await completeSampleSellers(shop.database.db)
    admin = await signedInAdmin(shop.services)
    product = (await insertProduct(shop.database.db, { name: 'Doorstep Laptop', price: 30_000, stock: 50, vendorId: 'v1' })).id
    for (const [name, courier, day] of [
      ['A', 'Delhivery', 1],
      ['B', 'Delhivery', 2],
      ['C', 'Blue Dart', 2],
    ] as const) {
      vi.setSystemTime(ist(day))
      const shopper = await signedInShopper(shop.services)
      await addToCart(shopper, product, '1')
      const placed = await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
      if (!placed.ok) throw new Error(placed.message)
      const shipment = { courier, trackingNumber: `TRK-${name}`, ewayBillNumber: '341012345678' }
      for (const move of ['process', 'ship', 'deliver'] as const)
        expect(await moveOrder(admin, placed.orderId, move, { kind: 'admin' }, { shipment })).toMatchObject({ ok: true })
      const parcel = await shop.database.db
        .selectFrom('parcels')
        .select(['id', 'collectedPaise'])
        .where('orderId', '=', placed.orderId)
        .executeTakeFirstOrThrow()
      parcels[name] = { id: parcel.id, collectedPaise: Number(parcel.collectedPaise) }
    }
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  const codBalance = async () => (await trialBalance(admin)).accounts.find((a) => a.account === ACCOUNTS.codCollected)?.balancePaise ?? 0

  it('lists the cash with each courier, and marks what is out more than ten days overdue', async () => {
    vi.setSystemTime(ist(12))
    const report = await cashWithCouriers(admin)
    expect(report.totalPaise).toBe(Object.values(parcels).reduce((s, p) => s + p.collectedPaise, 0))
    expect(report.totalPaise).toBe(await codBalance())
    expect(report.parcels.map((p) => [p.courier, p.daysOut, p.overdue])).toEqual([
      ['Delhivery', 11, true],
      ['Delhivery', 10, false],
      ['Blue Dart', 10, false],
    ])
    expect(report.couriers).toEqual([
      { courier: 'Blue Dart', parcels: 1, outPaise: parcels.C?.collectedPaise, overduePaise: 0 },
      {
        courier: 'Delhivery',
        parcels: 2,
        outPaise: (parcels.A?.collectedPaise ?? 0) + (parcels.B?.collectedPaise ?? 0),
        overduePaise: parcels.A?.collectedPaise,
      },
    ])
  })

  it('refuses a remittance that does not add up, or names another courier’s parcel, and changes nothing', async () => {
    const a = parcels.A as { id: string; collectedPaise: number }
    const c = parcels.C as { id: string; collectedPaise: number }
    const base = { courier: 'Delhivery', utr: 'HDFCN52026121200', receivedOn: '2026-12-12' }
    const short = await recordRemittance(admin, { ...base, amount: String((a.collectedPaise - 100) / 100), parcelIds: [a.id] })
    expect(short).toMatchObject({ ok: false, code: 'invalid_input', message: expect.stringContaining('about the ₹1 missing') })
    const mixed = await recordRemittance(admin, {
      ...base,
      amount: String((a.collectedPaise + c.collectedPaise) / 100),
      parcelIds: [a.id, c.id],
    })
    expect(mixed).toMatchObject({ ok: false, message: expect.stringContaining('went with Blue Dart, not Delhivery') })
    expect(await recordRemittance(admin, { ...base, utr: 'x', amount: '1', parcelIds: [] })).toMatchObject({
      ok: false,
      errors: { utr: expect.any(String), parcelIds: expect.any(String) },
    })
    expect(await recordRemittance(admin, { ...base, receivedOn: '2026-12-13', amount: '1', parcelIds: [a.id] })).toMatchObject({
      ok: false,
      errors: { receivedOn: expect.any(String) },
    })
    expect((await cashWithCouriers(admin)).parcels).toHaveLength(3)
  })

  it('takes a remittance that pays its parcels to the paisa, once, and moves the cash to the bank in the books', async () => {
    const a = parcels.A as { id: string; collectedPaise: number }
    const b = parcels.B as { id: string; collectedPaise: number }
    const input = {
      courier: 'Delhivery',
      utr: 'hdfcn52026121201',
      receivedOn: '2026-12-12',
      amount: ((a.collectedPaise + b.collectedPaise) / 100).toFixed(2),
      parcelIds: [a.id, b.id],
    }
    const bankBefore = (await trialBalance(admin)).accounts.find((x) => x.account === ACCOUNTS.bank)?.balancePaise ?? 0
    const [one, two] = await Promise.all([recordRemittance(admin, input), recordRemittance(admin, input)])
    expect([one, two].filter((o) => o.ok)).toHaveLength(1)
    expect(await recordRemittance(admin, { ...input, utr: 'HDFCN52026121202' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('remitted already'),
    })
    const report = await cashWithCouriers(admin)
    expect(report.parcels.map((p) => p.courier)).toEqual(['Blue Dart'])
    expect(report.remittances).toEqual([
      expect.objectContaining({
        courier: 'Delhivery',
        utr: 'HDFCN52026121201',
        amountPaise: a.collectedPaise + b.collectedPaise,
        parcels: 2,
      }),
    ])
    const books = await trialBalance(admin)
    expect(books.totalPaise).toBe(0)
    expect(await codBalance()).toBe(parcels.C?.collectedPaise)
    expect(books.accounts.find((x) => x.account === ACCOUNTS.bank)?.balancePaise).toBe(bankBefore + a.collectedPaise + b.collectedPaise)
  })
})
