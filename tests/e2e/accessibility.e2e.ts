import { describe, it } from 'vitest'
import { SHOPPING_PAGES, scanAtBothSizes } from './a11y-pages.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'

const { newPage } = setupBrowser()

// The shopping pages and the keyboard here; the store's own pages in accessibility-pages.e2e.ts, so the two run side by side.
describe('axe scan of the shopping pages', () => {
  it.each(SHOPPING_PAGES)('%s has no serious or critical violation at a desk or on a phone', (path) => scanAtBothSizes(newPage, path))
})

// Lighthouse's two findings of issue 45; axe rates heading-order "moderate", so the scan above would not see it.
describe('tap targets and heading order', () => {
  it.each(['/', '/products'])('%s has footer links big enough to tap and headings that skip no level', async (path) => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(path)
    await hydrated(page)
    await expectNoSeriousA11yViolations(page, ['target-size', 'heading-order'])
    await page.setViewportSize(DESKTOP)
    await expectNoSeriousA11yViolations(page, ['target-size', 'heading-order'])
  })
})

describe('keyboard', () => {
  it('reaches the skip link first, then the main navigation', async () => {
    const page = await newPage()
    await page.goto('/')
    await hydrated(page)
    await page.keyboard.press('Tab')
    await page.getByRole('link', { name: 'Skip to content' }).and(page.locator(':focus')).waitFor()
    await page.keyboard.press('Enter')
    await page.waitForURL('**/#main')
  })

  it('shows a visible focus ring', async () => {
    const page = await newPage()
    await page.goto('/products')
    await hydrated(page)
    await page.getByRole('checkbox', { name: 'Apple', exact: true }).focus()
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const style = getComputedStyle(el)
      return { outlineStyle: style.outlineStyle, boxShadow: style.boxShadow }
    })
    if (outline.outlineStyle === 'none' && outline.boxShadow === 'none') throw new Error('focused control has no visible focus style')
  })
})
