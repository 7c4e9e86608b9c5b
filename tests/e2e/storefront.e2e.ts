import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { formatInr } from '#src/lib/money.ts'
import { seedShopperPrice } from '#tests/fixtures/catalog.ts'
import { hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// The listing is compared with the seed, so this file uses the run's catalogue shop, which no file adds products to.
const { newPage } = setupBrowser({ shop: 'catalogue' })

const count = (predicate: (p: (typeof seedProducts)[number]) => boolean) => seedProducts.filter(predicate).length
const showing = (n: number) => `Showing ${n} ${n === 1 ? 'product' : 'products'}`
// What a shopper pays, GST included, in whole rupees: what cards show and the price filter compares (decision 041).
const price = (p: (typeof seedProducts)[number]) => seedShopperPrice(p).payPaise / 100

describe('home', () => {
  it('shows the hero, 4 latest and 4 featured products in list order, and the selling points', async () => {
    const page = await newPage()
    await page.goto('/')
    await expect(page.title()).resolves.toBe('Deccan Digital')
    await page.getByRole('link', { name: 'Shop Now' }).waitFor()
    const latest = page.getByRole('list', { name: 'Latest Arrivals' }).getByRole('heading', { level: 3 })
    await expect(latest.allTextContents()).resolves.toEqual(
      seedProducts
        .filter((p) => p.isNew)
        .slice(0, 4)
        .map((p) => p.name),
    )
    const featured = page.getByRole('list', { name: 'Featured Highlights' }).getByRole('heading', { level: 3 })
    await expect(featured.allTextContents()).resolves.toEqual(
      seedProducts
        .filter((p) => p.isFeatured)
        .slice(0, 4)
        .map((p) => p.name),
    )
    await expect(page.locator('a[href="/products?isNew=true"]').count()).resolves.toBeGreaterThan(0)
    await expect(page.locator('a[href="/products?isFeatured=true"]').count()).resolves.toBeGreaterThan(0)
    await expect(page.getByText('Why shop with Deccan Digital').isVisible()).resolves.toBe(true)
    expect(jsErrors(page)).toEqual([])
  })
})

describe('listing', () => {
  it('shows every product by popularity, with Indian-format prices', async () => {
    const page = await newPage()
    await page.goto('/products')
    await page.getByText(showing(seedProducts.length)).waitFor()
    const names = await page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).allTextContents()
    // Popularity is the review count (the spec); no product of a fresh shop has a review yet, so the
    // ties keep the catalogue's list order.
    expect(names).toEqual(seedProducts.map((p) => p.name))
    const top = seedProducts[0]
    if (!top) throw new Error('no products')
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first().textContent()).resolves.toContain(
      formatInr(price(top) * 100),
    )
  })

  it.each([
    ['category=Desktop', count((p) => p.category === 'Desktop')],
    ['category=Gaming+Laptop', count((p) => p.category === 'Gaming Laptop')],
    ['brand=Apple', count((p) => p.brand === 'Apple')],
    ['brand=Dell&brand=HP', count((p) => p.brand === 'Dell' || p.brand === 'HP')],
    ['isNew=true', count((p) => p.isNew === true)],
    ['isFeatured=true', count((p) => p.isFeatured === true)],
    ['search=thinkpad', count((p) => /thinkpad/i.test(`${p.name} ${p.description}`))],
    ['maxPrice=100000', count((p) => price(p) <= 100_000)],
    ['minPrice=150000&maxPrice=250000', count((p) => price(p) >= 150_000 && price(p) <= 250_000)],
  ])('filters by URL: %s', async (query, expected) => {
    expect(expected).toBeGreaterThan(0)
    const page = await newPage()
    await page.goto(`/products?${query}`)
    await page.getByText(showing(expected)).waitFor()
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').count()).resolves.toBe(expected)
  })

  it('updates the URL from the filter panel, and the back button restores the previous view', async () => {
    const page = await newPage()
    await page.goto('/products')
    await hydrated(page)
    await page.getByRole('checkbox', { name: 'Desktop' }).check()
    await page.waitForURL('**/products?category=Desktop')
    await page.getByText(showing(count((p) => p.category === 'Desktop'))).waitFor()
    await page.getByRole('checkbox', { name: 'Custom', exact: true }).check()
    await page.waitForURL('**/products?category=Desktop&brand=Custom')
    await page.getByText(showing(count((p) => p.category === 'Desktop' && p.brand === 'Custom'))).waitFor()
    await page.getByRole('checkbox', { name: 'New arrivals' }).check()
    await page.waitForURL('**/products?category=Desktop&brand=Custom&isNew=true')
    await page.goBack()
    await page.waitForURL('**/products?category=Desktop&brand=Custom')
    await expect.poll(() => page.getByRole('checkbox', { name: 'New arrivals' }).isChecked()).toBe(false)
    await page.getByText(showing(count((p) => p.category === 'Desktop' && p.brand === 'Custom'))).waitFor()
    expect(jsErrors(page)).toEqual([])
  })

  it('sorts by price and newest', async () => {
    const page = await newPage()
    await page.goto('/products')
    await hydrated(page)
    await page.getByLabel('Sort by').selectOption('price-asc')
    await page.waitForURL('**/products?sort=price-asc')
    const firstName = () => page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).first().textContent()
    const cheapest = [...seedProducts].sort((a, b) => price(a) - price(b))[0]
    await expect.poll(firstName).toBe(cheapest?.name)
    await page.getByLabel('Sort by').selectOption('price-desc')
    await expect.poll(firstName).toBe([...seedProducts].sort((a, b) => price(b) - price(a))[0]?.name)
    await page.getByLabel('Sort by').selectOption('newest')
    await expect.poll(firstName).toBe(seedProducts.at(-1)?.name)
  })

  it('searches from the filter panel', async () => {
    const page = await newPage()
    await page.goto('/products')
    await hydrated(page)
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('ROG')
    await page.getByRole('button', { name: 'Go', exact: true }).click()
    await page.waitForURL('**/products?search=ROG')
    await page.getByText(showing(1)).waitFor()
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Results for “ROG”')
  })

  it('shows the empty state and resets the filters', async () => {
    const page = await newPage()
    await page.goto('/products?search=typewriter&category=Desktop')
    await page.getByRole('heading', { name: 'No products found' }).waitFor()
    await page.getByText("We couldn't find any products matching your search criteria.").waitFor()
    await page.getByText(showing(0)).waitFor()
    await page.getByRole('link', { name: 'Reset Filters' }).click()
    await page.waitForURL(/\/products$/)
    await page.getByText(showing(seedProducts.length)).waitFor()
  })

  it('filters without JavaScript through the GET form', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/products')
    await page.getByRole('checkbox', { name: 'Gaming Laptop' }).check()
    await page.getByLabel('Sort by').selectOption('price-asc')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await page.waitForURL(/category=Gaming\+Laptop/)
    await page.getByText(showing(count((p) => p.category === 'Gaming Laptop'))).waitFor()
    const cheapestGaming = seedProducts.filter((p) => p.category === 'Gaming Laptop').sort((a, b) => price(a) - price(b))[0]
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).first().textContent()).resolves.toBe(
      cheapestGaming?.name,
    )
  })
})

