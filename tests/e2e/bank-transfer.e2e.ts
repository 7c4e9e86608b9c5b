import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { indiaDay } from '#src/lib/dates.ts'
import { gstinCheckCharacter } from '#src/lib/gstin.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb, writeServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.BANK_TRANSFER_SCREENSHOTS

/** The store's account, as an admin enters it for the bank transfer method (once per shop). */
function bankMethod() {
  writeServerDb(
    `insert into payment_methods (id, name, type, provider, enabled, position, bank_details)
     values ('bank-e2e', 'Bank transfer (NEFT, RTGS, IMPS)', 'offline', 'bank', 1, 90, ?) on conflict (id) do nothing`,
    'Deccan Digital Retail Pvt Ltd\nHDFC Bank, FC Road, Pune\nA/c 50200012345678\nIFSC HDFC0000123',
  )
}

/** An office desktop of ₹50,000 (₹59,000 with GST). */
function desktop(): string {
  const id = randomUUID()
  const slug = `transfer-desktop-${id.slice(0, 8)}`
  const [vendor] = queryServerDb<{ id: string }>('select id from vendors order by created_at limit 1')
  writeProduct({
    id,
    vendorId: vendor?.id,
    name: 'Aundh Office Tower',
    slug,
    description: 'A desktop for the office.',
    brand: 'Aundh',
    sellingPricePaise: 59_000_00,
    stock: 20,
  })
  return slug
}

// Issue 48: a business pays its order by bank transfer on a phone: it reads where, how much and by when,
// prints the proforma; the admin's statement line with the wrong amount is refused with the reason, the
// right one pays the order, and the tax invoice is issued.
describe('an order paid by bank transfer', () => {
  it('is paid by the statement line that names it, at 390 px, with a proforma first and the tax invoice after', async () => {
    bankMethod()
    const shopper = await newPage({ viewport: PHONE })
    await registerCustomer(shopper, 'Ravi Gowda')
    await shopper.goto(`/products/${desktop()}`)
    await hydrated(shopper)
    await shopper.getByRole('button', { name: 'Add to Cart' }).click()
    await shopper.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await shopper.goto('/checkout')
    await hydrated(shopper)
    await shopper.getByLabel('PIN Code').fill('411001')
    await shopper.getByLabel('Phone Number').fill('9876543210')
    await shopper.getByLabel('Full Name').fill('Ravi Gowda')
    await shopper.getByLabel('Address Line 1').fill('4 Boat Club Road')
    await shopper.getByLabel('City').fill('Pune')
    await shopper.getByLabel('State').selectOption({ label: 'Maharashtra' })
    const gstin = `27AABCT1332L1Z${gstinCheckCharacter('27AABCT1332L1Z')}`
    await shopper.getByText('Buying for a business? Add your GSTIN for a GST invoice (optional)').click()
    await shopper.getByLabel('GSTIN').fill(gstin)
    await shopper.getByLabel('Business name').fill('Koregaon Traders Pvt Ltd')
    await shopper.getByRole('button', { name: 'Continue to Payment' }).click()
    await shopper
      .getByRole('radio', { name: /Bank transfer/ })
      .first()
      .check()
    await shopper.getByText('NEFT, RTGS or IMPS from your own bank within 3 days').first().waitFor()
    await shopper.getByRole('button', { name: 'Place order · ₹59,000' }).click()
    await shopper.waitForURL('**/order-confirmation?orderId=*')
    const orderId = new URL(shopper.url()).searchParams.get('orderId') ?? ''
    const [order] = queryServerDb<{ order_number: string }>('select order_number from orders where id = ?', orderId)
    const reference = (order?.order_number ?? '').replaceAll('-', '')

    // Where, how much, by when and with which reference; the proforma to print.
    await shopper.getByText('Please pay ₹59,000 by bank transfer (NEFT, RTGS or IMPS) by').waitFor()
    await shopper.getByText('IFSC HDFC0000123', { exact: false }).first().waitFor()
    await shopper.getByText(reference, { exact: true }).waitFor()
    await expectNoSeriousA11yViolations(shopper)
    if (SHOTS) await shopper.screenshot({ path: `${SHOTS}/transfer-confirmation-phone.png`, fullPage: true })
    await shopper.getByRole('link', { name: 'Proforma invoice' }).click()
    await shopper.getByRole('heading', { name: 'Proforma Invoice' }).waitFor()
    await shopper.getByText('This is a proforma invoice, not a tax invoice').waitFor()
    await shopper.getByText('Koregaon Traders Pvt Ltd').first().waitFor()
    await expectNoSeriousA11yViolations(shopper)
    if (SHOTS) await shopper.screenshot({ path: `${SHOTS}/transfer-proforma-phone.png`, fullPage: true })
    expect((await shopper.request.get(`/orders/${orderId}/invoice`)).status()).toBe(404)

    // The admin enters the bank's credit: a rupee short is refused with the reason, the right amount pays.
    const admin = await newPage({ viewport: DESKTOP })
    await adminLogIn(admin)
    await admin.goto('/admin/bank-transfers')
    await hydrated(admin)
    await admin.getByText(`Order ${order?.order_number}`).first().waitFor()
    await admin.getByLabel('Narration').fill(`NEFT-HDFCN52026-KOREGAON TRADERS-${reference}`)
    await admin.getByLabel('UTR').fill(`HDFCN5${Date.now().toString().slice(-10)}`)
    await admin.getByLabel('Received on').fill(indiaDay(new Date()))
    await admin.getByLabel('Amount (₹)').fill('58999')
    await admin.getByRole('button', { name: 'Match to its order' }).click()
    await admin.getByText(`₹58,999 is less than the ₹59,000 order ${order?.order_number} still asks, so it was not recorded.`).waitFor()
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/transfer-admin-refused.png`, fullPage: true })
    await admin.getByLabel('Amount (₹)').fill('59000')
    await admin.getByRole('button', { name: 'Match to its order' }).click()
    await admin.getByText(`Order ${order?.order_number} is paid.`).waitFor()
    await expectNoSeriousA11yViolations(admin)

    // The shopper's order is paid and its tax invoice issued.
    await shopper.goto(`/orders/${orderId}`)
    await hydrated(shopper)
    await shopper.getByText('Paid', { exact: true }).first().waitFor()
    await shopper
      .getByRole('link', { name: /^Tax Invoice / })
      .first()
      .click()
    await shopper.getByRole('heading', { name: 'Tax Invoice' }).waitFor()
    expect((await shopper.request.get(`/orders/${orderId}/proforma`)).status()).toBe(404)
  }, 180_000)
})
