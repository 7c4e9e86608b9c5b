import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { seedShopperPrice } from '#tests/fixtures/catalog.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// The run's catalogue shop: the counts below are the seed's, whatever other files add.
const { newPage } = setupBrowser({ shop: 'catalogue' })

// Whole rupees with GST: what cards show and the price filter compares (decision 041).
const paid = (p: (typeof seedProducts)[number]) => seedShopperPrice(p).payPaise / 100
const inRange = seedProducts.filter((p) => paid(p) >= 1_00_000 && paid(p) <= 1_50_000)
const laptopsInRange = inRange.filter((p) => p.category === 'Laptop' || p.category === 'Gaming Laptop')
const showing = (n: number) => `Showing ${n} ${n === 1 ? 'product' : 'products'}`
const shownNames = async (page: import('playwright-core').Page) =>
  (await page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).allTextContents()).sort()

describe('choosing several brands', () => {
  it('ticks Dell and HP, lists the products of both with a chip for each, and a chip removes one', async () => {
    const dellOrHp = seedProducts.filter((p) => p.brand === 'Dell' || p.brand === 'HP')
    const page = await newPage({ viewport: DESKTOP })
    await page.goto('/products')
    await hydrated(page)
    const panel = page.getByRole('form', { name: 'Filter products' })
    await panel.getByRole('checkbox', { name: 'Dell', exact: true }).check()
    await page.waitForURL(/brand=Dell$/)
    await panel.getByRole('checkbox', { name: 'HP', exact: true }).check()
    await page.waitForURL(/brand=Dell&brand=HP$/)
    await page.getByText(showing(dellOrHp.length)).waitFor()
    expect(await shownNames(page)).toEqual(dellOrHp.map((p) => p.name).sort())

    const chips = page.getByRole('region', { name: 'Applied filters' })
    await chips.getByRole('link', { name: 'Remove filter: Dell' }).waitFor()
    await chips.getByRole('link', { name: 'Remove filter: HP' }).click()
    await page.getByText(showing(dellOrHp.filter((p) => p.brand === 'Dell').length)).waitFor()
    expect(new URL(page.url()).searchParams.getAll('brand')).toEqual(['Dell'])
    await expect(panel.getByRole('checkbox', { name: 'HP', exact: true }).isChecked()).resolves.toBe(false)
    expect(jsErrors(page)).toEqual([])
  })
})

describe('choosing several categories, and the filters in force as chips', () => {
  it('ticks Laptop and Gaming Laptop together, shows a chip for each choice, and removes them one by one or all at once', async () => {
    expect(laptopsInRange.some((p) => p.category === 'Gaming Laptop')).toBe(true)
    const page = await newPage({ viewport: DESKTOP })
    await page.goto('/products')
    await hydrated(page)
    const panel = page.getByRole('form', { name: 'Filter products' })
    await panel.getByRole('checkbox', { name: 'Laptop', exact: true }).check()
    await page.waitForURL(/category=Laptop/)
    await panel.getByRole('checkbox', { name: 'Gaming Laptop' }).check()
    await page.waitForURL(/category=Laptop&category=Gaming\+Laptop/)
    await panel.getByRole('link', { name: '₹1,00,000 – ₹1,50,000' }).click()
    await page.waitForURL(/minPrice=100000/)
    await page.getByText(showing(laptopsInRange.length)).waitFor()
    expect(await shownNames(page)).toEqual(laptopsInRange.map((p) => p.name).sort())
    await page.getByRole('heading', { name: 'Laptops and Gaming Laptops', level: 1 }).waitFor()

    const chips = page.getByRole('region', { name: 'Applied filters' })
    for (const label of ['Laptop', 'Gaming Laptop', 'Price: ₹1,00,000 – ₹1,50,000'])
      await chips.getByRole('link', { name: `Remove filter: ${label}` }).waitFor()
    await expectNoSeriousA11yViolations(page)

    await chips.getByRole('link', { name: 'Remove filter: Laptop' }).click()
    const gamingInRange = inRange.filter((p) => p.category === 'Gaming Laptop')
    await page.getByText(showing(gamingInRange.length)).waitFor()
    expect(new URL(page.url()).searchParams.getAll('category')).toEqual(['Gaming Laptop'])
    await expect(panel.getByRole('checkbox', { name: 'Laptop', exact: true }).isChecked()).resolves.toBe(false)

    await chips.getByRole('link', { name: 'Clear all' }).click()
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '')
    await page.getByText(showing(seedProducts.length)).waitFor()
    await expect(chips.count()).resolves.toBe(0)
    expect(jsErrors(page)).toEqual([])
  })

  it('works without JavaScript on a phone: the checkboxes submit several categories, the chips are links', async () => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto('/products?minPrice=100000&maxPrice=150000')
    await page.getByRole('checkbox', { name: 'Laptop', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Gaming Laptop' }).check()
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await page.waitForURL(/category=Laptop&category=Gaming\+Laptop/)
    await page.getByText(showing(laptopsInRange.length)).waitFor()

    await page.getByRole('link', { name: 'Remove filter: Gaming Laptop' }).click()
    await page.waitForURL((url) => url.searchParams.getAll('category').join() === 'Laptop')
    await page.getByRole('link', { name: 'Clear all' }).click()
    await page.waitForURL((url) => url.search === '')
  })

  it('takes several categories on the JSON API, its facets too, and names a bad one', async () => {
    const page = await newPage()
    const both = await page.request.get('/api/v1/products?category=Laptop&category=Gaming%20Laptop')
    expect(both.status()).toBe(200)
    const laptops = seedProducts.filter((p) => p.category === 'Laptop' || p.category === 'Gaming Laptop')
    expect((await both.json()).total).toBe(laptops.length)
    const facets = await page.request.get('/api/v1/products/facets?category=Laptop,Desktop')
    expect(facets.status()).toBe(200)
    const ram = (await facets.json()).facets.ram as Array<{ count: number }>
    const notGaming = seedProducts.filter((p) => p.category !== 'Gaming Laptop')
    expect(ram.reduce((sum, f) => sum + f.count, 0)).toBe(notGaming.length)
    const bad = await page.request.get('/api/v1/products?category=Laptop&category=Tablet')
    expect(bad.status()).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('category')
  })
})
