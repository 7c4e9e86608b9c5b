import { seedProducts } from '#db/seed/catalogue.ts'

/** The shopper's pages the axe scans cover, at a desk (accessibility.e2e.ts) and on a phone (accessibility-phone.e2e.ts). */
export const PAGES = [
  '/',
  '/products',
  '/products?search=typewriter',
  `/products/${seedProducts[0]?.slug}`,
  '/products/no-such-product',
  '/search',
  '/search?q=dell',
  '/sellers/shivaji-nagar-computers',
  '/sellers/no-such-seller',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/refund',
  '/how-we-rank',
  '/complaints',
  '/complaints/track',
  '/unsubscribe?token=not-a-token',
  '/no-such-page',
]
