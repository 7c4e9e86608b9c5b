import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seedProducts, seedVendors } from '#db/seed/catalogue.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// The run's catalogue shop: the rows compared below are the seed's, whatever other files change.
const { newPage } = setupBrowser({ shop: 'catalogue' })

const SHOTS = '/tmp/compare-shots'
mkdirSync(SHOTS, { recursive: true })

const laptop = (slug: string) => {
  const product = seedProducts.find((p) => p.slug === slug)
  if (!product) throw new Error(`the seed has no ${slug}`)
  return product
}
// Three 14-inch-class laptops with the same storage and plenty of stock, so two rows agree.
const three = [laptop('acer-swift-go-14'), laptop('microsoft-surface-laptop-7'), laptop('samsung-galaxy-book5-pro')]
const fourth = laptop('dell-xps-14')
const fifth = laptop('asus-vivobook-15')
const shareUrl = `/compare?ids=${three.map((p) => p.slug).join(',')}`

const compareButton = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByRole('button', { name: /^Compare/ })

/** The column headers of the comparison: each product's name. */
const columns = (page: Page) => page.locator('table thead th[scope="col"] a[href^="/products/"]').allTextContents()

describe('comparing products', () => {
  it('compares laptops from the listing, refuses a fifth, shows only differences and shares the comparison', async () => {
    const page = await newPage({ viewport: DESKTOP })
    await page.goto('/products?category=Laptop')
    await hydrated(page)
    // With JavaScript the page never reloads: this mark would be lost if it did.
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
    })

    for (const [i, product] of three.entries()) {
      const button = compareButton(page, product.name)
      await expect(button.getAttribute('aria-pressed')).resolves.toBe('false')
      await button.click()
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
      await page
        .getByRole('status')
        .filter({ hasText: `${product.name} added to compare (${i + 1} of 4).` })
        .waitFor({ state: 'attached' })
    }
    const tray = page.getByRole('region', { name: 'Compare tray' })
    await tray.getByRole('heading', { name: 'Compare (3 of 4)' }).waitFor()
    const trayNames = await tray.getByRole('list', { name: 'Products to compare' }).getByRole('link').allTextContents()
    expect(trayNames).toEqual(three.map((p) => p.name))

    // A fourth fits; a fifth is refused, next to its button and in the live region.
    await compareButton(page, fourth.name).click()
    await tray.getByRole('heading', { name: 'Compare (4 of 4)' }).waitFor()
    await compareButton(page, fifth.name).click()
    const refusal = 'You can compare up to 4 products. Remove one to add another.'
    await page.getByRole('listitem').filter({ hasText: fifth.name }).getByText(refusal).waitFor()
    await page.getByRole('status').filter({ hasText: refusal }).waitFor({ state: 'attached' })
    await expect(compareButton(page, fifth.name).getAttribute('aria-pressed')).resolves.toBe('false')
    await tray.getByRole('button', { name: `Remove ${fourth.name} from compare` }).click()
    await tray.getByRole('heading', { name: 'Compare (3 of 4)' }).waitFor()
    await expect(compareButton(page, fourth.name).getAttribute('aria-pressed')).resolves.toBe('false')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `${SHOTS}/listing-tray-1280.png` })

    await tray.getByRole('link', { name: 'Compare now' }).click()
    await page.waitForURL(`**${shareUrl}`)
    await page.getByRole('heading', { level: 1, name: 'Compare products' }).waitFor()
    await expect.poll(() => page.title()).toBe('Compare products | Deccan Digital')
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex')
    expect(await columns(page)).toEqual(three.map((p) => p.name))
    const rowHeader = (label: string) => page.getByRole('rowheader', { name: new RegExp(`^${label}`) })
    // Storage and availability agree; the processors differ, and the row says so in words.
    await rowHeader('Storage').waitFor()
    await expect(rowHeader('Storage').textContent()).resolves.toBe('Storage')
    await expect(rowHeader('Processor').textContent()).resolves.toContain('Differs')
    // Sold by: each product's seller, linked to its page, as on the product page (decision 038).
    const sellers = three.map((p) => seedVendors.find((v) => v.id === p.vendorId)?.name ?? '')
    const soldBy = page.getByRole('row').filter({ has: rowHeader('Sold by') })
    await expect(soldBy.getByRole('link').allTextContents()).resolves.toEqual(sellers)
    await expect(soldBy.getByRole('link').first().getAttribute('href')).resolves.toMatch(/^\/sellers\//)
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `${SHOTS}/compare-1280.png`, fullPage: true })

    await page.getByRole('checkbox', { name: 'Show only differences' }).check()
    await page.waitForURL(/only=differences/)
    await rowHeader('Storage').waitFor({ state: 'detached' })
    await expect(rowHeader('Availability').count()).resolves.toBe(0)
    await rowHeader('Processor').waitFor()
    await expectNoSeriousA11yViolations(page)
    expect(jsErrors(page)).toEqual([])

    // The link works for someone else: a fresh browser with no cookies sees the same three columns, and no tray.
    const friend = await newPage({ viewport: DESKTOP })
    await friend.goto(shareUrl)
    expect(await columns(friend)).toEqual(three.map((p) => p.name))
    await expect(friend.getByRole('region', { name: 'Compare tray' }).count()).resolves.toBe(0)
  })

  it('scrolls the table, not the page, on a phone, with the row names pinned, and keeps the buy bar clear', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products?category=Laptop')
    await hydrated(page)
    for (const product of three) {
      await compareButton(page, product.name).click()
      await expect.poll(() => compareButton(page, product.name).getAttribute('aria-pressed')).toBe('true')
    }
    const tray = page.getByRole('region', { name: 'Compare tray' })
    await tray.getByText('Compare (3 of 4)').waitFor()
    await expectNoSeriousA11yViolations(page)
    await page.screenshot({ path: `${SHOTS}/listing-tray-390.png` })
    await tray.getByText('Compare (3 of 4)').click()
    await tray.getByRole('button', { name: `Remove ${three[0]?.name} from compare` }).waitFor()
    await page.screenshot({ path: `${SHOTS}/listing-tray-open-390.png` })

    // On a product page the tray sits under the header, never over Add to cart | Buy now.
    await page.goto(`/products/${fourth.slug}`)
    await hydrated(page)
    const trayBox = await tray.boundingBox()
    const barBox = await page.getByRole('button', { name: 'Buy now' }).boundingBox()
    expect(trayBox && barBox && trayBox.y + trayBox.height).toBeLessThan(barBox?.y ?? 0)
    await page.screenshot({ path: `${SHOTS}/product-tray-390.png` })

    await page.goto(shareUrl)
    await hydrated(page)
    expect(await columns(page)).toEqual(three.map((p) => p.name))
    await page.getByText('Swipe sideways to see every product').waitFor()
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width)
    const scroller = page.getByRole('region', { name: /^Comparison of/ })
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(widths.scroll).toBeGreaterThan(widths.client)
    // Two products side by side beside the row names, whole; the third starts where the box ends (issue 45).
    const edges = await scroller.evaluate((el) => {
      const box = el.getBoundingClientRect()
      return [...el.querySelectorAll('thead th')].map((th) => {
        const r = th.getBoundingClientRect()
        return { left: Math.round(r.left - box.left), right: Math.round(r.right - box.left), width: Math.round(box.width) }
      })
    })
    expect(edges[2]?.right).toBeLessThanOrEqual(edges[2]?.width ?? 0)
    expect(edges[3]?.left).toBeGreaterThanOrEqual((edges[3]?.width ?? 0) - 2)
    const productWidths = edges.slice(1).map((e) => e.right - e.left)
    expect(Math.min(...productWidths)).toBeGreaterThanOrEqual(120)
    expect(Math.max(...productWidths) - Math.min(...productWidths)).toBeLessThanOrEqual(2)
    const pinned = page.getByRole('rowheader', { name: /^Processor/ })
    const before = await pinned.boundingBox()
    await scroller.evaluate((el) => el.scrollBy({ left: 300 }))
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    const after = await pinned.boundingBox()
    expect(after?.x).toBe(before?.x)
    await expectNoSeriousA11yViolations(page)
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }))
    await page.screenshot({ path: `${SHOTS}/compare-390.png`, fullPage: true })

    // Two products fit the phone: nothing to scroll, no hint to swipe.
    await page.goto(`/compare?ids=${three[0]?.slug},${three[1]?.slug}`)
    await hydrated(page)
    await expect(scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).resolves.toBeLessThanOrEqual(1)
    await expect(page.getByText('Swipe sideways to see every product').count()).resolves.toBe(0)
    await page.screenshot({ path: `${SHOTS}/compare-two-390.png`, fullPage: true })
    expect(jsErrors(page)).toEqual([])
  })

  it('steps aside on /compare, where the table is the list: no tray over it and no second Compare now', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products?category=Laptop')
    await hydrated(page)
    for (const product of three.slice(0, 2)) {
      await compareButton(page, product.name).click()
      await expect.poll(() => compareButton(page, product.name).getAttribute('aria-pressed')).toBe('true')
    }
    const tray = page.getByRole('region', { name: 'Compare tray' })
    const list = page.locator('section[aria-label="Compare tray"] details')
    // The open list closes when the page changes, as the header's menu does.
    await tray.getByText('Compare (2 of 4)').click()
    await tray.getByRole('link', { name: three[1]?.name }).click()
    await page.waitForURL(`**/products/${three[1]?.slug}`)
    await tray.getByText('Compare (2 of 4)').waitFor()
    await expect.poll(() => list.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)

    await tray.getByText('Compare (2 of 4)').click()
    await tray.getByRole('link', { name: 'Compare now' }).click()
    await page.waitForURL('**/compare?ids=*')
    // A client-side navigation changes the address before the new page has rendered.
    await expect.poll(() => columns(page)).toEqual(three.slice(0, 2).map((p) => p.name))
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport)
      await expect(page.locator('section[aria-label="Compare tray"]').count()).resolves.toBe(0)
      await expect(page.getByRole('link', { name: 'Compare now' }).count()).resolves.toBe(0)
      await expectNoSeriousA11yViolations(page)
      await page.screenshot({ path: `${SHOTS}/compare-no-tray-${viewport.width}.png`, fullPage: true })
    }
    expect(jsErrors(page)).toEqual([])
  })

  it('works without JavaScript: the post comes back to the page, and a fifth is refused on /compare', async () => {
    const page = await newPage({ viewport: DESKTOP, javaScriptEnabled: false })
    await page.goto('/products?category=Laptop')
    for (const product of [...three, fourth]) {
      await compareButton(page, product.name).click()
      await page.waitForURL('**/products?category=Laptop')
      await expect(compareButton(page, product.name).getAttribute('aria-pressed')).resolves.toBe('true')
    }
    await compareButton(page, fifth.name).click()
    await page.getByRole('alert').getByText('You can compare up to 4 products. Remove one to add another.').waitFor()
    expect(await columns(page)).toEqual([...three, fourth].map((p) => p.name))
  })

  it('puts a product in the comparison from its own page, and takes it out again', async () => {
    const page = await newPage({ viewport: DESKTOP })
    await page.goto(`/products/${fourth.slug}`)
    await hydrated(page)
    await expect(page.getByRole('region', { name: 'Compare tray' }).count()).resolves.toBe(0)
    const toggle = page.getByRole('button', { name: /^Compare/ }).first()
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false')
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    const tray = page.getByRole('region', { name: 'Compare tray' })
    await tray.getByRole('heading', { name: 'Compare (1 of 4)' }).waitFor()
    await tray.getByText(fourth.name).first().waitFor()
    await page.reload()
    await hydrated(page)
    await expect(
      page
        .getByRole('button', { name: /^Compare/ })
        .first()
        .getAttribute('aria-pressed'),
    ).resolves.toBe('true')
    await page
      .getByRole('button', { name: /^Compare/ })
      .first()
      .click()
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: /^Compare/ })
          .first()
          .getAttribute('aria-pressed'),
      )
      .toBe('false')
    await expect.poll(() => page.getByRole('region', { name: 'Compare tray' }).count()).toBe(0)
    expect(jsErrors(page)).toEqual([])
  })

  it('answers the same comparison as JSON', async () => {
    const page = await newPage()
    const response = await page.request.get(`/api/v1/compare?ids=${three.map((p) => p.slug).join(',')},no-such-laptop`)
    expect(response.status()).toBe(200)
    const body = (await response.json()) as {
      products: Array<{ slug: string }>
      rows: Array<{ key: string; differs: boolean }>
      skipped: string[]
    }
    expect(body.products.map((p) => p.slug)).toEqual(three.map((p) => p.slug))
    expect(body.skipped).toEqual(['no-such-laptop'])
    expect(body.rows.find((row) => row.key === 'storage')?.differs).toBe(false)
    expect(body.rows.find((row) => row.key === 'processor')?.differs).toBe(true)
    const tooMany = await page.request.get('/api/v1/compare?ids=a,b,c,d,e')
    expect(tooMany.status()).toBe(400)
  })
})
