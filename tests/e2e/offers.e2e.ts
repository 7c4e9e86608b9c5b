import { randomUUID } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { registerCustomer, registerVendor } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'
import { fillPuneAddress } from './shopper-fixtures.ts'

// Issue 43 (decision 083), at 390 px: the store's coupon applied at the cart and read on the seller's tax
// invoice; a seller's own offer set up from its area and shown on its product page.
const { newPage } = setupBrowser()

/** Where a person can look at the pages these tests pass through (`OFFER_SHOTS=/tmp/dir`). */
async function shot(page: Page, name: string, part?: Locator) {
  const dir = process.env.OFFER_SHOTS
  if (!dir) return
  const size = page.viewportSize()
  await (part ?? page).screenshot({ path: `${dir}/${name}.png`, ...(part ? {} : { fullPage: true }) })
  await page.setViewportSize({ width: 1440, height: 900 })
  await (part ?? page).screenshot({ path: `${dir}/${name}-1440.png`, ...(part ? {} : { fullPage: true }) })
  if (size) await page.setViewportSize(size)
}

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)

function product(vendorId: string | undefined, name: string, rupees: number) {
  const id = randomUUID()
  const slug = `offer-${id.slice(0, 8)}`
  writeProduct({
    id,
    vendorId,
    name,
    slug,
    description: 'A product with an offer.',
    brand: 'Kothrud',
    sellingPricePaise: rupees * 100,
    stock: 20,
  })
  return { id, slug }
}

