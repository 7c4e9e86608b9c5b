import { describe, expect, inject, it } from 'vitest'
import { registerVendor } from './accounts-fixtures.ts'
import { adminLogIn, cookieHeader } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { octoberSales } from './ledger-fixtures.ts'
import { queryServerDb } from './server-db.ts'

// Issue 25 (decision 040): the store's monthly tax invoice to each seller for its commission and fees.
const { newPage } = setupBrowser()
const baseURL = inject('baseURL')

describe('commission invoices', () => {
  it('a seller reads and prints its commission invoice on a phone; another seller’s invoice and statement are not found', {
    timeout: 90_000,
  }, async () => {
    const seller = await newPage({ viewport: PHONE })
    await registerVendor(seller, 'Hadapsar Notebook Hub')
    const other = await newPage({ viewport: PHONE })
    await registerVendor(other, 'Wakad Workstations')
    const idOf = (name: string) => queryServerDb<{ id: string }>('select id from vendors where name = ?', name)[0]?.id as string
    const [mine, theirs] = [idOf('Hadapsar Notebook Hub'), idOf('Wakad Workstations')]
    await octoberSales([mine, theirs], '2026-10-19') // valid-html.e2e.ts settles 12 October's week

    await seller.goto('/vendor/payouts')
    await hydrated(seller)
    const section = seller.getByRole('region', { name: /^Commission invoices/ })
    const row = section.getByRole('row').filter({ hasText: 'October 2026' })
    // ₹5,000 commission + ₹20 fee; GST ₹903.60; total ₹5,923.60.
    await expect.poll(() => row.textContent()).toContain('₹5,020.00')
    expect(await row.textContent()).toContain('₹903.60')
    expect(await row.textContent()).toContain('₹5,923.60')
    await expectNoSeriousA11yViolations(seller)
    await row.getByRole('link', { name: /^DDC\/2627\/\d{5}$/ }).click()
    await seller.getByRole('heading', { name: 'Tax Invoice', level: 1 }).waitFor()
    await hydrated(seller)
    const invoice = seller.locator('article')
    for (const text of [
      'Marketplace commission',
      '996211',
      'Fixed fee per parcel',
      '998599',
      '31 October 2026',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹5,923.60',
      'Tax payable on reverse charge',
      'Authorised Signatory',
    ])
      await invoice.getByText(text, { exact: true }).first().waitFor()
    await invoice.getByText(/^For .+/).waitFor()
    expect(await invoice.textContent()).toContain('₹451.80') // each of CGST and SGST: half of ₹903.60
    expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectNoSeriousA11yViolations(seller)
    // Printed, the invoice stands alone: no header, no links, no print button.
    await seller.emulateMedia({ media: 'print' })
    expect(await seller.getByRole('button', { name: 'Print invoice' }).isVisible()).toBe(false)
    expect(await seller.getByRole('banner').first().isVisible()).toBe(false)
    expect(await invoice.getByText('Authorised Signatory').isVisible()).toBe(true)
    await seller.emulateMedia({ media: 'screen' })

    // Another seller's invoice, statement and its CSV: not found, as if they did not exist.
    const [theirInvoice] = queryServerDb<{ id: string }>('select id from commission_invoices where vendor_id = ?', theirs)
    const [theirPayout] = queryServerDb<{ id: string }>('select id from payouts where vendor_id = ?', theirs)
    expect(theirInvoice?.id && theirPayout?.id).toBeTruthy()
    const cookie = await cookieHeader(seller)
    for (const url of [
      `/vendor/payouts/invoices/${theirInvoice?.id}`,
      `/vendor/payouts/${theirPayout?.id}`,
      `/vendor/payouts/${theirPayout?.id}.csv`,
    ])
      expect((await fetch(`${baseURL}${url}`, { headers: { cookie }, redirect: 'manual' })).status, url).toBe(404)
    const opened = await seller.goto(`/vendor/payouts/invoices/${theirInvoice?.id}`)
    expect(opened?.status()).toBe(404)
    // Its owner reads it.
    const theirs200 = await other.goto(`/vendor/payouts/invoices/${theirInvoice?.id}`)
    expect(theirs200?.status()).toBe(200)
    expect(jsErrors(seller)).toEqual([])
  })

  it('an admin lists a month’s commission invoices from payouts and opens one', { timeout: 60_000 }, async () => {
    const admin = await newPage({ viewport: DESKTOP })
    await adminLogIn(admin)
    await admin.goto('/admin/payouts')
    await hydrated(admin)
    await admin.getByRole('link', { name: 'Commission invoices to sellers' }).click()
    await admin.getByRole('heading', { name: 'Commission invoices', level: 1 }).waitFor()
    await admin.getByLabel('Month').selectOption('2026-10')
    await admin.getByRole('button', { name: 'Show' }).click()
    const row = admin.getByRole('row').filter({ hasText: 'Test Traders Private Limited' }).first()
    await expect.poll(() => row.textContent()).toContain('₹5,923.60')
    await expectNoSeriousA11yViolations(admin)
    await row.getByRole('link', { name: /^DDC\/2627\/\d{5}$/ }).click()
    await admin.getByRole('heading', { name: 'Tax Invoice', level: 1 }).waitFor()
    await admin.getByText('Marketplace commission').waitFor()
    await expectNoSeriousA11yViolations(admin)
    const bad = await admin.goto('/admin/payouts/invoices?month=October')
    expect(bad?.status()).toBe(400)
    await admin.getByText('Choose a month as YYYY-MM.').waitFor()
    expect(jsErrors(admin)).toEqual([])
  })
})
