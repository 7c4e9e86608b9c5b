import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import { demoActors, seedDemoAccountsOnce } from '#src/modules/accounts/index.ts'
import { ACCOUNTS, sellerCommissionInvoices, sellerPayouts, tcsReport, tdsReport } from '#src/modules/ledger/index.ts'
import { cashWithCouriers } from '#src/modules/orders/index.ts'
import { ownPayouts } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { testContext } from '#tests/fixtures/context.ts'
import { expectBooksToReconcile } from '#tests/fixtures/reconciliation.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { seedDemoHistory } from './demo-history.service.ts'

/** The demo starts on Wednesday 2 December 2026, 09:30 in India. */
const NOW = new Date('2026-12-02T04:00:00Z')

// Issue 41: a fresh demo shows every money screen filled (settled statements, a paid payout with its UTR,
// a failed and retried one, a commission invoice, TCS and TDS figures, lines on their way), made through
// the services real sales use, and the books reconcile.
describe.each(TEST_DIALECTS)('the demo shop’s history on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext

  beforeAll(async () => {
    await seedCatalogueOnce(shop.database.db)
    expect(await seedDemoAccountsOnce(shop.services)).toBe(true)
    expect(await seedDemoHistory(shop.services, NOW)).toEqual({ orders: 21 })
    const people = await demoActors(shop.services)
    admin = testContext(shop.services, { actor: people.get('admin@deccandigital.test') })
  })

  it('passes the ledger’s reconciliation', async () => {
    const books = await expectBooksToReconcile(shop.services, admin, NOW)
    expect(books.givenBack).toBeGreaterThan(0) // the cancelled parcel
    expect(books.held).toBeGreaterThan(0) // orders still in their return window or on their way
    // Couriers remitted the older cash on delivery; what they still hold is the books' cash with couriers.
    const cod = await cashWithCouriers(admin)
    expect(cod.remittances.length).toBeGreaterThan(0)
    expect(cod.totalPaise).toBeGreaterThan(0)
    expect(cod.totalPaise).toBe(books.balance(ACCOUNTS.codCollected))
  })

  it('has settled statements, payouts paid with their UTRs, and one returned by the bank and paid the next week', async () => {
    const v3 = (await sellerPayouts(shop.services, 'v3', NOW)).payouts
    const failed = v3.find((p) => p.status === 'failed')
    expect(failed).toBeDefined()
    const retried = v3.find((p) => p.cutoff > (failed?.cutoff ?? '') && Number(p.broughtForwardPaise) >= Number(failed?.amountPaise))
    expect(retried).toMatchObject({ status: 'paid', utr: expect.stringMatching(/^HDFCN5\d{10}$/) })
    for (const vendorId of ['v1', 'v2', 'v3']) {
      const payouts = (await sellerPayouts(shop.services, vendorId, NOW)).payouts
      expect(payouts.filter((p) => p.status === 'paid').length, vendorId).toBeGreaterThanOrEqual(3)
    }
  })

  it('has commission invoices for November, TCS and TDS figures, and lines still on their way', async () => {
    for (const vendorId of ['v1', 'v2', 'v3']) {
      const invoices = await sellerCommissionInvoices(shop.services, vendorId)
      expect(
        invoices.map((i) => i.month),
        vendorId,
      ).toContain('2026-11')
    }
    const tcs = await tcsReport(admin, '2026-11')
    const tds = await tdsReport(admin, '2026-11')
    expect(tcs?.map((r) => r.vendorId).sort()).toEqual(['v1', 'v2', 'v3'])
    expect(tcs?.every((r) => r.netValuePaise > 0)).toBe(true)
    expect(tds?.every((r) => r.tdsPaise > 0)).toBe(true)

    const people = await demoActors(shop.services)
    const seller = testContext(shop.services, { actor: people.get('vendor2@deccandigital.test') })
    const page = await ownPayouts(seller, NOW)
    expect(page.upcoming.lines.length).toBeGreaterThan(0)
    expect(page.upcoming.lines.some((l) => l.payableAt !== null)).toBe(true)
  })
})
