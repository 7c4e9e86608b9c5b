// The seo module's surface: everything outside src/modules/seo/ imports from here, and only this.
export { robotsTxt } from './robots.ts'
export { absoluteUrl } from './site-url.ts'
export { sitemapDocument } from './sitemap.service.ts'
