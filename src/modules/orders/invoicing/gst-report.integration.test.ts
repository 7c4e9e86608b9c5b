import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { gstinCheckCharacter } from '#src/lib/gstin.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { completeTestPayment } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { gstReport, gstReportRows, monthBounds, shareTax, type TaxAmounts } from './gst-report.service.ts'

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
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let laptop: string
  let mouse: string

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
    await insertVendor(shop.database.db, 'v1')
    laptop = (await insertProduct(shop.database.db, { name: 'Report Laptop', price: 50_000, stock: 100 })).id
    mouse = (await insertProduct(shop.database.db, { name: 'Report Desktop', category: 'Desktop', price: 33_333, stock: 100 })).id
  })

  async function paidOrder(address: Record<string, string>, lines: Array<[string, string]>) {
    const ctx = await signedInShopper(shop.services)
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
    const report = await gstReport(shop.services, now)
    if (!report) throw new Error('no report')

    // Each order here is one parcel, with its own invoice (decision 039).
    const invoices = await shop.database.db
      .selectFrom('parcels')
      .select(['subtotalPaise', 'taxPaise'])
      .where('invoiceNumber', 'is not', null)
      .execute()
    const notes = await shop.database.db.selectFrom('creditNotes').select(['taxablePaise', 'taxPaise']).execute()
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
    // ₹33,333 before GST sells at ₹39,333 with it (the sample catalogue's rule): taxable ₹33,333.05 of it.
    expect(maharashtra).toMatchObject({ taxablePaise: 11_666_610, cgstPaise: 1_049_995, sgstPaise: 1_049_995, igstPaise: 0 })
    expect(karnataka).toMatchObject({ taxablePaise: 10_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_800_000 })
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
      expect(report.byState.reduce((n, s) => n + s[key], 0)).toBe(report.totals[key])
      expect(report.byHsn.reduce((n, h) => n + h[key], 0)).toBe(report.totals[key])
    }
    // Laptops and desktops share heading 8471: 1 + 2 + 2 + 1 units, less the 1 credited.
    expect(report.byHsn.map((h) => [h.hsnCode, h.quantity])).toEqual([['8471', 5]])
    expect(report.b2b).toEqual([expect.objectContaining({ buyerGstin: GSTIN, buyerName: 'Tumkur Traders', igstPaise: 1_800_000 })])

    // Every line has its own share of its document's heads, so the lines add up to the documents.
    for (const doc of report.documents)
      for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const)
        expect(doc.lines.reduce((n, l) => n + l[key], 0)).toBe(doc[key])

    // The CSV: sections, and its document lines (credit notes negative) add up to the month's net totals
    // head by head; the two-line invoice's tax is counted once, not on each of its lines.
    const rows = gstReportRows(report)
    const section = (title: string) => {
      const start = rows.findIndex((r) => r[0] === title)
      expect(start).toBeGreaterThanOrEqual(0)
      const end = rows.findIndex((r, i) => i > start && r.length === 0)
      return { header: rows[start + 1] ?? [], body: rows.slice(start + 2, end === -1 ? undefined : end) }
    }
    const paise = (value: unknown) => Math.round(Number(value) * 100)
    const lines = section('Document lines')
    expect(lines.body).toHaveLength(report.documents.reduce((n, d) => n + d.lines.length, 0))
    expect(lines.body.filter((r) => r[0] === 'Credit note')).toHaveLength(1)
    for (const [label, key] of [
      ['Taxable value', 'taxablePaise'],
      ['CGST', 'cgstPaise'],
      ['SGST', 'sgstPaise'],
      ['IGST', 'igstPaise'],
    ] as const) {
      const column = lines.header.indexOf(label)
      expect(lines.body.reduce((n, r) => n + paise(r[column]), 0)).toBe(report.totals[key])
      const totals = section(`GST sales report ${now}: net for the month (credit notes subtracted)`)
      expect(paise(totals.body[0]?.[totals.header.indexOf(label)])).toBe(report.totals[key])
    }
    const byHsn = section('By HSN')
    expect(byHsn.body.map((r) => [r[0], r[1]])).toEqual([['8471', 5]])
    const b2b = section('B2B by buyer GSTIN')
    expect(b2b.body.map((r) => r[0])).toEqual([GSTIN])
    expect(section('By place of supply').body.map((r) => r[0])).toEqual(['Karnataka (29)', 'Maharashtra (27)'])
    expect(await gstReport(shop.services, '2020-01')).toMatchObject({ documents: [], totals: { taxablePaise: 0 } })
  })
})
