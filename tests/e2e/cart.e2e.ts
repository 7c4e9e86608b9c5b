import { describe, expect, inject, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { formatInr, formatInrExact } from '#src/lib/money.ts'
import { seedCartMoney } from '#tests/fixtures/catalog.ts'
import { PASSWORD, submitRegistration, uniqueEmail } from './accounts-fixtures.ts'
import { hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const baseURL = inject('baseURL')

const plenty = seedProducts.find((p) => p.stock >= 10 && p.discountPrice)
const scarce = seedProducts.find((p) => p.stock <= 3)
if (!plenty?.discountPrice || !scarce) throw new Error('the seed needs a well-stocked discounted product and a scarce one')

describe('a visitor’s cart', () => {
  it('adds from the product page with feedback, counts in the header, and shows the summary with GST', async () => {
    const page = await newPage()
    await page.goto(`/products/${plenty.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor()

    await page.getByRole('link', { name: 'View Cart' }).click()
    await page.waitForURL('**/cart')
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor()
    const { taxPaise, totalPaise } = seedCartMoney([[plenty, 2]])
    await page.getByText('Subtotal before GST (2 items)').waitFor()
    // GST to the paisa: what the lines' prices hold beyond their taxable value, nothing to round (decision 068).
    await page.getByText(formatInrExact(taxPaise), { exact: true }).waitFor()
    await expect(page.getByText('Round off').count()).resolves.toBe(0)
    const summary = page.getByRole('complementary', { name: 'Order Summary' })
    await summary.getByText(formatInr(totalPaise), { exact: true }).waitFor()
    // The one line's total is shown with GST too: the same figure (decision 041).
    const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')
    await line.getByText(formatInr(totalPaise), { exact: true }).waitFor()
    await page.getByText('Free', { exact: true }).waitFor()
    await expect(page.getByRole('link', { name: 'Log In' }).getAttribute('href')).resolves.toBe('/login?redirect=checkout')
    await expect(page.getByRole('link', { name: 'Register' }).last().getAttribute('href')).resolves.toBe('/register?redirect=checkout')
    expect(jsErrors(page)).toEqual([])
  })

  it('changes quantities, refuses more than the stock, removes, and clears', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(`/products/${scarce.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    for (let i = 0; i < scarce.stock; i++) {
      // Each add is answered before the next click: a click while one is under way is ignored on purpose.
      const answered = page.waitForResponse((response) => response.request().method() === 'POST')
      await page.getByRole('button', { name: 'Add to Cart' }).click()
      await answered
      await page.getByRole('button', { name: 'Add to Cart' }).waitFor() // back from 'Adding...'
    }
    await page
      .getByRole('alert')
      .filter({ hasText: `Only ${scarce.stock} of ${scarce.name} in stock` })
      .waitFor()

    await page.goto(`/products/${plenty.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await page.goto('/cart')
    await hydrated(page)
    const quantity = page.getByLabel(`Quantity of ${plenty.name}`, { exact: true })
    await expect(quantity.inputValue()).resolves.toBe('1')
    await page.getByRole('button', { name: `Increase quantity of ${plenty.name}` }).click()
    await expect.poll(() => quantity.inputValue()).toBe('2')
    await page.getByRole('button', { name: `Decrease quantity of ${plenty.name}` }).click()
    await expect.poll(() => quantity.inputValue()).toBe('1')
    await quantity.fill('999')
    await quantity.press('Enter')
    // Capped at the stock on hand (other tests may be buying the same product meanwhile).
    const stockNow = () => queryServerDb<{ stock: number }>('select stock from products where slug = ?', plenty.slug)[0]?.stock
    await expect.poll(async () => Number(await quantity.inputValue()) === stockNow()).toBe(true)

    await page.getByRole('button', { name: `Remove ${scarce.name}` }).click()
    await expect.poll(() => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').count()).toBe(1)
    await page.getByRole('button', { name: 'Clear All' }).click()
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor()
    await page.getByRole('link', { name: 'Continue Shopping' }).click()
    await page.waitForURL('**/products')
  })

  it('comes along when the visitor registers from the cart prompt', async () => {
    const page = await newPage()
    await page.goto(`/products/${plenty.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await page.goto('/cart')
    await page.locator('aside').getByRole('link', { name: 'Register' }).click()
    await page.waitForURL('**/register?redirect=checkout')
    await hydrated(page)
    await submitRegistration(page, 'Cart Carrier', uniqueEmail('carrier'))
    await page.waitForURL('**/checkout')
    await page.goto('/cart')
    await page.getByRole('link', { name: plenty.name }).waitFor()
    await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor()
    const cookies = await page.context().cookies()
    expect(cookies.find((c) => c.name === 'deccan.cart')).toBeUndefined()
  })
})

describe('cart conveniences', () => {
  it('adds from a product card, and saves a typed quantity after a pause', async () => {
    const page = await newPage()
    await page.goto(`/products?search=${encodeURIComponent(plenty.name)}`)
    await hydrated(page)
    // Pressed from the keyboard, the card's button keeps focus while it works and after, and says what happened.
    const quickAdd = page.getByRole('button', { name: new RegExp(`^Add to Cart\\W+${plenty.name}$`) })
    await quickAdd.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor()
    await page
      .getByRole('status')
      .filter({ hasText: `${plenty.name} added to your cart` })
      .waitFor()
    await expect(
      page.getByRole('button', { name: new RegExp(`^Added ✓\\W+${plenty.name}$`) }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true)
    await page.keyboard.press('Enter') // still focused: a second press adds a second unit
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor()
    await page.goto('/cart')
    await hydrated(page)
    const quantity = page.getByLabel(`Quantity of ${plenty.name}`, { exact: true })
    await quantity.fill('3') // no Enter, no button: saved after a 1 s pause
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor({ timeout: 5_000 })
    await page.reload()
    await expect(page.getByLabel(`Quantity of ${plenty.name}`, { exact: true }).inputValue()).resolves.toBe('3')
  })
})

describe('a signed-in cart', () => {
  it('merges the visitor cart at login, and stays live across two devices', async () => {
    const first = await newPage()
    const email = uniqueEmail('live')
    await first.goto('/register')
    await hydrated(first)
    await submitRegistration(first, 'Live Shopper', email)
    await first.waitForURL((url) => url.pathname === '/')
    await first.getByRole('link', { name: 'Cart, 0 items' }).waitFor()

    // A second device: shops while signed out, then logs in; its cart joins the account.
    const second = await newPage({ viewport: PHONE })
    await second.goto(`/products/${plenty.slug}`)
    await hydrated(second)
    await second.getByRole('button', { name: 'Add to Cart' }).click()
    await second.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await second.goto('/login?redirect=cart')
    await hydrated(second)
    await second.getByLabel('Email', { exact: true }).fill(email)
    await second.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await second.getByRole('button', { name: 'Sign In' }).click()
    await second.waitForURL('**/cart')
    await second.getByRole('link', { name: plenty.name }).waitFor()

    // The first device, left open, follows without a reload.
    await first.getByRole('link', { name: 'Cart, 1 item' }).waitFor({ timeout: 5_000 })
    await second.getByRole('button', { name: `Increase quantity of ${plenty.name}` }).click()
    await first.getByRole('link', { name: 'Cart, 2 items' }).waitFor({ timeout: 5_000 })
  })
})

describe('the cart API', () => {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${baseURL}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } })

  it.each([-1, 0, 1.5, 1e9, '2'])('refuses a quantity of %o', async (quantity) => {
    const products = (await (await api('/api/v1/products')).json()).products
    const response = await api('/api/v1/cart/items', { method: 'POST', body: JSON.stringify({ productId: products[0].id, quantity }) })
    expect(response.status).toBe(400)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it("computes prices itself and keeps each visitor's cart to their own cookie", async () => {
    const products = (await (await api('/api/v1/products?sort=price-asc')).json()).products
    const cheapest = products[0]
    const added = await api('/api/v1/cart/items', {
      method: 'POST',
      body: JSON.stringify({ productId: cheapest.id, quantity: 1, price: 1, total: 1 }),
    })
    expect(added.status).toBe(200)
    const cookie = added.headers.getSetCookie()[0]?.split(';')[0] ?? ''
    const body = await added.json()
    expect(body.cart.subtotal).toBe(cheapest.taxableValue)
    expect(body.cart.total).toBe(cheapest.priceWithGst)
    const mine = await (await api('/api/v1/cart', { headers: { cookie } })).json()
    expect(mine.cart.itemCount).toBe(1)
    const stranger = await (await api('/api/v1/cart')).json()
    expect(stranger.cart.itemCount).toBe(0)
  })
})
