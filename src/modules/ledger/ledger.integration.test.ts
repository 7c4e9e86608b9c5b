import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { ACCOUNTS, payableEntries, sellerAccount } from './accounts.ts'
import { commissionFor, setCommissionRate } from './commission-rates.service.ts'
import { postJournal, sellerBalance, trialBalance } from './ledger.service.ts'
import { settleLine } from './settlement-math.ts'

describe.each(TEST_DIALECTS)('the ledger on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  const at = '2026-11-25T10:00:00.000Z'

  beforeAll(async () => {
    await seedCatalogueOnce(shop.database.db)
    admin = testContext(shop.services, { actor: { id: randomUUID(), name: 'Meera', email: 'meera@admin.test', role: 'admin' } })
  })

  it('writes a raced event once, and keeps every journal balanced', async () => {
    const payment = {
      eventKey: 'payment:order-1',
      kind: 'payment',
      memo: 'Online payment for order 1',
      orderId: 'order-1',
      occurredAt: at,
      entries: [
        { account: ACCOUNTS.gateway, amountPaise: 1_18_000_00 },
        { account: ACCOUNTS.customersHeld, amountPaise: -1_18_000_00 },
      ],
    }
    const written = await Promise.all([1, 2, 3].map(() => postJournal(shop.database.db, payment)))
    expect(written.filter(Boolean)).toHaveLength(1)
    const line = settleLine({
      taxablePaise: 1_00_000_00,
      gstPaise: 18_000_00,
      commissionBp: 500,
      fixedFeePaise: 20_00,
      intraState: true,
      sellerHasPan: true,
      isStore: false,
    })
    await postJournal(shop.database.db, {
      eventKey: 'payable:parcel-1',
      kind: 'payable',
      memo: 'Delivered',
      vendorId: 'v1',
      occurredAt: at,
      entries: payableEntries('v1', false, line),
    })
    expect(await sellerBalance(shop.services, 'v1')).toBe(1_11_476_40)
    const books = await trialBalance(admin)
    expect(books.totalPaise).toBe(0)
    expect(books.accounts).toEqual(
      expect.arrayContaining([
        { account: ACCOUNTS.commission, balancePaise: -5_020_00 },
        { account: ACCOUNTS.tds, balancePaise: -100_00 },
        { account: ACCOUNTS.customersHeld, balancePaise: 0 },
        { account: sellerAccount('v1'), balancePaise: -1_11_476_40 },
      ]),
    )
  })

  it('refuses a journal whose debits and credits differ, and writes none of it', async () => {
    await expect(
      postJournal(shop.database.db, {
        eventKey: 'payout:bad',
        kind: 'payout',
        memo: 'x',
        occurredAt: at,
        entries: [{ account: ACCOUNTS.bank, amountPaise: -100 }],
      }),
    ).rejects.toThrow(/does not balance/)
    expect((await trialBalance(admin)).totalPaise).toBe(0)
  })

  it('charges the rate in force when a line was ordered: a seller’s own over its category’s, never a later one', async () => {
    const now = new Date('2026-11-25T06:00:00Z')
    expect(
      await setCommissionRate(
        admin,
        { subject: 'category', category: 'Laptop', percent: '5', fixedFeeRupees: '20', effectiveFrom: '2026-11-25' },
        now,
      ),
    ).toMatchObject({ ok: true })
    expect(
      await setCommissionRate(admin, { subject: 'category', category: 'Laptop', percent: '6.5', effectiveFrom: '2026-12-01' }, now),
    ).toMatchObject({ ok: true })
    expect(
      await setCommissionRate(admin, { subject: 'seller', vendorId: 'v3', percent: '4', effectiveFrom: '2026-12-01' }, now),
    ).toMatchObject({ ok: true })
    const laptop = (vendorId: string, orderedAt: string) => commissionFor(shop.database.db, { category: 'Laptop', vendorId, orderedAt })
    expect(await laptop('v1', '2026-11-24T12:00:00Z')).toEqual({ rateBp: 0, fixedFeePaise: 0 })
    expect(await laptop('v1', '2026-11-28T12:00:00Z')).toEqual({ rateBp: 500, fixedFeePaise: 20_00 })
    expect(await laptop('v1', '2026-12-01T12:00:00Z')).toEqual({ rateBp: 650, fixedFeePaise: 0 })
    expect(await laptop('v3', '2026-11-28T12:00:00Z')).toEqual({ rateBp: 500, fixedFeePaise: 20_00 })
    expect(await laptop('v3', '2026-12-02T12:00:00Z')).toEqual({ rateBp: 400, fixedFeePaise: 0 })
  })

  it('refuses a rate that would reach back to orders already placed, or names no category', async () => {
    const now = new Date('2026-11-25T06:00:00Z')
    expect(
      await setCommissionRate(admin, { subject: 'category', category: 'Desktop', percent: '5', effectiveFrom: '2026-11-01' }, now),
    ).toMatchObject({
      ok: false,
      errors: { effectiveFrom: 'A new rate starts today or later: past orders keep the rate they were placed at' },
    })
    expect(await setCommissionRate(admin, { subject: 'category', percent: '5', effectiveFrom: '2026-12-01' }, now)).toMatchObject({
      ok: false,
      errors: { category: 'Choose a category' },
    })
    expect(
      await setCommissionRate(admin, { subject: 'category', category: 'Desktop', percent: '5.555', effectiveFrom: '2026-12-01' }, now),
    ).toMatchObject({
      ok: false,
      errors: { percent: 'Use at most two decimals' },
    })
  })
})
