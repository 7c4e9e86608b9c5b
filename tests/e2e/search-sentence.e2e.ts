import { describe, expect, it } from 'vitest'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// The run's catalogue shop: the seed's products, which no other file changes.
const { newPage } = setupBrowser({ shop: 'catalogue' })

describe('a search read as a sentence, on a phone', () => {
  it('"gaming laptop under 1 lakh" becomes chips, says the cheapest gaming laptop and widens to it', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(`/search?q=${encodeURIComponent('gaming laptop under 1 lakh')}`)
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '?category=Gaming+Laptop&maxPrice=100000')
    const chips = page.getByRole('region', { name: 'Applied filters' })
    await chips.getByRole('link', { name: 'Remove filter: Gaming Laptop' }).waitFor()
    await chips.getByRole('link', { name: 'Remove filter: Price: up to ₹1,00,000' }).waitFor()
    await page.getByRole('heading', { name: 'No products found' }).waitFor()
    await page.getByText('The cheapest gaming laptop is ₹1,27,428.').waitFor()
    await page.getByRole('link', { name: 'Without Gaming Laptop' }).waitFor()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: 'Show gaming laptops up to ₹1,30,000' }).click()
    await page.waitForURL(/maxPrice=130000/)
    await page.getByText('Showing 1 product').waitFor()
    await page
      .getByRole('list', { name: 'Products' })
      .getByRole('link', { name: /MSI Katana 15 HX/ })
      .first()
      .waitFor()
  })

  it('"i7 16gb" typed in the home page box is the Core i7 machines with 16 GB; a chip removed widens it', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).click()
    await page.getByRole('main').getByRole('combobox', { name: 'Search products' }).fill('i7 16gb')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('cpu') === 'Core i7')
    await page.getByText('Showing 2 products').waitFor()
    const chips = page.getByRole('region', { name: 'Applied filters' })
    await chips.getByRole('link', { name: 'Remove filter: RAM: 16 GB' }).click()
    await page.waitForURL((url) => !url.searchParams.has('ramMin'))
    await page.getByText('Showing 3 products').waitFor()
    expect(jsErrors(page)).toEqual([])
  })
})
