// The sitemap protocol's two documents (https://www.sitemaps.org/protocol.html), written as text.

/** The protocol's limit of URLs in one sitemap (and of sitemaps in one index). */
export const SITEMAP_URL_LIMIT = 50_000

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string
  /** When the page's content last changed (W3C datetime); left out when nothing real says so. */
  lastmod?: string
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** Entity-escapes the five characters XML reserves (a URL with two parameters has an &). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`)
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>\n`
}

export function urlsetXml(urls: Iterable<SitemapUrl>): string {
  let body = ''
  for (const url of urls) body += entry('url', url)
  return `${XML_HEADER}<urlset xmlns="${NS}">\n${body}</urlset>\n`
}

export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `${XML_HEADER}<sitemapindex xmlns="${NS}">\n${sitemaps.map((s) => entry('sitemap', s)).join('')}</sitemapindex>\n`
}

/** A stored timestamp as a W3C datetime; undefined when it does not parse (better none than a wrong one). */
export function lastmodOf(timestamp: string): string | undefined {
  const date = new Date(timestamp)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}
