import { describe, it } from 'vitest'
import { PAGES } from './a11y-pages.ts'
import { expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'

const { newPage } = setupBrowser()

// The shopper's pages on a phone; at a desk, and the keyboard, in accessibility.e2e.ts.
describe('axe scan at phone size', () => {
  it.each(PAGES)('%s has no serious or critical violation', async (path) => {
    const page = await newPage({ viewport: PHONE })
    await page.goto(path)
    await hydrated(page)
    await expectNoSeriousA11yViolations(page)
  })
})
