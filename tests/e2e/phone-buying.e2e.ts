import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { formatInr } from '#src/lib/money.ts'
import { withGst } from '#src/lib/tax.ts'
import { seedShopperPrice } from '#tests/fixtures/catalog.ts'
import { logIn, registerCustomer, submitRegistration, uniqueEmail } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

const { newPage } = setupBrowser()

// A discounted product with plenty of stock, so "You save" has something to say and other files' orders cannot sell it out.
const product = seedProducts.find((p) => p.discountPrice !== undefined && p.stock >= 20)
if (!product) throw new Error('the seed needs a discounted product with plenty of stock')
const other = seedProducts.find((p) => p.slug !== product.slug && p.stock >= 20)
if (!other) throw new Error('the seed needs a second product with plenty of stock')
// What the M.R.P. would cost more, both with GST (decision 041).
const saving = seedShopperPrice(product).mrpPaise - seedShopperPrice(product).payPaise

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

/**
 * The focused element's ring against the colours it touches, as WCAG contrast ratios: a ring drawn
 * outside touches the page behind the element (the nearest opaque background up the tree); a ring drawn
 * inside touches the element's fill, or the white band of an inset shadow drawn under it.
 */
const ringContrast = (page: Page) =>
  page.evaluate(async () => {
    const el = document.activeElement as HTMLElement
    // Buttons transition their colours (the outline's too): measure the ring it settles on.
    await Promise.all(el.getAnimations().map((animation) => animation.finished))
    const rgb = (color: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number)
      return { r, g, b, a }
    }
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((m, n) => n - m)
      return ((x ?? 0) + 0.05) / ((y ?? 0) + 0.05)
    }
    const behind = (from: Element | null) => {
      for (let node = from; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor
        if (rgb(bg).a > 0) return bg
      }
      return 'rgb(255, 255, 255)'
    }
    const style = getComputedStyle(el)
    const inside = Number.parseFloat(style.outlineOffset) < 0
    const band = style.boxShadow.match(/rgba?\([^)]*\)(?=.*inset)/)?.[0]
    const touching = inside ? [band ?? behind(el)] : [behind(el.parentElement)]
    return {
      visible: el.matches(':focus-visible') && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      ratio: Math.min(...touching.map((c) => contrast(style.outlineColor, c))),
      ring: style.outlineColor,
      touching,
    }
  })

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
    await page.waitForURL(/\/checkout\?buy=/)
    await page.getByRole('complementary').getByText(`${product.name} × 1`).waitFor()
    // Pressing Buy now again must not buy two.
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL(/\/checkout\?buy=/)
    await page.getByRole('complementary').getByText(`${product.name} × 1`).waitFor()

    // Checkout is distraction-free: no footer, no newsletter box; it says what the shopper saves.
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0)
    await expect(page.getByLabel('Email address').count()).resolves.toBe(0)
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
    // The cart says what the struck-through M.R.P. saves, both with GST, as checkout does.
    await page.getByText(`You save ${formatInr(saving)}`).waitFor()
    const checkout = page.getByRole('link', { name: 'Proceed to Checkout' })
    const box = await checkout.boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    expect(box?.y).toBeGreaterThan(PHONE.height - 100)
    await expectNoSeriousA11yViolations(page)
  })

  it('without JavaScript, Buy now asks a visitor to sign in, then checks that item out alone; the cart keeps what it had', async () => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto(`/products/${other.slug}`)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.waitForURL('**/cart')
    await page.goto('/cart')
    // Without JavaScript the quantity box keeps its Update button.
    await page.getByRole('button', { name: 'Update' }).waitFor()

    await page.goto(`/products/${product.slug}`)
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL(/\/login\?redirect=%2Fcheckout%3Fbuy%3D/)
    await page.getByRole('main').getByRole('link', { name: 'Register', exact: true }).click()
    await submitRegistration(page, 'Asha Kulkarni', uniqueEmail('nojs-buy'))
    await page.waitForURL(/\/checkout\?buy=/)
    const summary = page.getByRole('complementary')
    await summary.getByText(`${product.name} × 1`).waitFor()
    await expect(summary.getByText(other.name).count()).resolves.toBe(0)
    await summary.getByText('Buy now: only this item is ordered. Your cart keeps its item for later.').waitFor()
    await page.goto('/cart')
    await page.getByRole('link', { name: other.name }).waitFor()
    await expect(page.getByRole('link', { name: product.name }).count()).resolves.toBe(0)
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
    await page.waitForURL(/\/checkout\?buy=/)
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

  it('gives focus rings 3:1 contrast on the dark footer and inside a primary button in the filter sheet', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products')
    await hydrated(page)
    // The footer is slate-900: brand-600 was 2.88:1 there.
    const footerLink = page.getByRole('contentinfo').getByRole('link').first()
    await footerLink.focus()
    const onDark = await ringContrast(page)
    expect(onDark.visible).toBe(true)
    expect(onDark.ratio).toBeGreaterThanOrEqual(3)

    // "Show N results" is a primary (brand-700) button in a sheet that clips: the ring is drawn inside it.
    await page.getByRole('button', { name: /^Filter/ }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ })
    await show.waitFor()
    // Reach it by keyboard (the sheet was opened with a tap, after which script focus shows no ring).
    await show.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(show.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    const onPrimary = await ringContrast(page)
    expect(onPrimary.visible, JSON.stringify(onPrimary)).toBe(true)
    expect(onPrimary.ratio, JSON.stringify(onPrimary)).toBeGreaterThanOrEqual(3)
    await page.keyboard.press('Escape')
  })
})
