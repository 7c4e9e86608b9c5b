import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { formatInr } from '#src/lib/money.ts'
import { seedShopperPrice } from '#tests/fixtures/catalog.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// Decision 041 on a phone: one price a shopper reads, with GST, on the card, the product page, compare
// and the cart; what the listing declares; the country-of-origin filter with honest counts.
// The run's catalogue shop: the counts below are the seed's, whatever other files add.
const { newPage } = setupBrowser({ shop: 'catalogue' })

// The MacBook Air: ₹94,900 on offer from ₹99,900, both before GST.
const macbook = seedProducts.find((p) => p.slug === 'apple-macbook-air-13-m4')
if (!macbook?.discountPrice) throw new Error('the seed needs the discounted MacBook Air')
const price = seedShopperPrice(macbook)
const pays = formatInr(price.payPaise)
const mrp = formatInr(price.mrpPaise)

describe('the price a shopper pays, on a phone', () => {
  it('is the same on the card, the product page, compare and the cart, with the M.R.P. above it', async () => {
    expect(pays).toBe('₹1,11,982')
    expect(mrp).toBe('₹1,17,882')
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products?brand=Apple')
    const card = page.getByRole('article').filter({ hasText: macbook.name })
    await card.getByText(pays, { exact: true }).waitFor()
    await card.getByText(mrp, { exact: true }).waitFor()
    await card.getByText('5% OFF').waitFor()
    await expect(card.getByText('(incl. of all taxes)').count()).resolves.toBe(1)

    await page.goto(`/products/${macbook.slug}`)
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByText(pays, { exact: true }).first().waitFor()
    await main.getByText('M.R.P.', { exact: false }).first().waitFor()
    // Beside the buy button: delivery, returns, refunds and warranty.
    const terms = page.getByRole('region', { name: 'Delivery, returns and warranty' })
    for (const term of ['Delivery:', 'Returns:', 'Refunds:', 'Warranty:']) await terms.getByText(term).waitFor()
    await page.getByRole('button', { name: 'Add to Cart' }).first().click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()

    await page.goto(`/compare?ids=${macbook.slug}`)
    await page.getByRole('table').getByText(pays, { exact: true }).first().waitFor()

    await page.goto('/cart')
    const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')
    await line.getByText(pays, { exact: true }).first().waitFor()
    // The summary keeps the breakdown: the taxable value, 18% GST, and a total equal to the price.
    await page.getByText('Subtotal before GST (1 item)').waitFor()
    await page
      .getByText(formatInr((macbook.discountPrice ?? 0) * 100), { exact: true })
      .first()
      .waitFor()
    const summary = page.getByRole('complementary', { name: 'Order Summary' })
    await expect(summary.getByText(pays, { exact: true }).count()).resolves.toBeGreaterThan(0)
    await summary.getByText(`You save ${formatInr(price.mrpPaise - price.payPaise)}`).waitFor()
    await expectNoSeriousA11yViolations(page)
    expect(jsErrors(page)).toEqual([])
  })

  it('shows what the listing declares', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(`/products/${macbook.slug}`)
    const block = page.getByRole('region', { name: 'Declarations' })
    await block.scrollIntoViewIfNeeded()
    const row = (label: string) => block.locator('div').filter({ has: page.locator('dt', { hasText: label }) })
    await expect(row('Country of origin').locator('dd').textContent()).resolves.toBe('China')
    await expect(row('Generic name').locator('dd').textContent()).resolves.toBe('Laptop computer')
    await expect(row('Net quantity').locator('dd').textContent()).resolves.toBe('1 N')
    await expect(row('M.R.P.').locator('dd').textContent()).resolves.toBe(`${mrp} (incl. of all taxes)`)
    await expect(row('Manufacturer').first().locator('dd').textContent()).resolves.toMatch(/^Apple Inc\., One Apple Park Way, Cupertino/)
    await expect(row('Importer').locator('dd').textContent()).resolves.toBe('Apple India Private Limited, Bengaluru, Karnataka')
    await expect(row('Consumer care').locator('dd').textContent()).resolves.toBe('support.apple.com/en-in')
    await expectNoSeriousA11yViolations(page)
  })

  it('filters by country of origin with counts that match what it shows', async () => {
    const madeHere = seedProducts.filter((p) => p.brand === 'Custom')
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products')
    await hydrated(page)
    await page.getByRole('button', { name: /^Filter/ }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    const countries = sheet.getByRole('group', { name: 'Country of origin' })
    await expect(countries.getByRole('listitem').allTextContents()).resolves.toEqual([
      `China${seedProducts.length - madeHere.length}`,
      `India${madeHere.length}`,
    ])
    await countries.getByRole('checkbox', { name: 'India' }).check()
    await sheet.getByRole('button', { name: `Show ${madeHere.length} results` }).click()
    await page.waitForURL(/origin=IN/)
    await page.getByText(`Showing ${madeHere.length} products`).waitFor()
    const shown = await page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).allTextContents()
    expect(shown.sort()).toEqual(madeHere.map((p) => p.name).sort())
    await page.getByRole('link', { name: 'Remove filter: Made in India' }).waitFor()
    // Sortable under the filter: by the price paid.
    await page.goto('/products?origin=IN&sort=price-desc')
    const byPrice = await page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).allTextContents()
    expect(byPrice).toEqual([...madeHere].sort((a, b) => seedShopperPrice(b).payPaise - seedShopperPrice(a).payPaise).map((p) => p.name))
    await page.getByRole('link', { name: 'How we rank products' }).click()
    await page.getByRole('heading', { level: 1, name: 'How we rank products' }).waitFor()
    expect(jsErrors(page)).toEqual([])
  })
})
