import { CATEGORIES, canonicalListingPath, countListedProducts, listedProductSlugs } from '#src/modules/catalog/index.ts'
import { POLICY_UPDATED } from '#src/modules/content/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { absoluteUrl } from './site-url.ts'
import { lastmodOf, SITEMAP_URL_LIMIT, type SitemapUrl, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts'

/**
 * The shop's own pages, before the products. Only the legal pages know when their text changed
 * (policies.ts); the others carry no lastmod rather than an invented one.
 */
export const STATIC_PAGES: ReadonlyArray<{ path: string; lastmod?: string }> = [
  { path: '/' },
  { path: '/products' },
  ...CATEGORIES.map((category) => ({ path: canonicalListingPath({ category: [category] }) })),
  { path: '/about' },
  { path: '/contact' },
  { path: '/privacy', lastmod: POLICY_UPDATED.privacy },
  { path: '/terms', lastmod: POLICY_UPDATED.terms },
  { path: '/refund', lastmod: POLICY_UPDATED.refund },
]

/** Where child sitemap n (from 1) is served when the shop needs an index. */
export const childSitemapPath = (n: number) => `/sitemaps/${n}.xml`

export interface SitemapRequest {
  /** The shop's public base URL (site-url.ts). */
  site: string
  /** A child sitemap's number; absent for /sitemap.xml. */
  part?: number
  /** URLs per sitemap: the protocol's 50,000, smaller in tests. */
  limit?: number
}

/**
 * /sitemap.xml, or one of its children. The URLs are the static pages then the published products
 * in list order, cut into runs of `limit`: when they all fit, /sitemap.xml lists them itself;
 * otherwise it is an index of /sitemaps/1.xml, /sitemaps/2.xml, …. A request costs one count and at
 * most one query of `limit` rows, selecting only slug and updated_at.
 */
export async function sitemapDocument(ctx: Pick<ServiceContext, 'db'>, request: SitemapRequest): Promise<Result<{ xml: string }>> {
  const { site, part, limit = SITEMAP_URL_LIMIT } = request
  const total = STATIC_PAGES.length + (await countListedProducts(ctx))
  const parts = Math.max(1, Math.ceil(total / limit))
  if (part === undefined && parts > 1) {
    const children = Array.from({ length: parts }, (_, i) => ({ loc: absoluteUrl(site, childSitemapPath(i + 1)) }))
    return { ok: true, xml: sitemapIndexXml(children) }
  }
  const n = part ?? 1
  if (!Number.isInteger(n) || n < 1 || n > parts) return fail('not_found', 'No such sitemap.')
  return { ok: true, xml: urlsetXml(await urlsOf(ctx, site, (n - 1) * limit, limit)) }
}

/** The run of URLs from `start`: the static pages that fall in it, then products. */
async function urlsOf(ctx: Pick<ServiceContext, 'db'>, site: string, start: number, limit: number): Promise<SitemapUrl[]> {
  const pages = STATIC_PAGES.slice(start, start + limit).map(({ path, lastmod }) => ({ loc: absoluteUrl(site, path), lastmod }))
  const products = await listedProductSlugs(ctx, {
    offset: Math.max(0, start - STATIC_PAGES.length),
    limit: limit - pages.length,
  })
  return [
    ...pages,
    ...products.map((p) => ({ loc: absoluteUrl(site, `/products/${encodeURIComponent(p.slug)}`), lastmod: lastmodOf(p.updatedAt) })),
  ]
}
