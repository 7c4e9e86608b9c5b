import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { seedShopperPrice } from '#tests/fixtures/catalog.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// The run's catalogue shop: the counts below are the seed's, whatever other files add.
const shop = setupBrowser({ shop: 'catalogue' })
const { newPage } = shop

// Whole rupees with GST: what cards show and the price filter compares (decision 041).
const paid = (p: (typeof seedProducts)[number]) => seedShopperPrice(p).payPaise / 100
const between = (min: number, max: number) => seedProducts.filter((p) => paid(p) >= min && paid(p) <= max)

describe('the listing on a phone', () => {
  it('keeps Sort | Filter in reach, and filters in a bottom sheet that counts before it applies', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products')
    await hydrated(page)
    const filter = page.getByRole('button', { name: /^Filter/ })
    await page.getByRole('combobox', { name: 'Sort' }).waitFor()

    // The bar stays under the header while the shopper scrolls through the results.
    await page.mouse.wheel(0, 2_000)
    await expect.poll(async () => (await filter.boundingBox())?.y ?? -1).toBeLessThan(140)
    await expect.poll(async () => (await filter.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0)

    await filter.click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await sheet.waitFor()
    await expectNoSeriousA11yViolations(page)

    const midRange = between(50_000, 1_00_000)
    const gamingMid = midRange.filter((p) => p.category === 'Gaming Laptop')
    await sheet.getByRole('link', { name: '₹50,000 – ₹1,00,000' }).click()
    await sheet.getByRole('button', { name: `Show ${midRange.length} ${midRange.length === 1 ? 'result' : 'results'}` }).waitFor()
    // Nothing behind the sheet changed yet.
    expect(new URL(page.url()).search).toBe('')
    await sheet.getByRole('checkbox', { name: 'Gaming Laptop' }).check()
    const show = sheet.getByRole('button', { name: `Show ${gamingMid.length} ${gamingMid.length === 1 ? 'result' : 'results'}` })
    await show.click()

    await page.waitForURL(/minPrice=50000/)
    await sheet.waitFor({ state: 'hidden' })
    await page.getByText(`Showing ${gamingMid.length} ${gamingMid.length === 1 ? 'product' : 'products'}`).waitFor()
    const shown = await page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).allTextContents()
    expect(shown.sort()).toEqual(gamingMid.map((p) => p.name).sort())
    await page.getByRole('button', { name: 'Filter (2)' }).waitFor()

    // Escape closes the sheet and leaves focus on Filter.
    await page.getByRole('button', { name: 'Filter (2)' }).click()
    await sheet.waitFor()
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'hidden' })
    await expect(page.getByRole('button', { name: 'Filter (2)' }).evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    expect(jsErrors(page)).toEqual([])
  })

  it('offers price presets that work without JavaScript too', async () => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto('/products')
    await page.getByRole('link', { name: 'Under ₹50,000' }).click()
    await page.waitForURL(/maxPrice=50000/)
    const cheap = between(0, 50_000)
    await page.getByText(`Showing ${cheap.length} ${cheap.length === 1 ? 'product' : 'products'}`).waitFor()
    await expect(page.getByRole('link', { name: 'Under ₹50,000' }).getAttribute('aria-current')).resolves.toBe('true')
  })

  it('shows the grid only once every card of it has arrived, so no row moves as it fills in', async () => {
    const html = await (await fetch(`${shop.baseURL}/products`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="expect" href="#main-end" blocking="render"/>')
    // The element the wait ends at comes after the grid's last card, and after the main content.
    const gridEnd = html.indexOf('</ul>', html.indexOf('<ul aria-label="Products"'))
    expect(html.indexOf('<div id="main-end" hidden=""></div>')).toBeGreaterThan(html.indexOf('</main>'))
    expect(html.indexOf('</main>')).toBeGreaterThan(gridEnd)

    // With a slowed processor the parser stopped part way through the grid and the screen showed half
    // a row, whose prices then moved down (decision 051). The first frame now has every card.
    const page = await newPage({ viewport: PHONE })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        document.documentElement.dataset.firstFrameCards = String(document.querySelectorAll('ul[aria-label="Products"] > li').length)
      })
    })
    await page.goto('/products')
    await hydrated(page)
    await expect(page.locator('html').getAttribute('data-first-frame-cards')).resolves.toBe(String(seedProducts.length))
  })
})
