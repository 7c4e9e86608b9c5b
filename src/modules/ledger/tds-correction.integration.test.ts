import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { ACCOUNTS, payableEntries, reversed } from './accounts.ts'
import { postJournal, sellerBalance, trialBalance } from './ledger.service.ts'
import { settleLine } from './settlement-math.ts'
import { tdsReport } from './statutory-reports.service.ts'
import { correctTdsOnGst } from './tds-correction.service.ts'

// Issue 49, item 20 (decision 076): TDS under section 194-O is on the amount without GST (CBDT Circular 20
// of 2023). Lines settled with TDS on the gross get one correcting journal each: the excess back to the
// seller (or taken again on a line that came back), in the month it is made, so the seller's statement
// and the 194-O report show it; a second run writes nothing; the books still sum to zero.
describe.each(TEST_DIALECTS)('TDS once taken on GST, corrected, on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  const vendorId = 'v2'

  beforeAll(async () => {
    await seedCatalogueOnce(shop.database.db)
    admin = testContext(shop.services, { actor: { id: randomUUID(), name: 'Meera', email: 'meera@admin.test', role: 'admin' } })
  })

  /** A line settled as the shop did before: TDS 0.1% of ₹1,18,000 (₹118) where ₹100 was due. */
  const oldLine = () => {
    const line = settleLine({
      taxablePaise: 1_00_000_00,
      gstPaise: 18_000_00,
      commissionBp: 500,
      fixedFeePaise: 0,
      intraState: true,
      sellerHasPan: true,
      isStore: false,
    })
    const tdsOnGross = 118_00
    return { ...line, tdsPaise: tdsOnGross, netPayablePaise: line.netPayablePaise - (tdsOnGross - line.tdsPaise) }
  }

  it('gives back the TDS taken on GST once per line, and takes it again on a line that came back', async () => {
    const line = oldLine()
    await postJournal(shop.database.db, {
      eventKey: 'payable:parcel-old:laptop',
      kind: 'payable',
      memo: 'Laptop payable',
      orderId: 'order-old',
      vendorId,
      taxablePaise: 1_00_000_00,
      occurredAt: '2026-10-10T10:00:00.000Z',
      entries: payableEntries(vendorId, false, line),
    })
    // Half of it came back after it was payable, reversed with TDS on the gross too (₹59 where ₹50 was due).
    const half = {
      ...line,
      grossPaise: 59_000_00,
      commissionPaise: 2_500_00,
      commissionGstPaise: 450_00,
      tcs: { cgstPaise: 125_00, sgstPaise: 125_00, igstPaise: 0, totalPaise: 250_00 },
      tdsPaise: 59_00,
    }
    half.netPayablePaise = half.grossPaise - half.commissionPaise - half.commissionGstPaise - half.tcs.totalPaise - half.tdsPaise
    await postJournal(shop.database.db, {
      eventKey: 'payable-back:parcel-old:v2:laptop',
      kind: 'payable-back',
      memo: 'Laptop half returned',
      orderId: 'order-old',
      vendorId,
      taxablePaise: -50_000_00,
      occurredAt: '2026-10-20T10:00:00.000Z',
      entries: reversed(payableEntries(vendorId, false, half)),
    })
    const before = await sellerBalance(admin, vendorId)

    const at = new Date('2026-12-02T10:00:00.000Z')
    expect(await correctTdsOnGst(shop.services, at)).toEqual({ journals: 2 })
    expect(await correctTdsOnGst(shop.services, at)).toEqual({ journals: 0 })
    // ₹18 back for the line, ₹9 taken again for the half that came back: the seller is owed ₹9 more.
    expect((await sellerBalance(admin, vendorId)) - before).toBe(9_00)
    const books = await trialBalance(admin)
    expect(books.totalPaise).toBe(0)
    expect(books.accounts.find((a) => a.account === ACCOUNTS.tds)?.balancePaise).toBe(-(100_00 - 50_00))
    const december = await tdsReport(admin, '2026-12')
    expect(december?.find((r) => r.vendorId === vendorId)).toMatchObject({ tdsPaise: -9_00 })
  })
})