describe('search page', () => {
  it('is reached from the header and lists matches', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('link', { name: 'Search products' }).click()
    await page.waitForURL('**/search')
    await page.getByRole('combobox', { name: 'Search products' }).fill('macbook')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL('**/search?q=macbook')
    // A description alone does not make a match (decision 014).
    const expected = count((p) => /macbook/i.test(`${p.name} ${p.brand} ${p.category} ${Object.values(p.specs).join(' ')}`))
    await page.getByText(`${showing(expected)} for “macbook”`).waitFor()
  })
})

describe('product page', () => {
  const discounted = seedProducts.find((p) => p.discountPrice !== undefined && p.isNew)
  const discountPrice = discounted?.discountPrice
  if (!discounted || !discountPrice) throw new Error('the seed needs a new, discounted product')

  it('shows everything a buyer needs', async () => {
    const page = await newPage()
    const response = await page.goto(`/products/${discounted.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(discounted.name)
    await expect(page.title()).resolves.toBe(`${discounted.name} | Deccan Digital`)
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link').allTextContents()).resolves.toEqual(['Home', 'Products', discounted.category])
    await page.getByText('NEW', { exact: true }).first().waitFor()
    // The price paid and the M.R.P., both with GST, and the percent off between them (decision 041).
    const shown = seedShopperPrice(discounted)
    await page.getByText(`${shown.offPercent}% OFF`).first().waitFor()
    await page.getByText(formatInr(shown.payPaise), { exact: true }).first().waitFor()
    await expect(page.locator('main s').first().textContent()).resolves.toBe(formatInr(shown.mrpPaise))
    // No invented figures: a product nobody has reviewed says so (decision 024).
    await page.getByText('No reviews yet', { exact: true }).first().waitFor()
    await page.getByText(discounted.stock > 10 ? 'In Stock' : 'Low Stock', { exact: true }).waitFor()
    await page.getByText('Free delivery on orders above ₹15,000').waitFor()
    await page.getByText('7-day replacement for dead-on-arrival or defective items').waitFor()
    const specs = page.getByRole('region', { name: 'Specifications' })
    for (const value of Object.values(discounted.specs)) await specs.getByText(value, { exact: true }).waitFor()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: discounted.name,
      offers: { priceCurrency: 'INR', price: shown.payPaise / 100 },
    })
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBeTruthy()
  })

  it('switches gallery images and bounds the quantity between 1 and stock', async () => {
    const lowStock = seedProducts.find((p) => p.stock <= 3)
    if (!lowStock) throw new Error('the seed needs a product with at most 3 units')
    const page = await newPage()
    await page.goto(`/products/${lowStock.slug}`)
    await hydrated(page)
    const main = page.locator('img[fetchpriority="high"]')
    await expect(main.getAttribute('src')).resolves.toContain(`${lowStock.slug}-1.svg`)
    await page.getByRole('button', { name: /^Show image 2 of/ }).click()
    await expect.poll(() => main.getAttribute('src')).toContain(`${lowStock.slug}-2.svg`)
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    const increase = page.getByRole('button', { name: 'Increase quantity' })
    await expect(page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).resolves.toBe(true)
    for (let i = 0; i < lowStock.stock + 2; i++) if (await increase.isEnabled()) await increase.click()
    await expect(quantity.inputValue()).resolves.toBe(String(lowStock.stock))
    await expect(increase.isDisabled()).resolves.toBe(true)
    await quantity.fill('0')
    await expect(quantity.inputValue()).resolves.toBe('1')
  })

  it('answers an unknown product with Product Not Found and a 404', async () => {
    const page = await newPage()
    const response = await page.goto('/products/no-such-laptop')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Product Not Found' }).waitFor()
    await page.getByRole('link', { name: 'Browse Products' }).click()
    await page.waitForURL(/\/products$/)
  })
})

describe('other pages', () => {
  it('answers any other path with Page Not Found and a 404', async () => {
    const page = await newPage()
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
  })

  it.each([
    ['/about', 'About Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms & Conditions'],
    ['/refund', 'Refund Policy'],
  ])('%s renders', async (path, title) => {
    const page = await newPage()
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.title()).resolves.toBe(`${title} | Deccan Digital`)
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1)
  })

  it('states the four core beliefs on /about', async () => {
    const page = await newPage()
    await page.goto('/about')
    for (const belief of ['Excellence', 'People First', 'Progress', 'Trust']) {
      await page.getByRole('heading', { name: belief, exact: true }).waitFor()
    }
  })

  it('dates the legal pages in Indian English', async () => {
    const page = await newPage()
    await page.goto('/refund')
    await page
      .getByText(/Last Updated: \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/)
      .waitFor()
  })
})

describe('header', () => {
  it('opens the mobile menu, and closes it on navigation', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobileNav.isVisible()).resolves.toBe(false)
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).resolves.toBe('true')
    await mobileNav.getByRole('link', { name: 'Products' }).click()
    await page.waitForURL(/\/products$/)
    await expect.poll(() => mobileNav.isVisible()).toBe(false)
    await expect(page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).resolves.toBe('false')
  })

  it('changes style after scrolling past 10 px and shows the cart count', async () => {
    const page = await newPage()
    await page.goto('/products')
    await hydrated(page)
    const header = page.locator('header').first()
    await expect(header.getAttribute('data-scrolled')).resolves.toBe('false')
    await page.mouse.wheel(0, 400)
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true')
    await expect(page.getByRole('link', { name: 'Cart, 0 items' }).isVisible()).resolves.toBe(true)
  })
})
