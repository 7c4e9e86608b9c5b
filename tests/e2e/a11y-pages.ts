import { expect } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, type setupBrowser } from './browser.ts'

/** The pages shoppers find and buy from; scanned in accessibility.e2e.ts. */
export const SHOPPING_PAGES = [
  '/',
  '/products',
  '/products?search=typewriter',
  `/products/${seedProducts[0]?.slug}`,
  '/products/no-such-product',
  '/search',
  '/search?q=dell',
  '/sellers/shivaji-nagar-computers',
  '/sellers/no-such-seller',
]

/** The shop's own pages: policies, contact, complaints and the ones a wrong link lands on; scanned in accessibility-pages.e2e.ts. */
export const STORE_PAGES = [
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/refund',
  '/how-we-rank',
  '/developers/api',
  '/complaints',
  '/complaints/track',
  '/unsubscribe?token=not-a-token',
  '/no-such-page',
]

/**
 * One load of a page, scanned at a desk and then on a phone: the shop's layout answers the width with CSS
 * alone (no script reads the viewport), so the page narrowed is the page a phone gets, and the load, the
 * hydration and axe's own start are paid once instead of twice.
 */
export async function scanAtBothSizes(newPage: ReturnType<typeof setupBrowser>['newPage'], path: string) {
  const page = await newPage({ viewport: DESKTOP })
  await page.goto(path)
  await hydrated(page)
  await expectNoSeriousA11yViolations(page)
  await page.setViewportSize(PHONE)
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(PHONE.width)
  await expectNoSeriousA11yViolations(page)
}
