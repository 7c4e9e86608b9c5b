import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots.ts'
import { absoluteUrl } from './site-url.ts'
import { escapeXml, lastmodOf, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts'

describe('site URL', () => {
  it('makes paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://shop.example', '/products/a')).toBe('https://shop.example/products/a')
    expect(absoluteUrl('https://shop.example', 'images/a.svg')).toBe('https://shop.example/images/a.svg')
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp')
  })
})

describe('sitemap XML', () => {
  it('escapes what XML reserves', () => {
    expect(escapeXml(`/products?category=Laptop&brand=A<"'>`)).toBe('/products?category=Laptop&amp;brand=A&lt;&quot;&apos;&gt;')
    expect(urlsetXml([{ loc: 'https://s.example/products?a=1&b=2' }])).toContain(
      '<url><loc>https://s.example/products?a=1&amp;b=2</loc></url>',
    )
  })

  it('writes lastmod only when given', () => {
    const xml = urlsetXml([{ loc: 'https://s.example/a', lastmod: '2026-11-21' }, { loc: 'https://s.example/b' }])
    expect(xml).toContain('<url><loc>https://s.example/a</loc><lastmod>2026-11-21</lastmod></url>')
    expect(xml).toContain('<url><loc>https://s.example/b</loc></url>')
    expect(sitemapIndexXml([{ loc: 'https://s.example/sitemaps/1.xml' }])).toContain(
      '<sitemap><loc>https://s.example/sitemaps/1.xml</loc></sitemap>',
    )
  })

  it('reads stored timestamps as W3C datetimes, and drops ones that do not parse', () => {
    expect(lastmodOf('2026-11-02T10:00:00.000Z')).toBe('2026-11-02T10:00:00.000Z')
    expect(lastmodOf('2026-11-02 10:00:00+00')).toBe('2026-11-02T10:00:00.000Z')
    expect(lastmodOf('yesterday')).toBeUndefined()
  })
})

describe('robots.txt', () => {
  const text = robotsTxt('https://shop.example')
  const disallowed = [...text.matchAll(/^Disallow: (.*)$/gm)].map((m) => m[1] ?? '')
  const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix))

  it('points to the sitemap by absolute URL', () => {
    expect(text).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m)
    expect(text.startsWith('User-agent: *\n')).toBe(true)
  })

  it.each([
    '/cart',
    '/checkout',
    '/pay/5f0c',
    '/order-confirmation',
    '/orders',
    '/orders/DD-1/invoice',
    '/account',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/vendor/dashboard',
    '/vendor/register',
    '/admin',
    '/admin/login',
    '/api/v1/products',
  ])('keeps crawlers out of %s', (path) => {
    expect(blocked(path)).toBe(true)
  })

  it.each([
    '/',
    '/products',
    '/products?category=Laptop',
    '/products/razer-blade-16',
    '/about',
    '/refund',
    '/search?q=x',
    '/images/a.svg',
    '/uploads/a.webp',
    '/sitemap.xml',
  ])('lets crawlers read %s', (path) => {
    expect(blocked(path)).toBe(false)
  })
})
