import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { registerCustomer } from './accounts-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.CHECKOUT_SCREENSHOTS

/** A product of this test's own in the shopper's cart, to have something to check out. */
async function withItemInCart(page: Page, { vendor = 0, name = 'Aundh Address Kit' } = {}) {
  const id = randomUUID()
  const slug = `address-test-${id.slice(0, 8)}`
  const vendors = queryServerDb<{ id: string }>('select id from vendors order by created_at, id limit 2')
  writeProduct({
    id,
    vendorId: vendors[vendor]?.id,
    name,
    slug,
    description: 'A laptop to check out.',
    brand: 'Aundh',
    sellingPricePaise: 47_200_00,
    stock: 10,
  })
  await page.goto(`/products/${slug}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
}

describe('the shipping address at checkout', () => {
  it('refills City and State from a new PIN where the PIN filled them, and keeps what the shopper chose or typed', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await withItemInCart(page)
    await page.goto('/checkout')
    await hydrated(page)
    const state = page.getByLabel('State')
    const city = page.getByLabel('City')

    await page.getByLabel('PIN Code').fill('744101') // Port Blair: Andaman and Nicobar Islands, no city of its own here
    await expect.poll(() => state.inputValue()).toBe('35')
    await expect(city.inputValue()).resolves.toBe('')
    await page.getByLabel('PIN Code').fill('411038') // Pune, Maharashtra
    await expect.poll(() => state.inputValue()).toBe('27')
    await expect(city.inputValue()).resolves.toBe('Pune')
    await page.getByText('PIN 411038 is in Pune, Maharashtra.').waitFor()
    // A PIN that names no city clears the City the last PIN filled; its State follows the PIN.
    await page.getByLabel('PIN Code').fill('403001') // Panaji, Goa
    await expect.poll(() => state.inputValue()).toBe('30')
    await expect(city.inputValue()).resolves.toBe('')

    // What the shopper typed or chose stays as it is.
    await city.fill('Margao')
    await state.selectOption({ label: 'Kerala' })
    await page.getByLabel('PIN Code').fill('560001')
    await expect.poll(() => page.getByText('PIN 560001 is in Bengaluru, Karnataka.').count()).toBe(1)
    await expect(city.inputValue()).resolves.toBe('Margao')
    await expect(state.inputValue()).resolves.toBe('32')

    // Back to the order of the issue: the PIN filled both, then a new PIN; checkout goes on without a refusal.
    await city.fill('')
    await state.selectOption({ label: 'Choose a state' })
    await page.getByLabel('PIN Code').fill('744101')
    await expect.poll(() => state.inputValue()).toBe('35')
    await page.getByLabel('PIN Code').fill('411038')
    await expect.poll(() => state.inputValue()).toBe('27')
    await page.getByLabel('Phone Number').fill('9876543210')
    await page.getByLabel('Full Name').fill('Asha Kulkarni')
    await page.getByLabel('Address Line 1').fill('21 Kothrud Road')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
    await page.getByText('Delivering to Asha Kulkarni, 21 Kothrud Road, Pune, Maharashtra 411038').waitFor()
  })

  it('on a phone: takes a mobile number as people write it, and keeps its ten digits (issue 49, item 2)', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await withItemInCart(page)
    await page.goto('/checkout')
    await hydrated(page)
    await page.getByLabel('PIN Code').fill('411038')
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe('27')
    await page.getByLabel('Full Name').fill('Asha Kulkarni')
    await page.getByLabel('Address Line 1').fill('21 Kothrud Road')
    // Typed whole: the field no longer cuts it at ten characters ("+91 98450").
    await page.getByLabel('Phone Number').pressSequentially('+91 98450 12345')
    await expect(page.getByLabel('Phone Number').inputValue()).resolves.toBe('+91 98450 12345')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check()
    await page.getByRole('button', { name: 'Place Order' }).click()
    await page.waitForURL('**/order-confirmation?orderId=*')
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''
    expect(queryServerDb<{ ship_phone: string }>('select ship_phone from orders where id = ?', orderId)).toEqual([
      { ship_phone: '9845012345' },
    ])
    await page.getByText('Phone: 9845012345').waitFor()

    // The address book takes the trunk 0 and hyphens; what is not a number is still refused with the spec's words.
    await page.goto('/account')
    await hydrated(page)
    await page.getByLabel('PIN Code').fill('411004')
    await page.getByLabel('Full Name').fill('Asha Kulkarni')
    await page.getByLabel('Address Line 1').fill('7 Law College Road')
    await page.getByLabel('City').fill('Pune')
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' })
    await page.getByLabel('Phone Number').fill('+91 98450 1234')
    await page.getByRole('button', { name: 'Add Address' }).click()
    await page.getByText('Please enter a valid 10-digit phone number').waitFor()
    await page.getByLabel('Phone Number').fill('098450-12345')
    await page.getByRole('button', { name: 'Add Address' }).click()
    await page.getByText('Address saved.').waitFor()
    const saved = page.getByRole('listitem').filter({ hasText: '7 Law College Road' })
    await saved.getByText('9845012345').waitFor()
    await expectNoSeriousA11yViolations(page)
  })

  it('on a phone, says before payment that the order comes in two parcels from two sellers, each with its delivery estimate', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await withItemInCart(page)
    await withItemInCart(page, { vendor: 1, name: 'Baner Second Seller Kit' })
    await page.goto('/checkout')
    await hydrated(page)
    await page.getByLabel('PIN Code').fill('411038')
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe('27')
    await page.getByLabel('Full Name').fill('Asha Kulkarni')
    await page.getByLabel('Address Line 1').fill('21 Kothrud Road')
    await page.getByLabel('Phone Number').fill('9845012345')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    const parcels = page.getByRole('region', { name: 'Your order comes in 2 parcels from 2 sellers.' })
    await parcels.waitFor()
    const items = parcels.getByRole('listitem')
    await expect(items.count()).resolves.toBe(2)
    await items
      .nth(0)
      .getByText(/^Parcel 1 of 2 from .+: 1 item \(Aundh Address Kit\)$/)
      .waitFor()
    await items
      .nth(1)
      .getByText(/^Parcel 2 of 2 from .+: 1 item \(Baner Second Seller Kit\)$/)
      .waitFor()
    for (const i of [0, 1])
      await items
        .nth(i)
        .getByText(/^Estimated delivery: .+$/)
        .waitFor()
    // Before the way to pay is chosen.
    const above = await parcels.evaluate((el) => {
      const methods = document.querySelector('fieldset')
      return methods ? Boolean(el.compareDocumentPosition(methods) & Node.DOCUMENT_POSITION_FOLLOWING) : false
    })
    expect(above).toBe(true)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-parcels-phone.png`, fullPage: true })
    await expectNoSeriousA11yViolations(page)
  })

  it('lists the States by name', async () => {
    const page = await newPage()
    await registerCustomer(page)
    await withItemInCart(page)
    await page.goto('/checkout')
    const names = (await page.getByLabel('State').locator('option').allTextContents()).slice(1)
    expect(names).toHaveLength(36)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')))
    expect(names.slice(0, 3)).toEqual(['Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh'])
    await expectNoSeriousA11yViolations(page)
  })
})

