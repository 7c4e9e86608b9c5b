import { describe, it } from 'vitest'
import { STORE_PAGES, scanAtBothSizes } from './a11y-pages.ts'
import { setupBrowser } from './browser.ts'

const { newPage } = setupBrowser()

// The shop's own pages; the shopping pages and the keyboard in accessibility.e2e.ts, so the two run side by side.
describe('axe scan of the store pages', () => {
  it.each(STORE_PAGES)('%s has no serious or critical violation at a desk or on a phone', (path) => scanAtBothSizes(newPage, path))
})
