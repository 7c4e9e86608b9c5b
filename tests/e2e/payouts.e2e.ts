import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { exactRupees } from '#app/components/money/exact-amount.ts'
import { openDatabase } from '#db/database.ts'
import { formatDate } from '#src/lib/dates.ts'
import { ACCOUNTS, nextSettlement, payableEntries, postJournal, runSettlement, settleLine } from '#src/modules/ledger/index.ts'
import { registerCustomer, registerVendor } from './accounts-fixtures.ts'
import { adminLogIn, cookieHeader, deliverByAdmin } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'
import { buyOnline } from './shopper-fixtures.ts'

// Issue 25 (decision 040): a seller reads its statement on a phone and downloads it; an admin pays it.
const { newPage } = setupBrowser()
const baseURL = inject('baseURL')
/** A folder to keep screenshots of the seller's page in, at 390 px and 1280 px, to look at as a person would. */
const SHOTS = process.env.PAYOUTS_SCREENSHOTS

/** Two lines of the seller, delivered in the week to Monday 16 November 2026, settled on that Monday. */
async function settleTwoLines(vendorId: string) {
  const database = openDatabase({ sqliteFile: path.join(inject('dataDir'), 'deccan-digital.sqlite') })
  try {
    const lines = [
      settleLine({
        taxablePaise: 1_00_000_00,
        gstPaise: 18_000_00,
        commissionBp: 500,
        fixedFeePaise: 20_00,
        intraState: true,
        sellerHasPan: true,
        isStore: false,
      }),
      settleLine({
        taxablePaise: 50_000_00,
        gstPaise: 9_000_00,
        commissionBp: 500,
        fixedFeePaise: 0,
        intraState: false,
        sellerHasPan: true,
        isStore: false,
      }),
    ]
    for (const [index, line] of lines.entries()) {
      const key = `${vendorId}-${index}`
      const occurredAt = `2026-11-1${index}T10:00:00.000Z`
      await postJournal(database.db, {
        eventKey: `payment:${key}`,
        kind: 'payment',
        memo: 'Paid online',
        orderId: key,
        occurredAt,
        entries: [
          { account: ACCOUNTS.gateway, amountPaise: line.grossPaise },
          { account: ACCOUNTS.customersHeld, amountPaise: -line.grossPaise },
        ],
      })
      await postJournal(database.db, {
        eventKey: `payable:${key}`,
        kind: 'payable',
        memo: `Laptop ${index + 1} delivered`,
        orderId: key,
        vendorId,
        taxablePaise: index === 0 ? 1_00_000_00 : 50_000_00,
        occurredAt,
        entries: payableEntries(vendorId, false, line),
      })
    }
    await runSettlement({ db: database.db }, new Date('2026-11-17T02:00:00Z'))
    return lines.reduce((sum, line) => sum + line.netPayablePaise, 0)
  } finally {
    await database.close()
  }
}

