import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppServices, ServiceContext } from '#src/context.ts'
import { gstinCheckCharacter } from '#src/lib/gstin.ts'
import { addToCart } from '#src/modules/cart/cart.service.ts'
import { completeTestPayment } from '#src/modules/payments/payments.service.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { gstReport, gstReportRows, monthBounds, shareTax, type TaxAmounts } from './gst-report.ts'
import { moveOrder } from './order-lifecycle.service.ts'
import { placeOrder } from './orders.service.ts'

const KARNATAKA = { ...SHIPPING, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' }
const GSTIN = `29AABCT1332L1Z${gstinCheckCharacter('29AABCT1332L1Z')}`

describe('GST report rules', () => {
  it('takes India’s calendar month and shares a document’s tax over its lines exactly', () => {
    expect(monthBounds('2026-11')).toEqual({ from: '2026-10-31T18:30:00.000Z', before: '2026-11-30T18:30:00.000Z' })
    expect(monthBounds('2026-12')?.before).toBe('2026-12-31T18:30:00.000Z')
    expect(monthBounds('2026-13')).toBeNull()
    expect(shareTax([{ taxablePaise: 100 }, { taxablePaise: 200 }], 55)).toEqual([18, 37])
  })
})

describe.each(TEST_DIALECTS)('GST report on %s', (dialect) => {
  let database: TestDatabase
  let services: AppServices
  let admin: ServiceContext
  let laptop: string
  let mouse: string

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    services = testServices(database)
    admin = await signedInAdmin(services)
    await insertVendor(database.db, 'v1')
    laptop = (await insertProduct(database.db, { name: 'Report Laptop', price: 50_000, stock: 100 })).id
    mouse = (await insertProduct(database.db, { name: 'Report Desktop', category: 'Desktop', price: 33_333, stock: 100 })).id
  })
  afterAll(() => database.destroy())

  async function paidOrder(address: Record<string, string>, lines: Array<[string, string]>) {
    const ctx = await signedInShopper(services)
    for (const [product, quantity] of lines) await addToCart(ctx, product, quantity)
    const placed = await placeOrder(ctx, { ...address, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await completeTestPayment(ctx, placed.orderId, true)
    return placed.orderId
  }

  it('adds up the month’s invoices less its credit notes, by place of supply, by HSN and for B2B buyers', async () => {
    await paidOrder(SHIPPING, [
      [laptop, '1'],
      [mouse, '2'],
    ])
    await paidOrder({ ...KARNATAKA, gstin: GSTIN, businessName: 'Tumkur Traders' }, [[laptop, '2']])
    const cancelled = await paidOrder(KARNATAKA, [[mouse, '1']])
    expect(await moveOrder(admin, cancelled, 'cancel', { kind: 'admin' })).toMatchObject({ ok: true })

    const now = new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 7)
    const report = await gstReport(services, now)
    if (!report) throw new Error('no report')

    const invoices = await database.db
      .selectFrom('orders')
      .select(['subtotalPaise', 'taxPaise'])
      .where('invoiceNumber', 'is not', null)
      .execute()
    const notes = await database.db.selectFrom('creditNotes').select(['taxablePaise', 'taxPaise']).execute()
    expect(invoices).toHaveLength(3)
    expect(notes).toHaveLength(1)
    const sum = (rows: Array<{ taxPaise: number }>) => rows.reduce((n, r) => n + r.taxPaise, 0)
    const tax = (t: TaxAmounts) => t.cgstPaise + t.sgstPaise + t.igstPaise
    expect(report.totals.taxablePaise).toBe(
      invoices.reduce((n, r) => n + r.subtotalPaise, 0) - notes.reduce((n, r) => n + r.taxablePaise, 0),
    )
    expect(tax(report.totals)).toBe(sum(invoices) - sum(notes))

    // Maharashtra (the seller's state) is CGST + SGST; Karnataka is IGST, the cancelled order netted out.
    const maharashtra = report.byState.find((s) => s.placeOfSupply === 'Maharashtra (27)')
    const karnataka = report.byState.find((s) => s.placeOfSupply === 'Karnataka (29)')
    expect(maharashtra).toMatchObject({ taxablePaise: 11_666_600, cgstPaise: 1_049_994, sgstPaise: 1_049_994, igstPaise: 0 })
    expect(karnataka).toMatchObject({ taxablePaise: 10_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_800_000 })
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
      expect(report.byState.reduce((n, s) => n + s[key], 0)).toBe(report.totals[key])
      expect(report.byHsn.reduce((n, h) => n + h[key], 0)).toBe(report.totals[key])
    }
    // Laptops and desktops share heading 8471: 1 + 2 + 2 + 1 units, less the 1 credited.
    expect(report.byHsn.map((h) => [h.hsnCode, h.quantity])).toEqual([['8471', 5]])
    expect(report.b2b).toEqual([expect.objectContaining({ buyerGstin: GSTIN, buyerName: 'Tumkur Traders', igstPaise: 1_800_000 })])

    const rows = gstReportRows(report)
    expect(rows[0]?.[0]).toBe('Document')
    expect(rows.filter((r) => r[0] === 'Credit note')).toHaveLength(1)
    expect(await gstReport(services, '2020-01')).toMatchObject({ documents: [], totals: { taxablePaise: 0 } })
  })
})
