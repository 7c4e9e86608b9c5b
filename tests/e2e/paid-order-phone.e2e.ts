import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { registerCustomer } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'
import { buyOnline, fillPuneAddress } from './shopper-fixtures.ts'

// Issue 49, items 3 and 4: what a shopper reads on a phone after paying, and the documents it prints.
const { newPage } = setupBrowser()

/** A laptop of this file's own whose taxable value is ₹49,990.00 (₹58,988.20 with GST): the clipped figure. */
function laptop(): string {
  const id = randomUUID()
  const slug = `paid-phone-${id.slice(0, 8)}`
  const [vendor] = queryServerDb<{ id: string }>('select id from vendors order by created_at limit 1')
  writeProduct({
    id,
    vendorId: vendor?.id,
    name: 'Kothrud ProBook 14 Business Laptop with Backlit Keyboard',
    slug,
    description: 'A laptop to pay for on a phone.',
    brand: 'Kothrud',
    sellingPricePaise: 5_898_820,
    stock: 20,
  })
  return slug
}

/** The page is no wider than the phone, and names what sticks out when it is. */
async function expectFitsPhone(page: Page) {
  const { width, wide } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    wide: [...document.querySelectorAll('main *, article *')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        // Cut off at its own edge (a clipped cell) or past the screen's.
        return box.right > window.innerWidth + 1 || el.scrollWidth > el.clientWidth + 1
      })
      .filter((el) => getComputedStyle(el).overflowX !== 'auto')
      // What is there for screen readers only (a visually hidden caption or header row) is not clipped text.
      .filter((el) => {
        const hidden = el.closest('.sr-only, thead')
        return !hidden || hidden.getBoundingClientRect().width > 1
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.slice(0, 40)}"`),
  }))
  expect(wide, page.url()).toEqual([])
  expect(width).toBeLessThanOrEqual(PHONE.width)
}

describe('a paid order on a phone', () => {
  it('says what is true at each step: awaiting payment, then paid with its invoice, awaiting dispatch (item 4)', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    const slug = laptop()

    // Not paid yet: the order waits for its payment, and says so.
    await page.goto(`/products/${slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await page.goto('/checkout')
    await hydrated(page)
    await fillPuneAddress(page)
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click()
    await page.waitForURL('**/pay/**')
    const unpaid = page.url().split('/pay/')[1] ?? ''
    await page.goto('/orders')
    const waiting = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Complete payment' }) })
    await waiting.getByText('Awaiting payment', { exact: true }).waitFor()
    await expect(waiting.getByText('Pending', { exact: true }).count()).resolves.toBe(0)
    expect(unpaid).not.toBe('')

    // Paid: the confirmation offers the invoice it has, and never says "once the order is paid".
    const orderId = await buyOnline(page, slug)
    await page.getByText('Your order has been placed and paid.').waitFor()
    const text = await page.locator('main').innerText()
    expect(text).not.toMatch(/once the order is paid/)
    const invoice = page.getByRole('link', { name: /Tax Invoice/ })
    await invoice.first().waitFor()
    await expectNoSeriousA11yViolations(page)

    // A paid parcel not yet dispatched is awaiting dispatch, on the order page and in My Orders.
    await page.goto(`/orders/${orderId}`)
    await hydrated(page)
    const parcel = page.getByRole('region', { name: 'Your parcel' })
    await parcel.getByText('Awaiting dispatch', { exact: true }).waitFor()
    // The order's own badge beside its number says the same.
    await expect(page.getByText('Awaiting dispatch', { exact: true }).count()).resolves.toBe(2)
    await expect(parcel.getByText('Pending', { exact: true }).count()).resolves.toBe(0)
    await page.goto('/orders')
    const card = page
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/orders/${orderId}"]`) })
      .first()
    await card.getByText('Awaiting dispatch', { exact: true }).waitFor()
    await card.getByText('Paid', { exact: true }).waitFor()
    await expect(card.getByText('Pending', { exact: true }).count()).resolves.toBe(0)
    await expectNoSeriousA11yViolations(page)
  })

  it('fits its tax invoice and credit note in 390 px, and prints them as a test shop’s specimens without the banner (item 3)', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    const orderId = await buyOnline(page, laptop())

    await page.goto(`/orders/${orderId}`)
    await hydrated(page)
    await page.getByRole('link', { name: /^Tax Invoice / }).click()
    await page.getByRole('heading', { name: 'Tax Invoice' }).waitFor()
    await hydrated(page)
    // Every figure whole: the line's taxable value with its label, nothing clipped, no sideways scroll.
    await page.getByText('₹49,990.00').first().waitFor()
    await expectFitsPhone(page)
    const specimen = page.getByText('Specimen — issued by a test shop, not a tax invoice')
    await specimen.waitFor()
    await expectNoSeriousA11yViolations(page)

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('complementary', { name: 'Test shop' }).isVisible()).resolves.toBe(false)
    await expect(specimen.isVisible()).resolves.toBe(true)
    // On paper the lines are a table again, its headings printed.
    await expect(page.getByRole('columnheader', { name: 'Taxable Value' }).isVisible()).resolves.toBe(true)
    await page.emulateMedia({ media: 'screen' })

    // Cancelled before dispatch: the refund's credit note, the same care.
    await page.goto(`/orders/${orderId}`)
    await hydrated(page)
    await page.getByText('Cancel Order', { exact: true }).click()
    await page.getByRole('button', { name: 'Yes, cancel my order' }).click()
    await page.getByText('Your order has been cancelled.').waitFor()
    await page.getByRole('link', { name: /^Credit Note / }).click()
    await page.getByRole('heading', { name: 'Credit Note' }).waitFor()
    await hydrated(page)
    await expectFitsPhone(page)
    const noteSpecimen = page.getByText('Specimen — issued by a test shop, not a credit note')
    await noteSpecimen.waitFor()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('complementary', { name: 'Test shop' }).isVisible()).resolves.toBe(false)
    await expect(noteSpecimen.isVisible()).resolves.toBe(true)
    await page.emulateMedia({ media: 'screen' })
    await expectNoSeriousA11yViolations(page)
  })
})