describe('payouts', () => {
  it('a seller on a phone reads its statement and downloads it; an admin approves and pays it with a UTR', {
    timeout: 90_000,
  }, async () => {
    const seller = await newPage({ viewport: PHONE })
    await registerVendor(seller, 'Kothrud Laptop Point')
    const [vendor] = queryServerDb<{ id: string }>('select id from vendors where name = ?', 'Kothrud Laptop Point')
    const net = await settleTwoLines(vendor?.id as string)
    expect(net).toBe(1_11_476_40 + 55_750_00)

    await seller.goto('/vendor/payouts')
    await hydrated(seller)
    await seller.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor()
    await seller.getByText('₹1,67,226.40').first().waitFor()
    await expectNoSeriousA11yViolations(seller)
    await seller.getByRole('link', { name: /^ST\// }).click()
    await seller.getByRole('heading', { name: /^Statement ST\// }).waitFor()
    const firstLine = seller.getByRole('row', { name: /Laptop 1 delivered/ })
    await expect.poll(() => firstLine.textContent()).toContain('₹1,11,476.40')
    expect(await firstLine.textContent()).toContain('₹903.60')
    await expectNoSeriousA11yViolations(seller)
    const width = await seller.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(PHONE.width)

    const csvPath = await seller.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
    const csv = await fetch(`${baseURL}${csvPath}`, { headers: { cookie: await cookieHeader(seller) } })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(await csv.text()).toContain('118000.00,5020.00,903.60,500.00,100.00,111476.40')
    const stranger = await fetch(`${baseURL}${csvPath}`)
    expect(stranger.status).not.toBe(200)

    const admin = await newPage({ viewport: DESKTOP })
    await adminLogIn(admin)
    await admin.goto('/admin/payouts?status=pending')
    await hydrated(admin)
    const card = admin.getByRole('listitem').filter({ hasText: 'Kothrud Laptop Point' })
    await card.getByText('Approve payout').click()
    await card.getByRole('button', { name: 'Yes, approve' }).click()
    await admin.getByText('Payout approved.').waitFor()
    await admin.goto('/admin/payouts?status=approved')
    await hydrated(admin)
    const approved = admin.getByRole('listitem').filter({ hasText: 'Kothrud Laptop Point' })
    await approved.getByText('Mark paid').click()
    await approved.getByRole('button', { name: 'Record payment' }).click()
    await approved.getByText(/Enter the transfer’s UTR/).waitFor()
    await approved.getByLabel('UTR').fill('HDFCN52026111712')
    await approved.getByRole('button', { name: 'Record payment' }).click()
    await admin.getByText('Payout marked paid with UTR HDFCN52026111712.').waitFor()
    await expectNoSeriousA11yViolations(admin)

    await seller.goto('/vendor/payouts')
    await seller.getByText(/Paid · UTR HDFCN52026111712/).waitFor()

    // The month's TCS (GSTR-8) and TDS (194-O), linked from payouts, on a phone; their CSVs are the admin's only.
    const phone = await newPage({ viewport: PHONE })
    await adminLogIn(phone)
    await phone.goto('/admin/payouts')
    await phone.getByRole('link', { name: 'TCS by seller (GSTR-8)' }).click()
    await phone.getByRole('heading', { name: 'TCS collected (GSTR-8)', level: 1 }).waitFor()
    await phone.getByLabel('Month').fill('2026-11')
    await phone.getByRole('button', { name: 'Show' }).click()
    const tcsRow = phone.getByRole('row').filter({ hasText: 'Kothrud Laptop Point' })
    await expect.poll(() => tcsRow.textContent()).toContain('₹1,50,000.00')
    expect(await tcsRow.textContent()).toContain('₹250.00')
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectNoSeriousA11yViolations(phone)
    await phone.getByRole('link', { name: 'TDS under section 194-O' }).click()
    await phone.getByRole('heading', { name: 'TDS deducted (section 194-O)', level: 1 }).waitFor()
    await phone.getByRole('row').filter({ hasText: 'Kothrud Laptop Point' }).getByRole('cell', { name: '₹150.00' }).waitFor()
    await expectNoSeriousA11yViolations(phone)
    const tdsCsv = await fetch(`${baseURL}/admin/reports/tds.csv?month=2026-11`, { headers: { cookie: await cookieHeader(phone) } })
    expect(await tdsCsv.text()).toContain('150000,0.1,150')
    const asSeller = await fetch(`${baseURL}/admin/reports/tcs.csv?month=2026-11`, { headers: { cookie: await cookieHeader(seller) } })
    expect(asSeller.status).not.toBe(200)
    expect(jsErrors(seller)).toEqual([])
    expect(jsErrors(admin)).toEqual([])
    expect(jsErrors(phone)).toEqual([])
  })
})

/** A new store's laptop selling at ₹23,600 with GST (₹20,000 taxable), written straight to the database (the product form is tested elsewhere). */
function laptopOf(vendorId: string) {
  const id = randomUUID()
  const slug = `payouts-test-laptop-${id.slice(0, 8)}`
  writeProduct({
    id,
    vendorId,
    name: 'Aundh Book 14',
    slug,
    description: 'A 14-inch laptop for the office.',
    brand: 'Aundh',
    sellingPricePaise: 23_600_00,
    stock: 5,
  })
  return { id, slug }
}

/** The commission rate in force now for a line of this seller in this category (its own rate wins), as basis points and fee. */
function rateNow(vendorId: string, category: string) {
  const now = new Date().toISOString()
  const pick = (where: string, value: string) =>
    queryServerDb<{ rate_bp: number; fixed_fee_paise: number }>(
      `select rate_bp, fixed_fee_paise from commission_rates where ${where} = ? and effective_from <= ? order by effective_from desc, created_at desc limit 1`,
      value,
      now,
    )[0]
  const rate = pick('vendor_id', vendorId) ?? pick('category', category)
  return { commissionBp: Number(rate?.rate_bp ?? 0), fixedFeePaise: Number(rate?.fixed_fee_paise ?? 0) }
}

describe('money before it is settled', () => {
  it('a seller on a phone reads the line of a parcel delivered today, with its payable date, settlement and net, and its rates', {
    timeout: 90_000,
  }, async () => {
    const seller = await newPage({ viewport: PHONE })
    await registerVendor(seller, 'Aundh Laptop House')
    const [vendor] = queryServerDb<{ id: string }>(
      "select id from vendors where name = 'Aundh Laptop House' order by created_at desc limit 1",
    )
    const laptop = laptopOf(vendor?.id ?? '')

    const buyer = await newPage()
    await registerCustomer(buyer)
    const orderId = await buyOnline(buyer, laptop.slug)
    const admin = await newPage()
    await adminLogIn(admin)
    await deliverByAdmin(admin, orderId, { courier: 'Blue Dart', trackingNumber: 'BD4321' })

    // What the payable job will post, worked out by hand from the parcel: the seller (Maharashtra, PAN on file) and the buyer in one state.
    const [parcel] = queryServerDb<{ tax_paise: number; round_off_paise: number; line_total_paise: number; order_number: string }>(
      `select parcels.tax_paise, parcels.round_off_paise, order_items.line_total_paise, orders.order_number from parcels
       join orders on orders.id = parcels.order_id join order_items on order_items.order_id = parcels.order_id where parcels.order_id = ?`,
      orderId,
    )
    const line = settleLine({
      taxablePaise: Number(parcel?.line_total_paise),
      gstPaise: Number(parcel?.tax_paise) + Number(parcel?.round_off_paise),
      ...rateNow(vendor?.id ?? '', 'Laptop'),
      intraState: true,
      sellerHasPan: true,
      isStore: false,
    })
    // Payable when the 7-day window closes: the end of the 7th day after today in India; paid the Monday after.
    const IST = 330 * 60_000
    const today = Math.floor((Date.now() + IST) / 86_400_000) * 86_400_000
    const payableAt = new Date(today + 8 * 86_400_000 - IST)

    const figures = [
      exactRupees(line.grossPaise),
      exactRupees(line.commissionPaise),
      exactRupees(line.commissionGstPaise),
      exactRupees(line.tcs.totalPaise),
      exactRupees(line.tdsPaise),
      exactRupees(line.netPayablePaise),
    ]
    expect(line.netPayablePaise).toBeGreaterThan(0)

    // On the phone, the line's card: each figure under its name.
    await seller.goto('/vendor/payouts')
    await hydrated(seller)
    const card = seller
      .getByRole('list', { name: 'Lines not yet settled' })
      .getByRole('listitem')
      .filter({ hasText: `order ${parcel?.order_number}` })
    await card.waitFor()
    expect(await card.getByRole('definition').allTextContents()).toEqual([
      formatDate(payableAt),
      formatDate(nextSettlement(payableAt)),
      ...figures,
    ])
    expect(await card.getByRole('term').allTextContents()).toEqual([
      'Payable from',
      'Settlement of',
      'Sale value',
      'Commission',
      'GST on commission',
      'TCS',
      'TDS',
      'Net',
    ])
    expect(await seller.locator('dt:text-is("Later") + dd').textContent()).toBe(exactRupees(line.netPayablePaise))
    const rates = seller.getByRole('table', { name: 'Commission by category' })
    await rates.getByRole('row', { name: /^Laptop/ }).waitFor()
    await seller.getByText(/0\.1% of the sale value with GST: your PAN is on file/).waitFor()
    await expectNoSeriousA11yViolations(seller)
    expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await seller.screenshot({ path: path.join(SHOTS, 'payouts-390.png'), fullPage: true })

    // On a desk, the statement's table, with the totals of later settlements at its foot.
    await seller.setViewportSize(DESKTOP)
    const table = seller.getByRole('table', { name: 'Lines not yet settled' })
    const row = table.getByRole('row', { name: new RegExp(`order ${parcel?.order_number}`) })
    await row.waitFor()
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      formatDate(payableAt),
      formatDate(nextSettlement(payableAt)),
      ...figures,
    ])
    expect(
      await table
        .getByRole('row', { name: /^Later/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(figures)
    await expectNoSeriousA11yViolations(seller)
    if (SHOTS) await seller.screenshot({ path: path.join(SHOTS, 'payouts-1280.png'), fullPage: true })
    expect(jsErrors(seller)).toEqual([])
  })
})

describe('commission rates', () => {
  it('an admin sets a category’s rate from today, and a date in the past is refused', async () => {
    const admin = await newPage({ viewport: PHONE })
    await adminLogIn(admin)
    await admin.goto('/admin/commission')
    await hydrated(admin)
    await admin.getByLabel('Category', { exact: true }).selectOption('Desktop')
    await admin.getByLabel('Commission (%)').fill('4.25')
    await admin.getByLabel('Fee per parcel (₹)').fill('15')
    await admin.getByLabel('Applies from').fill('2020-01-01')
    await admin.getByRole('button', { name: 'Save rate' }).click()
    await admin.getByText('A new rate starts today or later: past orders keep the rate they were placed at').waitFor()
    await admin.getByLabel('Applies from').fill(new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10))
    await admin.getByRole('button', { name: 'Save rate' }).click()
    await admin.getByText('Commission rate saved.').waitFor()
    await admin.getByText(/Desktop: 4\.25% \+ ₹15 per parcel from/).waitFor()
    await expectNoSeriousA11yViolations(admin)
    expect(jsErrors(admin)).toEqual([])
  })
})
