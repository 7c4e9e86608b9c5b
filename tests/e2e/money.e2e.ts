import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seedProducts, seedVendors } from '#db/seed/catalogue.ts'
import { formatInr, formatInrExact } from '#src/lib/money.ts'
import { pricesFromPreTax } from '#src/modules/catalog/browser.ts'
import { seedCartMoney } from '#tests/fixtures/catalog.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { type CheckedPage, checkHtml } from './html-checker.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()

// ₹67,990 before GST in the sample catalogue: it sells at ₹80,228 with GST, whose taxable value is
// ₹67,989.83 (× 100/118) and GST ₹12,238.17, adding up with nothing to round (decision 068).
// (Not the product other files count the stock of.)
const laptop = seedProducts.find((p) => p.slug === 'acer-swift-go-14')
if (!laptop?.discountPrice) throw new Error('the seed needs the discounted Acer Swift Go 14')
const payable = seedCartMoney([[laptop, 1]])

async function addLaptop(page: Page) {
  await page.goto(`/products/${laptop?.slug}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).first().click()
  await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
}

/** PIN first, as the form asks: the browser fills the State and City from it. */
async function fillFromPin(page: Page, pincode: string, expected: { stateCode: string; city: string }) {
  await page.getByLabel('PIN Code').fill(pincode)
  await expect.poll(() => page.getByLabel('State').inputValue()).toBe(expected.stateCode)
  await expect.poll(() => page.getByLabel('City').inputValue()).toBe(expected.city)
  await page.getByLabel('Phone Number').fill('9876543210')
  await page.getByLabel('Full Name').fill('Asha Kulkarni')
  await page.getByLabel('Address Line 1').fill('12 Prabhat Road')
}

const orderOf = (orderId: string) =>
  queryServerDb<{ order_number: string; total_paise: number; round_off_paise: number; ship_state_code: string }>(
    'select order_number, total_paise, round_off_paise, ship_state_code from orders where id = ?',
    orderId,
  )[0]

describe('money a shopper can trust', () => {
  it('on a phone: the PIN fills the State, a PIN outside the State is refused, and a COD confirmation answers everything', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await addLaptop(page)
    await page.goto('/checkout')
    await hydrated(page)
    await page.getByText(formatInrExact(payable.taxPaise), { exact: true }).waitFor()
    await page.getByText(formatInr(payable.totalPaise), { exact: true }).first().waitFor()

    await fillFromPin(page, '411001', { stateCode: '27', city: 'Pune' })
    await page.getByLabel('State').selectOption({ label: 'Karnataka' })
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByText('PIN code 411001 is in Maharashtra, not Karnataka. Please check the PIN code or the State.').waitFor()
    await expectNoSeriousA11yViolations(page)

    await page.getByLabel('State').selectOption({ label: 'Maharashtra' })
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.waitForURL('**/order-confirmation?orderId=*')
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''
    const stored = orderOf(orderId)
    expect(stored).toEqual({
      order_number: expect.stringMatching(/^DD-\d{4}-\d{6}$/),
      total_paise: 8_022_800,
      round_off_paise: 0,
      ship_state_code: '27',
    })

    await page.getByText(stored?.order_number ?? '', { exact: true }).waitFor()
    await page.getByRole('link', { name: laptop?.name }).waitFor()
    await page.getByText(`keep ${formatInr(payable.totalPaise)} ready`).waitFor()
    await expect(page.getByText('Round off').count()).resolves.toBe(0)
    await page.getByText('Maharashtra 411001').waitFor()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: 'View My Orders' }).click()
    await page.waitForURL('**/orders')
    await page.getByRole('link', { name: stored?.order_number, exact: true }).waitFor()
    await page.getByText('Pay on delivery', { exact: true }).waitFor()
    await expect(page.getByRole('link', { name: /Complete payment/ }).count()).resolves.toBe(0)
    await expectNoSeriousA11yViolations(page)
    expect(jsErrors(page)).toEqual([])
  })

  it('online to Karnataka: payment pending offers Complete payment, and the invoice is IGST to "Karnataka (29)", adding up to the price', async () => {
    const page = await newPage({ viewport: DESKTOP })
    await registerCustomer(page)
    await addLaptop(page)
    await page.goto('/checkout')
    await hydrated(page)
    await fillFromPin(page, '560001', { stateCode: '29', city: 'Bengaluru' })
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click()
    await page.waitForURL('**/pay/**')
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? ''
    const number = orderOf(orderId)?.order_number ?? ''
    await page.getByRole('heading', { name: `Pay ${formatInr(payable.totalPaise)}` }).waitFor()
    await page.getByText(`Order ${number}`).waitFor()

    await page.goto('/orders')
    await page.getByText('Payment pending', { exact: true }).waitFor()
    await page.getByRole('link', { name: /Complete payment/ }).click()
    await page.waitForURL(`**/pay/${orderId}`)
    await page.getByRole('button', { name: 'Simulate successful payment' }).waitFor()
    await expectNoSeriousA11yViolations(page) // the payment page itself
    await page.getByRole('button', { name: 'Simulate successful payment' }).click()
    await page.waitForURL('**/order-confirmation?orderId=*')
    await page.getByText('Online payment: paid').waitFor()

    // The parcel's own invoice, from the order page (decision 039): IGST unless its seller is itself in Karnataka.
    await page.goto(`/orders/${orderId}`)
    await page.getByRole('link', { name: /^Tax Invoice / }).click()
    await page.getByRole('heading', { name: 'Tax Invoice' }).waitFor()
    await page.getByText('Karnataka (29)', { exact: true }).waitFor()
    await page.getByText(number, { exact: true }).waitFor()
    const sellerState = seedVendors.find((v) => v.id === laptop?.vendorId)?.profile.stateCode
    if (sellerState === '29') await page.getByText('CGST @ 9%').waitFor()
    else {
      await page.getByText('IGST @ 18%').waitFor()
      await expect(page.getByText('CGST @ 9%').count()).resolves.toBe(0)
    }
    // The line as Rule 46 asks (taxable value, its GST) and with its amount; the total is the price shown.
    await page.getByText('₹67,989.83', { exact: true }).first().waitFor()
    await page.getByText('₹12,238.17', { exact: true }).first().waitFor()
    await expect(page.getByText('Round off').count()).resolves.toBe(0)
    await expect(page.getByText('₹80,228.00', { exact: true }).count()).resolves.toBeGreaterThanOrEqual(2)
    await expectNoSeriousA11yViolations(page)
    expect(jsErrors(page)).toEqual([])
  })

  it('cards show the price paid with GST and a key-spec line; the product page shows the same price (decision 041)', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products?category=Laptop')
    const card = page.getByRole('article').filter({ hasText: laptop?.name ?? '' })
    await card.getByText(formatInr(payable.totalPaise), { exact: true }).waitFor()
    await expect(card.getByText('+ 18% GST').count()).resolves.toBe(0)
    await card.getByText('Core Ultra 5 125H · 16 GB RAM · 512 GB SSD · Arc Graphics').waitFor()
    await expectNoSeriousA11yViolations(page)

    await page.goto(`/products/${laptop?.slug}`)
    await page.getByRole('main').getByText(formatInr(payable.totalPaise), { exact: true }).first().waitFor()
    await expectNoSeriousA11yViolations(page)
  })
})

/** A laptop of one seller's, written straight to the database, priced as the sample catalogue is (₹10,000 before GST sells at ₹11,800). */
function productOf(vendorId: string, name: string, pricePaise: number) {
  const prices = pricesFromPreTax(pricePaise)
  const id = randomUUID()
  const slug = `refund-test-${id.slice(0, 8)}`
  writeProduct({
    id,
    vendorId,
    name,
    slug,
    description: 'A small laptop for the office.',
    brand: 'Kothrud',
    sellingPricePaise: prices.sellingPricePaise,
    mrpPaise: prices.mrpPaise ?? undefined,
    stock: 5,
  })
  return { id, slug, name, withGstPaise: prices.sellingPricePaise }
}

/** With REFUND_SCREENSHOTS=<dir>: the page at 390 px and at 1280 px, whole, to look at as a person would. */
async function shoot(page: Page, name: string) {
  const dir = process.env.REFUND_SCREENSHOTS
  if (!dir) return
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize(PHONE)
}

describe('totals that follow what happened (issue 41)', () => {
  it('at 390 px: one parcel of a two-seller online order cancelled shows the struck line, the refund and where it went, the net paid and the same amount on the credit note, for the shopper and the admin', async () => {
    const stamp = randomUUID().slice(0, 6)
    const kept = productOf('v1', `Kothrud Notebook ${stamp}`, 1_000_000)
    const cancelled = productOf('v2', `Dadar Netbook ${stamp}`, 500_000)
    const seller = seedVendors.find((v) => v.id === 'v2')?.name ?? ''
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    for (const product of [kept, cancelled]) {
      await page.goto(`/products/${product.slug}`)
      await hydrated(page)
      await page.getByRole('button', { name: 'Add to Cart' }).first().click()
      await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    }
    await page.goto('/checkout')
    await hydrated(page)
    await fillFromPin(page, '411001', { stateCode: '27', city: 'Pune' })
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click()
    await page.waitForURL('**/pay/**')
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? ''
    await page.getByRole('button', { name: 'Simulate successful payment' }).click()
    await page.waitForURL('**/order-confirmation?orderId=*')
    const total = kept.withGstPaise + cancelled.withGstPaise

    // The shopper cancels the second seller's parcel before it ships.
    await page.goto(`/orders/${orderId}`)
    await hydrated(page)
    const [parcel] = queryServerDb<{ position: number }>('select position from parcels where order_id = ? and vendor_id = ?', orderId, 'v2')
    const parcelItem = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`Sold by ${seller}`) }) })
    // The parcel's seller links to its page, as "Sold by" does everywhere (issue 49, item 1).
    expect(await parcelItem.getByRole('heading').getByRole('link', { name: seller }).getAttribute('href')).toMatch(
      /^\/sellers\/[a-z0-9-]+$/,
    )
    await parcelItem.getByText('Cancel this parcel', { exact: true }).click()
    await parcelItem.getByRole('button', { name: 'Yes, cancel this parcel' }).click()
    await page.getByText('That parcel has been cancelled.').waitFor()

    const refund = formatInrExact(cancelled.withGstPaise)
    const net = formatInrExact(total - cancelled.withGstPaise)
    const what = `Parcel ${parcel?.position} of 2 (${seller}) cancelled`
    async function readsTheRefund(reader: Page) {
      // The cancelled parcel's line, struck through, said so to a screen reader too.
      const struck = reader.locator('del').filter({ hasText: `1 × ${formatInr(cancelled.withGstPaise)}` })
      await struck.waitFor()
      await expect(struck.textContent()).resolves.toContain('Struck out:')
      await reader.getByText(`${cancelled.name}`).first().waitFor()
      const refunds = reader.getByRole('region', { name: 'Refunds' })
      await refunds.getByText(what).waitFor()
      await refunds.getByText('Card/UPI, through the payment gateway').waitFor()
      await refunds.getByText(refund, { exact: true }).first().waitFor()
      await reader.getByText('Net paid', { exact: true }).waitFor()
      await reader.getByText(net, { exact: true }).first().waitFor()
      await reader.getByText('Partly refunded', { exact: true }).first().waitFor()
      await expectNoSeriousA11yViolations(reader)
    }
    await readsTheRefund(page)
    await page.getByText('By the customer').first().waitFor()
    await shoot(page, 'refunds-shopper')

    // The credit note the refund names credits the same amount, to the paisa.
    const note = page.getByRole('region', { name: 'Refunds' }).getByRole('link', { name: /^Credit note / })
    const number = ((await note.textContent()) ?? '').replace('Credit note ', '')
    await page.getByText(`for ${refund}`).waitFor()
    await note.click()
    await page.getByRole('heading', { name: 'Credit Note' }).waitFor()
    await page.getByText(number, { exact: true }).waitFor()
    await page
      .getByText(`₹${(cancelled.withGstPaise / 100).toLocaleString('en-IN')}.00`, { exact: true })
      .first()
      .waitFor()
    // Shipping is always free here: a credit note never speaks of shipping charges not refunded (issue 49, item 16).
    expect(await page.getByText(/shipping charges/i).count()).toBe(0)

    const admin = await newPage({ viewport: PHONE })
    await adminLogIn(admin)
    await admin.goto(`/admin/orders/${orderId}`)
    await hydrated(admin)
    await readsTheRefund(admin)
    await admin.getByText('By the customer').first().waitFor()
    await shoot(admin, 'refunds-admin')
    await page.goto('/orders')
    await page
      .getByRole('region', { name: /^Refunds of order / })
      .first()
      .waitFor()
    await shoot(page, 'refunds-my-orders')
    // The pages' new markup (struck lines, the refunds, the net paid) is valid HTML, as the server sends it.
    const pages: CheckedPage[] = []
    for (const [reader, path] of [
      [page, `/orders/${orderId}`],
      [page, '/orders'],
      [admin, `/admin/orders/${orderId}`],
    ] as const)
      pages.push({ name: path, html: await (await reader.request.get(path)).text() })
    expect(checkHtml(pages).errors).toEqual({})
    expect(jsErrors(page)).toEqual([])
    expect(jsErrors(admin)).toEqual([])
  })
})
