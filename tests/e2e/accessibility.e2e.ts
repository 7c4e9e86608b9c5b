import { describe, it } from 'vitest'
import { PAGES } from './a11y-pages.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, setupBrowser } from './browser.ts'

const { newPage } = setupBrowser()

// At a desk here; on a phone in accessibility-phone.e2e.ts, so the two run side by side.
describe('axe scan at desktop size', () => {
  it.each(PAGES)('%s has no serious or critical violation', async (path) => {
    const page = await newPage({ viewport: DESKTOP })
    await page.goto(path)
    await hydrated(page)
    await expectNoSeriousA11yViolations(page)
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
    await page.getByLabel('Brand').focus()
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const style = getComputedStyle(el)
      return { outlineStyle: style.outlineStyle, boxShadow: style.boxShadow }
    })
    if (outline.outlineStyle === 'none' && outline.boxShadow === 'none') throw new Error('focused control has no visible focus style')
  })
})
