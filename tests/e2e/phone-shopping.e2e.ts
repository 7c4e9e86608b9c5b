import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { formatInr } from '#src/lib/money.ts'
import { withGst } from '#src/lib/tax.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// Issue 22, item 6 (decision 037): what a shopper on a phone was missing.
const { newPage } = setupBrowser()

// Plenty of stock, so other files' orders cannot sell it out.
const product = seedProducts.find((p) => p.stock >= 20 && p.images.length >= 3)
if (!product) throw new Error('the seed needs a product with plenty of stock and three pictures')
const priceWithGst = formatInr(withGst((product.discountPrice ?? product.price) * 100).totalPaise)

/** What has focus: its tag or role and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'body'
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${(el.getAttribute('aria-label') ?? el.innerText ?? '').trim()}`
  })

const announced = (page: Page) => page.locator('[data-route-announcer]').textContent()

describe('searching from a phone', () => {
  it('has a search box on the home page that suggests, and searches on Enter', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/')
    await hydrated(page)
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search products' })
    await box.click()
    const combo = page.getByRole('main').getByRole('combobox', { name: 'Search products' })
    await combo.pressSequentially('vivob')
    await page.getByRole('option', { name: /ASUS Vivobook 15/ }).waitFor()
    await expectNoSeriousA11yViolations(page)
    await combo.press('Enter')
    await page.waitForURL('**/search?q=vivob')
    await page.getByText(/^Showing \d+ products? for/).waitFor()
    expect(jsErrors(page)).toEqual([])
  })

  it('searches from the home page without JavaScript too', async () => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto('/')
    await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).fill('thinkpad')
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click()
    await page.waitForURL('**/search?q=thinkpad')
    await page
      .getByRole('heading', { name: /ThinkPad/, level: 3 })
      .first()
      .waitFor()
  })

  it('closes the suggestions when Enter searches, so they never cover the results', async () => {
    const page = await newPage({ viewport: DESKTOP })
    await page.goto('/products')
    await hydrated(page)
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).click()
    const combo = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
    await combo.pressSequentially('gaming lap')
    const list = page.getByRole('banner').getByRole('listbox', { name: 'Suggestions' })
    await list.waitFor()
    await combo.press('Enter')
    await page.waitForURL('**/search?q=gaming+lap')
    await page.getByText(/^Showing \d+ products? for/).waitFor()
    await expect(list.isVisible()).resolves.toBe(false)
    await expect(combo.getAttribute('aria-expanded')).resolves.toBe('false')
  })
})

describe('the buy bar on a phone', () => {
  it('shows the price with GST, and never covers the end of the footer', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    const bar = page.locator('[data-buy-bar]')
    await bar.getByText(priceWithGst).waitFor()
    await bar.getByText('incl. GST').waitFor()

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const barTop = (await bar.boundingBox())?.y ?? 0
    const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom)
    expect(barTop).toBeGreaterThan(PHONE.height - 120)
    expect(footerEnd).toBeLessThanOrEqual(barTop + 1)
    await expectNoSeriousA11yViolations(page)
  })

  it('says "Added to your cart" after the buttons, without moving them, and Tab reaches View Cart next', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    const add = page.getByRole('button', { name: 'Add to Cart' })
    const before = await add.boundingBox()
    const footerBefore = await page.getByRole('contentinfo').evaluate((f) => f.getBoundingClientRect().top + window.scrollY)
    await add.focus()
    await page.keyboard.press('Enter')
    const status = page.getByRole('status').filter({ hasText: 'Added to your cart.' })
    await status.waitFor()

    // After the buttons in the document and on the screen; nothing above or below moved.
    const after = await add.boundingBox()
    expect(after).toEqual(before)
    await expect(page.getByRole('contentinfo').evaluate((f) => f.getBoundingClientRect().top + window.scrollY)).resolves.toBe(footerBefore)
    const statusBox = await status.boundingBox()
    expect(statusBox && before && statusBox.y).toBeGreaterThanOrEqual((before?.y ?? 0) + (before?.height ?? 0))
    await expect.poll(() => focused(page)).toBe('button: Add to Cart')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('button: Buy now')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('a: View Cart')
    expect(jsErrors(page)).toEqual([])
  })
})

describe('moving between pages', () => {
  it('says the new page and puts focus on its heading, but not on the first load', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products')
    await hydrated(page)
    expect(await announced(page)).toBe('')
    expect(await focused(page)).toBe('body')

    await page.getByRole('link', { name: product.name }).first().click()
    await page.waitForURL(`**/products/${product.slug}`)
    await expect.poll(() => focused(page)).toBe(`h1: ${product.name}`)
    await expect.poll(() => announced(page)).toMatch(new RegExp(`^${product.name}`))
    await expectNoSeriousA11yViolations(page)

    // The search page puts focus in its box on purpose: that stays.
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('banner').getByRole('link', { name: 'Search products' }).click()
    await page.waitForURL('**/search')
    await expect.poll(() => focused(page)).toBe('combobox: ')
  })

  it('moves focus to each checkout step, and to the first error after a refused one', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Buy now' }).click()
    // Buy now checks out that one item: its checkout carries it in the address (decision 032).
    await page.waitForURL('**/checkout?buy=*')
    await expect.poll(() => focused(page)).toBe('h1: Checkout')

    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect.poll(() => focused(page)).toMatch(/^input: /)

    await page.getByLabel('PIN Code').fill('411001')
    await page.getByLabel('Phone Number').fill('9876543210')
    await page.getByLabel('Full Name').fill('Kiran Deshpande')
    await page.getByLabel('Address Line 1').fill('7 Law College Road')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect.poll(() => focused(page)).toBe('h2: Payment Method')
    await expect.poll(() => announced(page)).toBe('Checkout, step 2 of 2: Payment')
    expect(jsErrors(page)).toEqual([])
  })
})