describe('the refund policy', () => {
  it('says how returns really work: from My Orders, with an RMA number at once, pickup, inspection and the outcome chosen', async () => {
    const page = await newPage()
    await page.goto('/refund')
    const steps = page.locator('#return-process')
    await steps.getByText('Return an item').waitFor()
    await steps.getByRole('link', { name: 'My Orders' }).waitFor()
    await steps.getByText(/RMA number\. It is shown as soon as you send the request, and emailed to you/).waitFor()
    await steps.getByText(/Courier pickup/).waitFor()
    await page
      .getByText('Every return has a return-authorization (RMA) number: ask for a return from My Orders and you get it at once.')
      .waitFor()
    // No longer: "email support for an RA number", nor cancelling by writing to us.
    const text = await page.locator('main').innerText()
    expect(text).not.toMatch(/email you an RA number|from our support team|by contacting us with your order ID/)
    await expect(page.getByRole('link', { name: 'My Orders' }).count()).resolves.toBeGreaterThan(1)
    await expectNoSeriousA11yViolations(page)
    if (SHOTS)
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', { width: 1440, height: 900 }],
      ] as const) {
        await page.setViewportSize(size)
        await page.screenshot({ path: `${SHOTS}/refund-policy-${name}.png`, fullPage: true })
      }
    await page.setViewportSize(DESKTOP)
  })
})
