import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { formatInr } from '#src/lib/money.ts'
import { seedShopperPrice } from '#tests/fixtures/catalog.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// The run's catalogue shop, so the listing holds exactly the seed (this file's one COD order takes a unit of
// a laptop with 30 in stock, which changes no stock label another file reads).
const { newPage } = setupBrowser({ shop: 'catalogue' })

// Whole rupees with GST: what cards show and the price filter compares (decision 041).
const paid = (p: (typeof seedProducts)[number]) => seedShopperPrice(p).payPaise / 100
const isLaptop = (p: (typeof seedProducts)[number]) => p.category === 'Laptop' || p.category === 'Gaming Laptop'

describe('a shopper on a phone', () => {
  it('searches "laptops", narrows them with a price preset in the sheet, buys one now with cash on delivery, and sees the confirmation', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await page.goto('/search')
    await hydrated(page)
    await page.getByRole('combobox', { name: 'Search products' }).fill('laptops')
    await page.keyboard.press('Enter')
    // "laptops" names the laptop categories: the listing shows them ticked, as chips (decision 085).
    await page.waitForURL('**/products?category=Laptop&category=Gaming+Laptop')
    await page.getByText(`Showing ${seedProducts.filter(isLaptop).length} products`).waitFor()
    await hydrated(page)
    await page.getByRole('button', { name: /^Filter/ }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await sheet.getByRole('link', { name: '₹50,000 – ₹1,00,000' }).click()
    const matches = seedProducts.filter((p) => isLaptop(p) && paid(p) >= 50_000 && paid(p) <= 1_00_000)
    await sheet.getByRole('button', { name: `Show ${matches.length} results` }).click()
    await page.getByText(`Showing ${matches.length} products`).waitFor()

    const chosen = matches.sort((a, b) => paid(a) - paid(b))[0]
    if (!chosen) throw new Error('no laptop between ₹50,000 and ₹1,00,000 in the seed')
    await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: chosen.name }).first().click()
    await page.waitForURL(`**/products/${chosen.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL(/\/checkout\?buy=/)
    await hydrated(page)

    await page.getByLabel('PIN Code').fill('411001')
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe('27')
    await page.getByLabel('Phone Number').fill('9876543210')
    await page.getByLabel('Full Name').fill('Meenal Joshi')
    await page.getByLabel('Address Line 1').fill('4 Karve Road')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check()
    const amount = formatInr(paid(chosen) * 100)
    await page.getByRole('button', { name: `Place order · ${amount}` }).click()

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor()
    await page.getByText(chosen.name).first().waitFor()
    await page.getByText(amount).first().waitFor()
    await page.getByText(`keep ${amount} ready`, { exact: false }).waitFor()
    expect(jsErrors(page)).toEqual([])
  })
})
