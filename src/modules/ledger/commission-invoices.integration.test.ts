import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import { ownCommissionInvoice, ownPayouts } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { signedInAdmin, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { ACCOUNTS, payableEntries, reversed } from './accounts.ts'
import {
  adminCommissionInvoice,
  adminCommissionInvoices,
  issueCommissionInvoices,
  sellerCommissionInvoices,
} from './commission-invoices.service.ts'
import { postJournal } from './ledger.service.ts'
import { type LineSale, settleLine } from './settlement-math.ts'
import { monthRange } from './statutory-reports.service.ts'

const sale = (taxablePaise: number, commissionBp: number, fixedFeePaise: number, intraState: boolean): LineSale => ({
  taxablePaise,
  gstPaise: Math.round(taxablePaise * 0.18),
  commissionBp,
  fixedFeePaise,
  intraState,
  sellerHasPan: true,
  isStore: false,
})

describe.each(TEST_DIALECTS)('the store’s monthly commission invoices on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let sellerA: { ctx: ServiceContext; vendorId: string }
  let sellerB: { ctx: ServiceContext; vendorId: string }

  /** A line made payable to `vendorId` at `at`, as the payable job posts it (the fee recorded on the journal). */
  const payable = (vendorId: string, line: LineSale, at: string) =>
    postJournal(shop.database.db, {
      eventKey: `payable:${randomUUID()}`,
      kind: 'payable',
      memo: 'A line made payable',
      vendorId,
      taxablePaise: line.taxablePaise,
      feePaise: line.fixedFeePaise || null,
      occurredAt: at,
      entries: payableEntries(vendorId, false, settleLine(line)),
    })
  /** Part of a line coming back after it was payable: the payable entries reversed, without the fee. */
  const cameBack = (vendorId: string, line: LineSale, at: string) =>
    postJournal(shop.database.db, {
      eventKey: `payable-back:${randomUUID()}`,
      kind: 'payable-back',
      memo: 'A return after payable',
      vendorId,
      taxablePaise: -line.taxablePaise,
      occurredAt: at,
      entries: reversed(payableEntries(vendorId, false, settleLine({ ...line, fixedFeePaise: 0 }))),
    })

  /** What the ledger charged a seller in a month: the credits on the store's commission and its GST, net. */
  const ledgerCharged = async (vendorId: string, month: string) => {
    const range = monthRange(month)
    if (!range) throw new Error(month)
    const sum = async (account: string) => {
      const row = await shop.database.db
        .selectFrom('ledgerEntries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amountPaise'), eb.lit(0)).as('sum'))
        .where('account', '=', account)
        .where('vendorId', '=', vendorId)
        .where('occurredAt', '>=', range.from)
        .where('occurredAt', '<', range.to)
        .executeTakeFirstOrThrow()
      return -Number(row.sum)
    }
    return { commissionPaise: await sum(ACCOUNTS.commission), gstPaise: await sum(ACCOUNTS.commissionGst) }
  }

  const allInvoices = () =>
    shop.database.db.selectFrom('commissionInvoices').selectAll().orderBy('financialYear').orderBy('invoiceNumber').execute()

  beforeAll(async () => {
    await seedCatalogueOnce(shop.database.db)
    admin = await signedInAdmin(shop.services)
    const a = await vendorWithProduct(shop.services, 'Aundh Laptops')
    const b = await vendorWithProduct(shop.services, 'Baner Peripherals')
    const storeOf = async (ctx: ServiceContext) =>
      (
        await shop.database.db
          .selectFrom('vendors')
          .select('id')
          .where('userId', '=', ctx.actor?.id ?? '')
          .executeTakeFirstOrThrow()
      ).id
    sellerA = { ctx: a.ctx, vendorId: await storeOf(a.ctx) }
    sellerB = { ctx: b.ctx, vendorId: await storeOf(b.ctx) }

    // October: v2 sells; November: its line comes back, more than it was charged that month.
    await payable('v2', sale(40_000_00, 500, 0, true), '2026-10-20T06:00:00.000Z')
    await cameBack('v2', sale(40_000_00, 500, 0, true), '2026-11-05T06:00:00.000Z')
    // November: v1 (Maharashtra) sells a laptop with the fixed fee and a desktop, and part of the desktop comes back.
    await payable('v1', sale(1_00_000_00, 500, 20_00, true), '2026-11-10T06:00:00.000Z')
    await payable('v1', sale(50_000_00, 400, 0, true), '2026-11-12T06:00:00.000Z')
    await cameBack('v1', sale(12_345_67, 400, 0, true), '2026-11-20T06:00:00.000Z')
    // The last minute of November in India (18:29 UTC on the 30th) is November's; a minute later is December's.
    await payable('v3', sale(50_000_00, 400, 15_00, false), '2026-11-30T18:29:00.000Z')
    await payable('v3', sale(10_000_00, 400, 15_00, false), '2026-11-30T18:31:00.000Z')
    await payable(sellerA.vendorId, sale(20_000_00, 700, 10_00, true), '2026-11-15T06:00:00.000Z')
    await payable(sellerB.vendorId, sale(30_000_00, 600, 10_00, true), '2026-11-16T06:00:00.000Z')
    // December, and the turn of the financial year.
    await payable('v1', sale(80_000_00, 500, 20_00, true), '2026-12-03T06:00:00.000Z')
    await payable('v3', sale(25_000_00, 400, 15_00, false), '2027-03-15T06:00:00.000Z')
    await payable('v3', sale(35_000_00, 400, 15_00, false), '2027-04-02T06:00:00.000Z')
  })

  it('issues one invoice per seller and month once a month is over, raced by two runners, with the ledger’s figures', async () => {
    // 1 December, 00:30 in India: October and November are over, December is not.
    const at = new Date('2026-11-30T19:00:00.000Z')
    const runs = await Promise.all([issueCommissionInvoices(shop.services, at), issueCommissionInvoices(shop.services, at)])
    expect(runs[0].issued + runs[1].issued).toBe(5)
    expect(await issueCommissionInvoices(shop.services, at)).toEqual({ issued: 0 })

    const invoices = await allInvoices()
    expect(invoices.map((i) => `${i.vendorId}:${i.month}`).sort()).toEqual(
      [`${sellerA.vendorId}:2026-11`, `${sellerB.vendorId}:2026-11`, 'v1:2026-11', 'v2:2026-10', 'v3:2026-11'].sort(),
    )
    // Consecutive from 1 in the financial year, October's first.
    expect(invoices.map((i) => i.invoiceNumber)).toEqual([
      'DDC/2627/00001',
      'DDC/2627/00002',
      'DDC/2627/00003',
      'DDC/2627/00004',
      'DDC/2627/00005',
    ])
    expect(invoices.find((i) => i.invoiceNumber === 'DDC/2627/00001')).toMatchObject({ vendorId: 'v2', invoiceDate: '2026-10-31' })

    for (const invoice of invoices) {
      const ledger = await ledgerCharged(invoice.vendorId, invoice.month)
      const gst = Number(invoice.cgstPaise) + Number(invoice.sgstPaise) + Number(invoice.igstPaise)
      expect(Number(invoice.commissionPaise) + Number(invoice.feePaise)).toBe(ledger.commissionPaise)
      expect(gst).toBe(ledger.gstPaise)
      expect(Number(invoice.totalPaise)).toBe(ledger.commissionPaise + ledger.gstPaise)
    }

    const v1 = invoices.find((i) => i.vendorId === 'v1')
    // ₹5,000 + ₹2,000 − ₹493.83 commission; the ₹20 fee on its own line; GST as the lines were charged it.
    const back = settleLine({ ...sale(12_345_67, 400, 0, true) })
    expect(v1).toMatchObject({
      month: '2026-11',
      invoiceDate: '2026-11-30',
      commissionPaise: 5_000_00 + 2_000_00 - 493_83,
      feePaise: 20_00,
      igstPaise: 0,
    })
    expect(back.commissionPaise).toBe(493_83)
    expect(Number(v1?.cgstPaise) + Number(v1?.sgstPaise)).toBe(903_60 + 360_00 - back.commissionGstPaise)
    expect(Number(v1?.sgstPaise) - Number(v1?.cgstPaise)).toBeLessThanOrEqual(1)
    // Karnataka: IGST; only the line of November's last minute in India, with its fee.
    expect(invoices.find((i) => i.vendorId === 'v3')).toMatchObject({
      commissionPaise: 2_000_00,
      feePaise: 15_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: settleLine(sale(50_000_00, 400, 15_00, false)).commissionGstPaise,
    })
    const v1Issued = JSON.parse(v1?.recipientJson ?? '{}')
    expect(v1Issued).toMatchObject({ legalName: 'Shivaji Nagar Computers Private Limited', gstin: '27AAHCS6182K1ZT' })
    expect(JSON.parse(v1?.supplierJson ?? '{}')).toMatchObject({ gstin: '27AAKCD4821M1ZB' })
  })

  it('gives no invoice for a month whose returns outweigh its charges, and carries on the series across months and years', async () => {
    expect((await allInvoices()).filter((i) => i.vendorId === 'v2').map((i) => i.month)).toEqual(['2026-10'])
    expect(await issueCommissionInvoices(shop.services, new Date('2027-01-02T00:00:00.000Z'))).toEqual({ issued: 2 })
    // 1 May 2027: March closes 2026-27, April opens 2027-28 at 1.
    expect(await issueCommissionInvoices(shop.services, new Date('2027-05-01T00:00:00.000Z'))).toEqual({ issued: 2 })
    const numbers = (await allInvoices()).map((i) => `${i.invoiceNumber} ${i.vendorId} ${i.month}`)
    expect(numbers.slice(5)).toEqual([
      'DDC/2627/00006 v1 2026-12',
      'DDC/2627/00007 v3 2026-12',
      'DDC/2627/00008 v3 2027-03',
      'DDC/2728/00001 v3 2027-04',
    ])
  })

  it('shows a seller its own invoices only; another seller’s is not found', async () => {
    const mine = await ownPayouts(sellerA.ctx)
    expect(mine.invoices.map((i) => i.vendorId)).toEqual([sellerA.vendorId])
    const [theirs] = await sellerCommissionInvoices(shop.services, sellerB.vendorId)
    const own = await ownCommissionInvoice(sellerA.ctx, mine.invoices[0]?.id ?? '')
    expect(own).toMatchObject({ ok: true, invoice: { recipient: { vendorId: sellerA.vendorId }, supplier: { gstin: '27AAKCD4821M1ZB' } } })
    expect(await ownCommissionInvoice(sellerA.ctx, theirs?.id ?? '')).toMatchObject({ ok: false, code: 'not_found' })
    expect(await ownCommissionInvoice(sellerA.ctx, 'no-such-invoice')).toMatchObject({ ok: false, code: 'not_found' })
  })

  it('lists a month’s invoices for the admin, each readable, and refuses anyone else', async () => {
    const listed = await adminCommissionInvoices(admin, '2026-11')
    if (!listed.ok) throw new Error(listed.message)
    expect(listed.invoices).toHaveLength(4)
    expect(listed.months).toEqual(['2027-04', '2027-03', '2026-12', '2026-11', '2026-10'])
    expect(await adminCommissionInvoices(admin, 'November')).toMatchObject({ ok: false, code: 'invalid_query' })
    const one = await adminCommissionInvoice(admin, listed.invoices[0]?.id ?? '')
    expect(one).toMatchObject({ ok: true })
    await expect(adminCommissionInvoices(sellerA.ctx, '2026-11')).rejects.toMatchObject({ failure: { code: 'admins_only' } })
  })
})
