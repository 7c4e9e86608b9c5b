import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { openDatabase } from '#db/database.ts'
import { ACCOUNTS, payableEntries, postJournal, runSettlement, settleLine } from '#src/modules/ledger/index.ts'
import { registerVendor } from './accounts-fixtures.ts'
import { adminLogIn, cookieHeader } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { queryServerDb } from './server-db.ts'

// Issue 25 (decision 040): a seller reads its statement on a phone and downloads it; an admin pays it.
const { newPage } = setupBrowser()
const baseURL = inject('baseURL')

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
    expect(net).toBe(1_11_458_40 + 55_741_00)

    await seller.goto('/vendor/payouts')
    await hydrated(seller)
    await seller.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor()
    await seller.getByText('₹1,67,199.40').first().waitFor()
    await expectNoSeriousA11yViolations(seller)
    await seller.getByRole('link', { name: /^ST\// }).click()
    await seller.getByRole('heading', { name: /^Statement ST\// }).waitFor()
    const firstLine = seller.getByRole('row', { name: /Laptop 1 delivered/ })
    await expect.poll(() => firstLine.textContent()).toContain('₹1,11,458.40')
    expect(await firstLine.textContent()).toContain('₹903.60')
    await expectNoSeriousA11yViolations(seller)
    const width = await seller.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(PHONE.width)

    const csvPath = await seller.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
    const csv = await fetch(`${baseURL}${csvPath}`, { headers: { cookie: await cookieHeader(seller) } })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(await csv.text()).toContain('118000.00,5020.00,903.60,500.00,118.00,111458.40')
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
    await phone.getByRole('row').filter({ hasText: 'Kothrud Laptop Point' }).getByRole('cell', { name: '₹177.00' }).waitFor()
    await expectNoSeriousA11yViolations(phone)
    const tdsCsv = await fetch(`${baseURL}/admin/reports/tds.csv?month=2026-11`, { headers: { cookie: await cookieHeader(phone) } })
    expect(await tdsCsv.text()).toContain('177000,0.1,177')
    const asSeller = await fetch(`${baseURL}/admin/reports/tcs.csv?month=2026-11`, { headers: { cookie: await cookieHeader(seller) } })
    expect(asSeller.status).not.toBe(200)
    expect(jsErrors(seller)).toEqual([])
    expect(jsErrors(admin)).toEqual([])
    expect(jsErrors(phone)).toEqual([])
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
