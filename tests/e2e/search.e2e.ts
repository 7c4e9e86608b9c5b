import { describe, expect, it } from 'vitest'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

const { newPage } = setupBrowser()

describe('search that understands shoppers', () => {
  it('suggests as the shopper types in the header box, and opens a suggestion with the keyboard', async () => {
    const page = await newPage({ viewport: DESKTOP })
    await page.goto('/')
    await hydrated(page)
    // A plain search box until it gets focus; then the suggestions take its place, keeping the focus.
    await page.getByRole('searchbox', { name: 'Search products' }).click()
    const box = page.getByRole('combobox', { name: 'Search products' })
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true)
    await box.pressSequentially('vivob')
    const list = page.getByRole('listbox', { name: 'Suggestions' })
    await list.getByRole('option', { name: /ASUS Vivobook 15/ }).waitFor()
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.getByText(/^\d+ suggestions?$/).waitFor({ state: 'attached' })
    await expectNoSeriousA11yViolations(page)
    await page.keyboard.press('ArrowDown')
    const highlighted = await box.getAttribute('aria-activedescendant')
    expect(highlighted).toBeTruthy()
    await expect(page.locator(`[id="${highlighted}"]`).getAttribute('aria-selected')).resolves.toBe('true')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/products/asus-vivobook-15')
    await page.getByRole('heading', { name: 'ASUS Vivobook 15', level: 1 }).waitFor()

    // Categories are suggested too; Escape closes the list and Enter then searches what was typed.
    await hydrated(page)
    await box.fill('')
    await box.pressSequentially('gaming lap')
    await page.getByRole('option', { name: /Gaming Laptop\s*Category/ }).waitFor()
    await page.keyboard.press('Escape')
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('false')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/search?q=gaming+lap')
    expect(jsErrors(page)).toEqual([])
  })

  it('finds "laptops" and "gaming laptops", corrects "vivobok", and offers help when nothing matches', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products?search=laptops')
    await expect(page.getByText(/^Showing \d+ products$/).textContent()).resolves.not.toBe('Showing 0 products')
    await page.goto('/search?q=gaming%20laptops')
    await page
      .getByRole('link', { name: /MSI Katana 15 HX/ })
      .first()
      .waitFor()

    await page.goto('/search?q=vivobok')
    await page.getByText('Nothing matched “vivobok”. Showing results for “vivobook”.').waitFor()
    await page
      .getByRole('link', { name: /ASUS Vivobook 15/ })
      .first()
      .waitFor()

    await page.goto('/products?search=mouse')
    await page.getByRole('heading', { name: 'No products found' }).waitFor()
    await page.getByText("We couldn't find any products matching your search criteria.").waitFor()
    const categories = page.getByRole('navigation', { name: 'Popular categories' })
    await categories.getByRole('link', { name: 'Gaming Laptops' }).waitFor()
    await expectNoSeriousA11yViolations(page)

    await page.goto('/products?search=vivbok')
    await page.getByRole('link', { name: 'vivobook' }).click()
    await page.waitForURL('**/products?search=vivobook')
    await page
      .getByRole('link', { name: /ASUS Vivobook 15/ })
      .first()
      .waitFor()
  })

  it('answers suggestions as JSON, and refuses a malformed query', async () => {
    const page = await newPage()
    const answer = await page.request.get('/api/v1/search/suggestions?q=rtx%204060')
    expect(answer.status()).toBe(200)
    const body = (await answer.json()) as { products: Array<{ name: string; url: string }> }
    expect(body.products.map((p) => p.name).sort()).toEqual(expect.arrayContaining(['HP Victus 15L Gaming Desktop', 'MSI Katana 15 HX']))
    expect((await page.request.get(`/api/v1/search/suggestions?q=${'x'.repeat(101)}`)).status()).toBe(400)
  })
})
