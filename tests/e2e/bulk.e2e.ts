import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { registerVendor } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
/** Screenshots of the vendor products filters, when WT_SHOTS names a folder. */
const SHOTS = process.env.WT_SHOTS

/** Two low-stock products of this test's own, so the seeded catalogue other files read stays as it is. */
function lowStockPair(tag: string) {
  const [vendor] = queryServerDb<{ id: string }>('select id from vendors order by created_at limit 1')
  return [3, 7].map((stock, i) => {
    const id = randomUUID()
    const name = `Bulk ${tag} Laptop ${i + 1}`
    writeProduct({
      id,
      vendorId: vendor?.id,
      name,
      slug: `bulk-${tag}-${i}`,
      description: 'A laptop for the bulk test.',
      brand: 'Bulk',
      sellingPricePaise: 47_200_00,
      stock,
    })
    return { id, name }
  })
}

describe('working in bulk', () => {
  it('an admin filters products to low stock, sorts by stock, and restocks the ticked ones in one go', async () => {
    const page = await newPage({ viewport: DESKTOP })
    await adminLogIn(page)
    const tag = randomUUID().slice(0, 8)
    const low = lowStockPair(tag)
    await page.goto('/admin/products')
    await hydrated(page)
    await page.getByLabel('Search', { exact: true }).fill(`Bulk ${tag}`)
    await page.getByLabel('Stock', { exact: true }).selectOption('low')
    await page.getByRole('button', { name: 'Filter' }).click()
    await page.waitForURL(/stock=low/)
    await page
      .getByRole('columnheader', { name: /^Stock/ })
      .getByRole('link')
      .click()
    await page.waitForURL(/sort=stock-asc/)
    await expect.poll(() => page.getByRole('columnheader', { name: /Stock/ }).getAttribute('aria-sort')).toBe('ascending')

    const listed = await page
      .getByRole('checkbox', { name: /^Select Bulk/ })
      .evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label')))
    expect(listed).toEqual(low.map((p) => `Select ${p.name}`))
    for (const product of low) await page.getByRole('checkbox', { name: `Select ${product.name}` }).check()
    await page.getByLabel('With ticked products').selectOption('set-stock')
    await page.getByLabel('Stock (for Set stock)').fill('25')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('2 products set to 25 in stock.').waitFor()
    for (const product of low) {
      expect(queryServerDb<{ stock: number }>('select stock from products where id = ?', product.id)).toEqual([{ stock: 25 }])
      expect(queryServerDb<{ action: string }>('select action from audit_log where entity_id = ?', product.id)).toEqual([
        { action: 'product.bulk-set-stock' },
      ])
    }
    await expectNoSeriousA11yViolations(page)
    await page.setViewportSize(PHONE)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })

  it('a vendor narrows their products by category, status and stock in the URL, without JavaScript too', async () => {
    const page = await newPage({ viewport: DESKTOP })
    const email = await registerVendor(page, 'Filter Traders')
    const [store] = queryServerDb<{ id: string }>(
      'select vendors.id from vendors join users on users.id = vendors.user_id where users.email = ?',
      email,
    )
    const tag = randomUUID().slice(0, 8)
    const product = (name: string, category: string, stock: number, published: number) => {
      writeProduct({
        id: randomUUID(),
        vendorId: store?.id,
        name: `${name} ${tag}`,
        slug: `filter-${tag}-${name.toLowerCase().replaceAll(' ', '-')}`,
        description: 'A product for the filter test.',
        category,
        brand: 'Filter',
        sellingPricePaise: 47_200_00,
        stock,
        isPublished: published === 1,
      })
      return `${name} ${tag}`
    }
    const lowDesktop = product('Low Desktop', 'Desktop', 3, 1)
    const soldOut = product('Sold Out Laptop', 'Laptop', 0, 0)
    const plenty = product('Plenty Laptop', 'Laptop', 40, 1)
    const names = (p: typeof page) =>
      p.getByRole('checkbox', { name: /^Select / }).evaluateAll((boxes) => boxes.map((b) => b.getAttribute('aria-label')?.slice(7)))

    // Without JavaScript: a plain GET form, so the filters are in the URL.
    const noJs = await newPage({ viewport: PHONE, javaScriptEnabled: false })
    await noJs.context().addCookies(await page.context().cookies())
    await noJs.goto('/vendor/products')
    await noJs.getByLabel('Category', { exact: true }).selectOption('Laptop')
    await noJs.getByLabel('Status', { exact: true }).selectOption('unpublished')
    await noJs.getByRole('button', { name: 'Filter', exact: true }).click()
    await noJs.waitForURL(/category=Laptop.*status=unpublished/)
    expect(await names(noJs)).toEqual([soldOut])
    expect(await noJs.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    if (SHOTS) await noJs.screenshot({ path: `${SHOTS}/vendor-products-filters-phone.png`, fullPage: true })

    // With JavaScript, the same: low stock (1 to 10) is the desktop only; Clear filters shows all three.
    await page.goto('/vendor/products')
    await hydrated(page)
    await page.getByLabel('Stock', { exact: true }).selectOption('low')
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    await page.waitForURL(/stock=low/)
    await expect.poll(() => names(page)).toEqual([lowDesktop])
    await expect(page.getByLabel('Stock', { exact: true }).inputValue()).resolves.toBe('low')
    await expectNoSeriousA11yViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/vendor-products-filters-desktop.png`, fullPage: true })
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await page.waitForURL((url) => url.search === '')
    await expect.poll(async () => (await names(page)).sort()).toEqual([lowDesktop, plenty, soldOut].sort())
  })
})
