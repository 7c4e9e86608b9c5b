import { describe, expect, it } from 'vitest'
import { PASSWORD, registerCustomer } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// The catalogue shop: its prices stay the seed's, which the page's figures are compared with.
const { newPage } = setupBrowser({ shop: 'catalogue' })

describe('a wishlist, on a phone', () => {
  it('a visitor presses the heart without JavaScript, signs in, and is back on the product with it saved', async () => {
    const email = await registerCustomer(await newPage())
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto('/products/msi-katana-15-hx')
    const heart = page.getByRole('button', { name: 'Save to wishlist' })
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false')
    await heart.click()
    await page.waitForURL('**/login?redirect=/wishlist/resume')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/products/msi-katana-15-hx')
    await expect(page.getByRole('button', { name: 'Save to wishlist' }).getAttribute('aria-pressed')).resolves.toBe('true')
  })

  it('shows each saved product with its price now and when saved, asks for a price alert, and shares a read-only link', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await page.goto('/products?category=Gaming+Laptop')
    await hydrated(page)
    const heart = page.getByRole('button', { name: 'Save to wishlist: MSI Katana 15 HX' })
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')

    await page.goto('/wishlist')
    await hydrated(page)
    const item = page.getByRole('list', { name: 'Saved products' }).getByRole('listitem')
    await item.getByRole('heading', { name: 'MSI Katana 15 HX' }).waitFor()
    await item.getByText('₹1,27,428', { exact: true }).waitFor()
    await item.getByText(/^Saved on \d{1,2} \w+ \d{4}, at the same price as now$/).waitFor()
    await item.getByRole('button', { name: /^Tell me when the price drops\s?: MSI Katana 15 HX$/ }).click()
    await item.getByText('We email you once when it goes below ₹1,27,428.').waitFor()
    await page.getByRole('button', { name: 'Create a link' }).click()
    const link = page.getByLabel("Your wishlist's link")
    await link.waitFor()
    await expectNoSeriousA11yViolations(page)

    const shared = await newPage({ viewport: PHONE })
    await shared.goto(await link.inputValue())
    await shared.getByRole('heading', { name: 'A shared wishlist', level: 1 }).waitFor()
    await shared.getByRole('heading', { name: 'MSI Katana 15 HX' }).waitFor()
    await expect(shared.getByText(/when you saved/).count()).resolves.toBe(0)

    await page.getByRole('button', { name: 'Stop sharing' }).click()
    await page.getByRole('button', { name: 'Create a link' }).waitFor()
    await shared.reload()
    await shared.getByText('This link no longer works').waitFor()
    expect(jsErrors(page)).toEqual([])
  })
})
