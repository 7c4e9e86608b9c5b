import { absoluteUrl } from './site-url.ts'

/**
 * Paths crawlers are asked to stay out of: one person's pages (cart, checkout, payment, orders,
 * account), sign-in forms, the vendor and admin areas, and the JSON API. The storefront, its images
 * and the search page stay open: search pages say noindex in their own markup, and a crawler must
 * be allowed to fetch a page to read that. Each rule is a path prefix, as robots.txt reads them.
 */
export const DISALLOWED_PATHS = [
  '/cart',
  '/checkout',
  '/pay/',
  '/order-confirmation',
  '/orders',
  '/account',
  '/login',
  '/logout',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/vendor/',
  '/admin',
  '/api/',
] as const

export function robotsTxt(site: string): string {
  const rules = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n')
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`
}
