// The seo module's surface: everything outside src/modules/seo/ imports from here, and only this.

export * from './browser.ts'
export { sitemapDocument } from './sitemap.service.ts'
