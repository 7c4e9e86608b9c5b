import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { gstinCheckCharacter } from '#src/lib/gstin.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

const { newPage } = setupBrowser()

const product = seedProducts.find((p) => p.stock >= 20 && (p.discountPrice ?? p.price) < 1_00_000)
if (!product) throw new Error('the seed needs an affordable product with plenty of stock')
// One unit with 18% GST at or above checkout's ₹2,00,000 cash-on-delivery limit.
const costly = seedProducts.find((p) => (p.discountPrice ?? p.price) * 1.18 >= 2_00_000 && p.stock >= 1)
if (!costly) throw new Error('the seed needs a product above the cash-on-delivery limit')

/** "Wed, 25 Nov" style day, as the page writes it. */
const DAY = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)/

async function checkPin(page: Page, pin: string) {
  await page.getByLabel('PIN code', { exact: true }).fill(pin)
  await page.getByRole('button', { name: 'Check' }).click()
}

describe('delivery by PIN code', () => {
  it('answers on the product page when a parcel would arrive, and whether cash is collected there', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    const answer = page.locator('#deliver-to-answer')
    await checkPin(page, '4110')
    await answer.getByText('Please enter a valid 6-digit PIN code').waitFor()
    await checkPin(page, '411001')
    await answer.getByText(new RegExp(`^Delivery to 411001 by ${DAY.source} – ${DAY.source}$`)).waitFor()
    await answer.getByText('Cash on Delivery available').waitFor()
    await answer.getByText('Free delivery on orders above ₹15,000').waitFor()
    await checkPin(page, '795001')
    await answer.getByText('Cash on Delivery is not available here: pay online').waitFor()
    await checkPin(page, '999999')
    await answer.getByText('Sorry, we do not deliver to PIN code 999999 yet.').waitFor()
    await expectNoSeriousA11yViolations(page)

    // The PIN is remembered for the visitor: the cart answers for it without asking again.
    await checkPin(page, '560001')
    await answer.getByText(/^Delivery to 560001 by/).waitFor()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await page.goto('/cart')
    await expect(page.getByLabel('PIN code', { exact: true }).inputValue()).resolves.toBe('560001')
    expect(jsErrors(page)).toEqual([])
  })

  it('says cash on delivery is not taken above ₹2,00,000, on the product page and in the cart, as checkout refuses it', async () => {
    const page = await newPage()
    await page.goto(`/products/${costly.slug}`)
    await hydrated(page)
    const answer = page.locator('#deliver-to-answer')
    await checkPin(page, '411001')
    await answer.getByText(/^Delivery to 411001 by/).waitFor()
    await answer.getByText('Cash on Delivery is not available for orders of ₹2,00,000 or more: pay online').waitFor()
    await expect(answer.getByText('Cash on Delivery available').count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await page.goto('/cart')
    await page
      .locator('#deliver-to-answer')
      .getByText('Cash on Delivery is not available for orders of ₹2,00,000 or more: pay online')
      .waitFor()
    expect(jsErrors(page)).toEqual([])
  })

  it("takes the PIN from the signed-in shopper's default saved address, which keeps its business GSTIN", async () => {
    const page = await newPage()
    await registerCustomer(page, 'Kavya Rao')
    await page.goto('/account')
    await hydrated(page)
    const gstin = `29AABCT1332L1Z${gstinCheckCharacter('29AABCT1332L1Z')}`
    await page.getByLabel('Full Name').fill('Kavya Rao')
    await page.getByLabel('Address Line 1').fill('12 MG Road')
    await page.getByLabel('City').fill('Bengaluru')
    await page.getByLabel('State').selectOption({ label: 'Karnataka' })
    await page.getByLabel('PIN Code').fill('560001')
    await page.getByLabel('Phone Number').fill('9876543210')
    await page.getByText('Buying for a business? Add your GSTIN for a GST invoice (optional)').click()
    await page.getByLabel('GSTIN').fill(gstin)
    await page.getByLabel('Business name').fill('Rao Design Studio')
    await page.getByRole('button', { name: 'Add Address' }).click()
    await page.getByText('Address saved.').waitFor()
    await page.getByText(`GST invoice to Rao Design Studio, GSTIN ${gstin}`).waitFor()
    await page.reload()
    await page.getByText(`GST invoice to Rao Design Studio, GSTIN ${gstin}`).waitFor()

    // No PIN typed and none remembered: the default address's PIN answers.
    await page.goto(`/products/${product.slug}`)
    await expect(page.getByLabel('PIN code', { exact: true }).inputValue()).resolves.toBe('560001')
    await page
      .locator('#deliver-to-answer')
      .getByText(/^Delivery to 560001 by/)
      .waitFor()
    expect((await page.context().cookies()).some((c) => c.name === 'deccan.pin')).toBe(false)
    expect(jsErrors(page)).toEqual([])
  })

  it('withholds cash on delivery at checkout for a PIN where it is not collected, and the order promises its dates', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL(/\/checkout\?buy=/)
    await hydrated(page)
    await page.getByLabel('PIN Code').fill('795001') // Imphal, Manipur: remote, no cash collection
    await page.getByLabel('State').selectOption({ label: 'Manipur' })
    await page.getByLabel('City').fill('Imphal')
    await page.getByLabel('Phone Number').fill('9876543210')
    await page.getByLabel('Full Name').fill('Thoiba Singh')
    await page.getByLabel('Address Line 1').fill('Paona Bazar')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
    await page.getByText('Cash on Delivery is not available for PIN code 795001. Please pay online.').waitFor()
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ }).count()).resolves.toBe(0)
    await page.getByText(new RegExp(`^Estimated delivery: ${DAY.source} – ${DAY.source}$`)).waitFor()
    await expectNoSeriousA11yViolations(page)

    // Back to a Pune address: cash on delivery is offered, and the confirmation shows the promise.
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByLabel('PIN Code').fill('411001')
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' })
    await page.getByLabel('City').fill('Pune')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check()
    await page.getByRole('button', { name: /^Place order · ₹/ }).click()
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor()
    await page.getByText(new RegExp(`^Estimated delivery: ${DAY.source} – ${DAY.source}$`)).waitFor()
    await page.goto('/orders')
    await page
      .getByText(new RegExp(`^Delivery by ${DAY.source} – ${DAY.source}$`))
      .first()
      .waitFor()
  })
})