describe('offers', () => {
  it('a shopper applies the store’s bank offer code, pays with the simulated bank it asks for, and reads the discount on the invoice', async () => {
    const admin = await newPage({ viewport: DESKTOP })
    await adminLogIn(admin)
    const code = `DIWALI${randomUUID().slice(0, 4).toUpperCase()}`
    await admin.goto('/admin/offers')
    await hydrated(admin)
    await admin.getByLabel('Name shoppers read').fill('Diwali 10% off')
    await admin.getByLabel('Code', { exact: true }).fill(code)
    await admin.getByLabel('Percent off').fill('10')
    await admin.getByLabel('Up to (₹)').fill('10000')
    // A bank offer: for payments by an HDFC Bank card, as the gateway reports them.
    await admin.getByLabel('Paid by').selectOption('card')
    await admin.getByRole('checkbox', { name: 'HDFC Bank' }).check()
    await admin.getByLabel('Starts on').fill(today())
    await admin.getByRole('button', { name: 'Set up offer' }).click()
    await admin.getByText('Diwali 10% off is set up.').waitFor()
    await admin.getByRole('link', { name: 'Diwali 10% off' }).first().waitFor()
    await shot(admin, 'admin-offers-desktop')

    const [vendor] = queryServerDb<{ id: string }>('select id from vendors order by created_at limit 1')
    const laptop = product(vendor?.id, 'Kothrud Offer Laptop 14', 59_000)
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await page.goto(`/products/${laptop.slug}`)
    await hydrated(page)
    // The product page says the offer and what it saves, once, with the code to type.
    await page.getByRole('region', { name: 'Offers' }).getByText(code).waitFor()
    await page.getByText('₹5,900 off this item (10% off, up to ₹10,000, paying by an HDFC Bank card)').waitFor()
    await shot(page, 'product-coupon', page.getByRole('region', { name: 'Offers' }))
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()

    await page.goto('/cart')
    await hydrated(page)
    // Before it has a code, the cart names the shared code it could use and what it would save (decision 088).
    await page.getByRole('region', { name: 'More offers for this cart' }).getByText(`Use code ${code} to save ₹5,900`).waitFor()
    await page.getByRole('textbox', { name: 'Offer code' }).fill('nosuchcode')
    await page.getByRole('button', { name: 'Apply coupon' }).click()
    await page.getByText('We do not know the code NOSUCHCODE. Please check it and try again.').waitFor()
    await page.getByRole('textbox', { name: 'Offer code' }).fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Apply coupon' }).click()
    await page.getByText(`${code} applied: you save ₹5,900`).waitFor()
    const summary = page.getByRole('complementary', { name: 'Order Summary' })
    await summary.getByText('−₹5,900').waitFor()
    await summary.getByText('₹53,100').first().waitFor()
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'cart-summary', summary)

    await page.goto('/checkout')
    await hydrated(page)
    await fillPuneAddress(page)
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('button', { name: 'Pay ₹53,100' }).click()
    await page.waitForURL('**/pay/**')
    await hydrated(page)
    await page.getByText('Your order has the bank offer Diwali 10% off: it is for payments by an HDFC Bank card.').waitFor()
    // Another bank's card is refused, and nothing is paid; the bank the offer asks for pays.
    await page.getByLabel('Pay with (simulated)').selectOption({ label: 'ICICI Bank Mastercard' })
    await page.getByRole('button', { name: 'Simulate successful payment' }).click()
    await page.getByRole('alert').filter({ hasText: 'is for payments by an HDFC Bank card, and this payment was not' }).waitFor()
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'pay-refused-phone')
    await page.getByLabel('Pay with (simulated)').selectOption({ label: 'HDFC Bank Visa card' })
    await page.getByRole('button', { name: 'Simulate successful payment' }).click()
    await page.waitForURL('**/order-confirmation?orderId=*')
    await page.getByText('Diwali 10% off').first().waitFor()
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''
    await shot(page, 'confirmation-phone')

    // The seller's invoice: its full value, the store's offer paying ₹5,900 of it for the buyer, line by line.
    const [parcel] = queryServerDb<{ id: string }>('select id from parcels where order_id = ?', orderId)
    await page.goto(`/orders/${orderId}/invoice?parcel=${parcel?.id}`)
    await hydrated(page)
    const line = page.getByRole('row', { name: /Kothrud Offer Laptop 14/ })
    expect(await line.getByRole('cell').allTextContents()).toEqual([
      'Kothrud Offer Laptop 14',
      '8471',
      '1 NOS',
      '₹50,000.00',
      '₹50,000.00',
      '₹0.00',
      '₹50,000.00',
      '₹9,000.00',
      '₹59,000.00',
      '₹5,900.00',
    ])
    await page.getByText('Paid by Diwali 10% off (Deccan Digital’s offer)', { exact: true }).waitFor()
    await page.getByText('₹53,100.00').waitFor()
    await page.getByText('₹59,000.00').first().waitFor()
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'invoice-phone')
    expect(queryServerDb<{ n: number }>('select count(*) as n from offer_uses where order_id = ?', orderId)[0]?.n).toBe(1)
  })

  it('a seller sets up its own offer and sees it on its product page', async () => {
    const page = await newPage({ viewport: PHONE })
    const email = await registerVendor(page, `Offer Traders ${randomUUID().slice(0, 4)}`)
    const [store] = queryServerDb<{ id: string }>(
      'select vendors.id from vendors join users on users.id = vendors.user_id where users.email = ?',
      email,
    )
    const own = product(store?.id, 'Kothrud Own Offer Monitor', 12_000)
    // A code, not an automatic offer: other files share this shop and buy its cheapest product.
    const code = `MONSOON${randomUUID().slice(0, 4).toUpperCase()}`
    await page.goto('/vendor/offers')
    await hydrated(page)
    await page.getByLabel('Name shoppers read').fill('Monsoon ₹500 off')
    await page.getByLabel('Code', { exact: true }).fill(code)
    await page.getByLabel('Discount').selectOption('amount')
    await page.getByLabel('Rupees off (₹)').fill('500')
    await page.getByLabel('Applies to').selectOption('products')
    await page.getByRole('checkbox', { name: 'Kothrud Own Offer Monitor' }).check()
    await page.getByLabel('Starts on').fill(today())
    await page.getByRole('button', { name: 'Set up offer' }).click()
    await page.getByText('Monsoon ₹500 off is set up.').waitFor()
    await expectNoSeriousA11yViolations(page)
    await shot(page, 'vendor-offers-phone')

    await page.goto(`/products/${own.slug}`)
    await hydrated(page)
    const offers = page.getByRole('region', { name: 'Offers' })
    await offers.getByText('Monsoon ₹500 off').waitFor()
    await offers.getByText('The seller’s own offer.').waitFor()
    expect(await offers.textContent()).toContain(`₹500 off this item with code ${code} at checkout`)
    await shot(page, 'product-offers', offers)
  })
})
