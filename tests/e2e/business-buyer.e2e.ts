import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { gstinCheckCharacter } from '#src/lib/gstin.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { DESKTOP, downloadText, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb, writeServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.BUSINESS_SCREENSHOTS

/** A laptop of ₹50,000 (₹59,000 with GST), written straight to the database. */
function laptop(): string {
  const id = randomUUID()
  const slug = `gst-test-laptop-${id.slice(0, 8)}`
  const [vendor] = queryServerDb<{ id: string }>('select id from vendors order by created_at limit 1')
  writeProduct({
    id,
    vendorId: vendor?.id,
    name: 'Hebbal Book 15',
    slug,
    description: 'A 15-inch laptop for the office.',
    brand: 'Hebbal',
    sellingPricePaise: 59_000_00,
    stock: 20,
  })
  return slug
}

async function toCheckout(page: Page, slug: string) {
  await page.goto(`/products/${slug}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
  await page.goto('/checkout')
  await hydrated(page)
}

async function fillAddress(page: Page, address: { pincode: string; city: string; state: string }) {
  await page.getByLabel('PIN Code').fill(address.pincode)
  await page.getByLabel('Phone Number').fill('9876543210')
  await page.getByLabel('Full Name').fill('Ravi Gowda')
  await page.getByLabel('Address Line 1').fill('4 Infantry Road')
  await page.getByLabel('City').fill(address.city)
  await page.getByLabel('State').selectOption({ label: address.state })
}

describe('business buyers and store credit at checkout', () => {
  it('a business in Karnataka gets a tax invoice with its GSTIN, name and IGST; a mistyped GSTIN is refused first', async () => {
    const valid = `29AABCT1332L1Z${gstinCheckCharacter('29AABCT1332L1Z')}`
    const mistyped = `${valid.slice(0, 14)}${valid[14] === 'A' ? 'B' : 'A'}`
    const page = await newPage()
    await registerCustomer(page, 'Ravi Gowda')
    await toCheckout(page, laptop())
    await fillAddress(page, { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' })
    await page.getByText('Buying for a business? Add your GSTIN for a GST invoice (optional)').click()
    await page.getByLabel('GSTIN').fill(mistyped)
    await page.getByLabel('Business name').fill('Tumkur Traders Pvt Ltd')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByText('This GSTIN has a typing mistake: its check character does not match').waitFor()
    // The refusal puts focus on the field to fix.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('gstin')
    await expectNoSeriousA11yViolations(page)

    await page.getByLabel('GSTIN').fill(valid.toLowerCase())
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByText(`GST invoice to Tumkur Traders Pvt Ltd, GSTIN ${valid}`).waitFor()
    await page.getByRole('button', { name: 'Pay ₹59,000' }).click()
    await page.waitForURL('**/pay/**')
    await page.getByRole('button', { name: 'Simulate successful payment' }).click()
    await page.waitForURL('**/order-confirmation?orderId=*')
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''

    await page.goto(`/orders/${orderId}/invoice`)
    await page.getByRole('heading', { name: 'Tax Invoice' }).waitFor()
    const billed = page.getByRole('region', { name: 'Billed to' })
    await billed.getByText('Tumkur Traders Pvt Ltd').waitFor()
    await billed.getByText(`GSTIN: ${valid}`).waitFor()
    await page.getByText('Karnataka (29)', { exact: true }).waitFor() // the place of supply; the buyer's block says 'State: Karnataka (29)'
    await page.getByText('State: Karnataka (29)').waitFor()
    await page.getByText('IGST @ 18%').waitFor()
    expect(await page.getByText('CGST @ 9%').count()).toBe(0)
    await page.getByText('₹9,000.00').first().waitFor()
    await expectNoSeriousA11yViolations(page)
    if (SHOTS)
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(size)
        await page.screenshot({ path: `${SHOTS}/business-invoice-${name}.png`, fullPage: true })
      }

    // The admin's GST report for the month lists it under the buyer's GSTIN, and exports it.
    const admin = await newPage({ viewport: DESKTOP })
    await adminLogIn(admin)
    await admin.goto('/admin/reports')
    await admin.getByRole('heading', { name: 'GST sales report' }).waitFor()
    const b2b = admin.getByRole('region', { name: /B2B invoices by buyer GSTIN/ })
    await b2b.getByRole('rowheader', { name: valid }).waitFor()
    await b2b.getByText('Tumkur Traders Pvt Ltd').waitFor()
    await admin
      .getByRole('region', { name: /By place of supply/ })
      .getByRole('rowheader', { name: 'Karnataka (29)' })
      .waitFor()
    await expectNoSeriousA11yViolations(admin)
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Download CSV' }).click()])
    const csv = await downloadText(download)
    // Sections an accountant files from; each document line carries its own heads (here IGST ₹9,000).
    expect(csv.split('\r\n')[0]).toMatch(/^GST sales report \d{4}-\d{2}: net for the month/)
    for (const title of ['By place of supply', 'By HSN', 'B2B by buyer GSTIN', 'Document lines']) expect(csv).toContain(`\r\n${title}\r\n`)
    expect(csv).toContain('\r\nDocument lines\r\nDocument,Number,Date,Original invoice,Buyer GSTIN')
    expect(csv).toContain(`${valid},Tumkur Traders Pvt Ltd,Karnataka (29),8471,1,50000,0,0,9000`)
    if (SHOTS) {
      await admin.screenshot({ path: `${SHOTS}/gst-report-desktop.png`, fullPage: true })
      await admin.setViewportSize(PHONE)
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await admin.screenshot({ path: `${SHOTS}/gst-report-phone.png`, fullPage: true })
    }
  })

  it('store credit pays part of an order: the button, the gateway and the order say what is left to pay, and the balance is spent', async () => {
    const page = await newPage()
    const email = await registerCustomer(page)
    const [user] = queryServerDb<{ id: string }>('select id from users where email = ?', email)
    const now = new Date().toISOString()
    writeServerDb(
      `insert into store_credit_entries (id, user_id, amount_paise, return_id, reference, note, created_at)
       values (?, ?, 1000000, null, ?, 'Goodwill credit', ?)`,
      randomUUID(),
      user?.id,
      `test:${randomUUID()}`,
      now,
    )
    writeServerDb('insert into store_credit_balances (user_id, balance_paise) values (?, 1000000)', user?.id)

    await toCheckout(page, laptop())
    await fillAddress(page, { pincode: '411004', city: 'Pune', state: 'Maharashtra' })
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const useCredit = page.getByRole('checkbox', { name: /Use my store credit: ₹10,000/ })
    await useCredit.waitFor()
    expect(await useCredit.isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Pay ₹49,000' }).waitFor()
    await useCredit.uncheck()
    await page.getByRole('button', { name: 'Pay ₹59,000' }).waitFor()
    await useCredit.check()
    await expectNoSeriousA11yViolations(page)
    if (SHOTS) {
      await page.setViewportSize(PHONE)
      await page.screenshot({ path: `${SHOTS}/checkout-store-credit-phone.png`, fullPage: true })
    }
    await page.getByRole('button', { name: 'Pay ₹49,000' }).click()
    await page.waitForURL('**/pay/**')
    await page.getByRole('heading', { name: 'Pay ₹49,000' }).waitFor()
    await page.getByRole('button', { name: 'Simulate successful payment' }).click()
    await page.waitForURL('**/order-confirmation?orderId=*')
    await page.getByText('Paid with store credit', { exact: true }).waitFor()
    await page.getByText('−₹10,000').waitFor()
    // One figure for what was paid through the gateway: the total less the credit, not the total.
    await page.getByText('Online payment: paid · ₹49,000').waitFor()
    await page.getByText('Order total ₹59,000, of which ₹10,000 paid with store credit.').waitFor()
    await page.goto('/orders')
    await page.getByText('Store credit ₹10,000 + ₹49,000 Online Payment').waitFor()

    await page.goto('/account')
    const credit = page.getByRole('region', { name: 'Store credit' })
    await credit.getByText('₹0', { exact: true }).waitFor()
    await credit.getByText(/Spent on order DD-\d{4}-\d{6}/).waitFor()
  })
})