describe('the product gallery on a phone', () => {
  const count = product.images.length
  /** A finger moving across the main picture, as a phone's pointer events say it. */
  const swipe = async (page: Page, fromX: number, toX: number) => {
    const picture = page.getByRole('link', { name: /^Zoom in:/ })
    const box = await picture.boundingBox()
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2
    const at = (x: number) => ({ pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: x, clientY: y, bubbles: true })
    await picture.dispatchEvent('pointerdown', at(fromX))
    await picture.dispatchEvent('pointerup', at(toX))
    await picture.dispatchEvent('click', at(toX))
  }

  it('swipes to the next and previous picture, and a swipe does not open the zoom', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    await page.getByText(`Image 1 of ${count}`).waitFor()
    await swipe(page, 300, 100)
    await page.getByText(`Image 2 of ${count}`).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await swipe(page, 100, 300)
    await swipe(page, 100, 300)
    await page.getByText(`Image ${count} of ${count}`).waitFor()
    await swipe(page, 200, 220) // too short: a tap opens the zoom instead
    await page.getByRole('dialog').waitFor()
    expect(jsErrors(page)).toEqual([])
  })

  it('opens a picture large, zooms in and out, pages with the arrow keys and gives focus back on Escape', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    const picture = page.getByRole('link', { name: /^Zoom in:/ })
    await picture.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: `${product.name}: image 1 of ${count}` })
    await dialog.waitFor()
    await expectNoSeriousA11yViolations(page)
    const large = dialog.getByRole('img')
    const before = (await large.boundingBox())?.width ?? 0
    await dialog.getByRole('button', { name: 'Zoom in' }).click()
    await dialog.getByRole('button', { name: 'Zoom out' }).waitFor()
    expect((await large.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.5)
    await page.keyboard.press('ArrowRight')
    await page.getByRole('dialog', { name: `${product.name}: image 2 of ${count}` }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Zoom in' }).waitFor() // a new picture starts whole
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => focused(page)).toMatch(/^a: Zoom in: .*image 2 of/)
    expect(jsErrors(page)).toEqual([])
  })

  it('zooms in place with a double-tap and a pinch on a touch screen, and says so', async () => {
    const page = await newPage({ viewport: PHONE, hasTouch: true })
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    await page.getByText('pinch or double-tap to zoom, tap to see it large').waitFor()
    await expect(page.getByText('hover to magnify').isVisible()).resolves.toBe(false)
    const picture = page.getByRole('link', { name: /^Zoom in:/ })
    const image = picture.getByRole('img')
    const box = await picture.boundingBox()
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2
    // Each gesture's events in one go, as a finger sends them: round trips from the test would outlast a double-tap.
    type Step = [type: string, pointerId: number, x: number]
    const gesture = (steps: Step[]) =>
      picture.evaluate(
        (el, { steps, y }) => {
          for (const [type, pointerId, clientX] of steps) {
            const init = {
              pointerType: 'touch',
              pointerId,
              isPrimary: pointerId === 1,
              clientX,
              clientY: y,
              bubbles: true,
              cancelable: true,
            }
            el.dispatchEvent(type === 'click' ? new MouseEvent(type, init) : new PointerEvent(type, init))
          }
        },
        { steps, y },
      )
    const tap: Step[] = [
      ['pointerdown', 1, 150],
      ['pointerup', 1, 150],
      ['click', 1, 150],
    ]
    const transform = () => image.evaluate((el) => (el as HTMLElement).style.transform)
    await gesture([...tap, ...tap])
    await expect.poll(transform).toBe('scale(2)')
    await gesture([...tap, ...tap])
    await expect.poll(transform).toBe('')
    // Two fingers moving apart: 100 px becomes 200 px, twice as large.
    await gesture([
      ['pointerdown', 1, 140],
      ['pointerdown', 2, 240],
      ['pointermove', 2, 340],
      ['pointerup', 2, 340],
      ['pointerup', 1, 140],
      ['click', 1, 140],
    ])
    await expect.poll(transform).toBe('scale(2)')
    await page.waitForTimeout(400)
    expect(await page.getByRole('dialog').count()).toBe(0) // neither gesture opened the large view
    expect(jsErrors(page)).toEqual([])
  })

  it('magnifies under a mouse at a desk, and says hover and click', async () => {
    const page = await newPage({ viewport: DESKTOP })
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    await page.getByText('hover to magnify, click to see it large').waitFor()
    const picture = page.getByRole('link', { name: /^Zoom in:/ })
    const image = picture.getByRole('img')
    await picture.hover()
    await expect.poll(() => image.evaluate((el) => getComputedStyle(el).scale)).toMatch(/^2/)
    await picture.click()
    await page.getByRole('dialog').waitFor()
    expect(jsErrors(page)).toEqual([])
  })

  it('links the picture to its largest copy before the page script runs', async () => {
    const page = await newPage({ viewport: PHONE, javaScriptEnabled: false })
    await page.goto(`/products/${product.slug}`)
    const href = await page.getByRole('link', { name: /^Zoom in:/ }).getAttribute('href')
    expect(href).toBe(`/images/products/${product.images[0]}`)
  })
})
