import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { formatInr } from '#src/lib/money.ts'
import { withGst } from '#src/lib/tax.ts'
import { logIn, registerCustomer } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

const { newPage } = setupBrowser()

// A discounted product with plenty of stock, so "You save" has something to say and other files' orders cannot sell it out.
const product = seedProducts.find((p) => p.discountPrice !== undefined && p.stock >= 20)
if (!product) throw new Error('the seed needs a discounted product with plenty of stock')

/** What has focus, described the way a screen reader would start: its role or tag, and its text or label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'body'
    const label = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null)
    // innerText, not textContent: words hidden by CSS are not what the button says.
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${(label ?? el.innerText ?? '').trim()}`
  })

/** Presses Tab until focus reaches what `matches` accepts; fails after a bounded number of presses. */
async function tabTo(page: Page, matches: (description: string) => boolean) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    if (matches(await focused(page))) return
  }
  throw new Error(`Tab never reached the element; last focus: ${await focused(page)}`)
}

describe('buying on a phone', () => {
  it('keeps Add to cart and Buy now at the bottom of the screen, and Buy now goes to checkout with the item', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    const bar = page.getByRole('button', { name: 'Buy now' })
    // The bar is in the first screen, pinned to its bottom edge, though the page is much longer.
    const box = await bar.boundingBox()
    expect(box && box.y + box.height).toBeGreaterThan(PHONE.height - 80)
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    await expectNoSeriousA11yViolations(page)

    await bar.click()
    await page.waitForURL('**/checkout')
    await page.getByRole('complementary').getByText(`${product.name} × 1`).waitFor()
    // Pressing Buy now again must not buy two.
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL('**/checkout')
    await page.getByRole('complementary').getByText(`${product.name} × 1`).waitFor()

    // Checkout is distraction-free: no footer, no newsletter box; it says what the shopper saves.
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0)
    await expect(page.getByLabel('Email address').count()).resolves.toBe(0)
    const saving = (product.price - (product.discountPrice ?? product.price)) * 100
    await page.getByText(`You save ${formatInr(saving)}`).waitFor()
    expect(jsErrors(page)).toEqual([])
  })

  it('labels cart lines, saves changes without an Update button, and keeps checkout one tap away', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await page.goto('/cart')
    await hydrated(page)
    const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')
    for (const label of ['Unit price', 'Line total']) await line.getByText(label, { exact: true }).waitFor()
    await page.getByLabel(`Quantity of ${product.name}`, { exact: true }).waitFor()
    await expect(page.getByRole('button', { name: 'Update' }).count()).resolves.toBe(0)
    const checkout = page.getByRole('link', { name: 'Proceed to Checkout' })
    const box = await checkout.boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    expect(box?.y).toBeGreaterThan(PHONE.height - 100)
    await expectNoSeriousA11yViolations(page)
  })

  it('without JavaScript, Buy now still puts the item in the cart and asks a visitor to sign in for checkout', async () => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto(`/products/${product.slug}`)
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL('**/login?redirect=checkout')
    await page.goto('/cart')
    await page.getByRole('link', { name: product.name }).waitFor()
    // Without JavaScript the quantity box keeps its Update button.
    await page.getByRole('button', { name: 'Update' }).waitFor()
  })
})

describe('keyboard and focus', () => {
  it('buys with the keyboard alone, from the product page to the confirmation, paying cash on delivery', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)

    await tabTo(page, (d) => d === 'button: Add to Cart')
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    // Focus stays on the button that was pressed.
    await expect.poll(() => focused(page)).toBe('button: Add to Cart')

    await tabTo(page, (d) => d === 'button: Buy now')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/checkout')
    await hydrated(page)

    // A refused step puts focus on the first field to fix.
    await tabTo(page, (d) => d === 'button: Continue to Payment')
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('input: PIN Code')
    await page.keyboard.type('411001') // fills City and State from the PIN
    const typed: Array<[string, string]> = [
      ['Phone Number', '9876543210'],
      ['Full Name', 'Kiran Deshpande'],
      ['Address Line 1', '7 Law College Road'],
    ]
    for (const [label, text] of typed) {
      await tabTo(page, (d) => d === `input: ${label}`)
      await page.keyboard.type(text)
    }
    await tabTo(page, (d) => d === 'button: Continue to Payment')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Payment Method' }).waitFor()

    const payable = formatInr(withGst((product.discountPrice ?? product.price) * 100).totalPaise)
    await tabTo(page, (d) => d.startsWith('input: ') || d.includes('radio'))
    await page.keyboard.press('ArrowDown') // from Online Payment to Cash on Delivery
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).resolves.toBe(true)
    await tabTo(page, (d) => d === `button: Place order · ${payable}`)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor()
    await page.getByText(product.name).first().waitFor()
    expect(jsErrors(page)).toEqual([])
  })

  it('moves focus to the error after a failed login, and Escape closes the account menu back onto its button', async () => {
    const page = await newPage()
    const email = await registerCustomer(page)
    await page.context().clearCookies()
    await logIn(page, email, 'not-the-password-9')
    await page.getByRole('alert').waitFor()
    await expect.poll(() => focused(page)).toMatch(/^alert: /)

    await logIn(page, email)
    await page.waitForURL((url) => url.pathname === '/')
    await hydrated(page)
    const menuButton = page.getByRole('button', { name: 'Asha Kulkarni' })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'My Orders' }).waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await page.getByRole('link', { name: 'My Orders' }).waitFor({ state: 'hidden' })
    await expect(menuButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
  })

  it('draws focus rings inside clipping boxes, so they are never cut off', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    // The quantity stepper clips its overflow: its buttons' rings are drawn inside, and the number box has one at all.
    await tabTo(page, (d) => d === 'button: Increase quantity')
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element)
      return { offset: style.outlineOffset, width: style.outlineWidth }
    })
    expect(Number.parseFloat(ring.offset)).toBeLessThan(0)
    expect(Number.parseFloat(ring.width)).toBeGreaterThanOrEqual(2)
  })
})
