import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { hydrated, setupBrowser } from './browser.ts'
import { type OwnShop, startOwnShop } from './own-shop.ts'

// What search engines and link previews read: robots.txt, the sitemap, canonical links, Open Graph
// and noindex (decision 020). The shared shop has no PUBLIC_URL, so its absolute URLs use the origin
// asked for; a shop of its own checks that PUBLIC_URL wins.

const baseURL = inject('baseURL')
const get = (path: string, base = baseURL) => fetch(`${base}${path}`)

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The head's meta and link tags of a page, each as its attributes. */
async function headTags(path: string, base = baseURL) {
  const response = await get(path, base)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = [...head.matchAll(/<(meta|link)\s([^>]*?)\/?>/g)].map(([, tag, attrs]) => ({
    tag,
    ...Object.fromEntries([...(attrs ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value ?? '')])),
  })) as Array<Record<string, string>>
  const title = decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')
  return {
    status: response.status,
    title,
    canonical: tags.filter((t) => t.tag === 'link' && t.rel === 'canonical').map((t) => t.href),
    og: (property: string) => tags.find((t) => t.property === property)?.content,
    named: (name: string) => tags.find((t) => t.name === name)?.content,
    noindex: tags.some((t) => t.name === 'robots' && /noindex/.test(t.content ?? '')),
  }
}

const product = seedProducts[0]
if (!product) throw new Error('empty seed')

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps crawlers out of private pages and names the sitemap by absolute URL', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    for (const path of ['/cart', '/checkout', '/account', '/orders', '/admin', '/vendor/', '/pay/', '/order-confirmation', '/login'])
      expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'))
    expect(text).not.toMatch(/^Disallow: \/products/m)
  })

  it('the sitemap is XML, briefly cacheable, and lists every seeded product with its last change', async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/)
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain(`<url><loc>${baseURL}/</loc></url>`)
    expect(xml).toContain(`<loc>${baseURL}/products?category=Gaming+Laptop</loc>`)
    for (const { slug } of seedProducts)
      expect(xml).toMatch(new RegExp(`<url><loc>${baseURL}/products/${slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`))
    expect(xml).not.toMatch(/<loc>(?!http)/)
  })

  it('serves numbered children and 404s the ones that do not exist', async () => {
    expect((await get('/sitemaps/1.xml')).status).toBe(200)
    expect((await get('/sitemaps/2.xml')).status).toBe(404)
    expect((await get('/sitemaps/first.xml')).status).toBe(404)
  })
})

describe('page tags', () => {
  it('a product page: canonical, Open Graph with an absolute image, a large-image card, the same title', async () => {
    const page = await headTags(`/products/${product.slug}?utm_source=newsletter&pin=411005`)
    expect(page.title).toBe(`${product.name} | Deccan Digital`)
    expect(page.canonical).toEqual([`${baseURL}/products/${product.slug}`])
    expect(page.og('og:type')).toBe('product')
    expect(page.og('og:title')).toBe(product.name)
    expect(page.og('og:url')).toBe(`${baseURL}/products/${product.slug}`)
    expect(page.og('og:description')).toBeTruthy()
    expect(page.og('og:image')).toBe(`${baseURL}/images/products/${product.images[0]}`)
    expect(page.named('twitter:card')).toBe('summary_large_image')
    expect(page.noindex).toBe(false)
  })

  it('the home page and a listing: basic Open Graph; the listing canonical drops sort and tracking, keeps the category', async () => {
    const home = await headTags('/')
    expect(home.canonical).toEqual([`${baseURL}/`])
    expect(home.og('og:type')).toBe('website')
    const listing = await headTags('/products?sort=price-asc&category=Laptop&utm_campaign=diwali')
    expect(listing.title).toBe('Laptops | Deccan Digital')
    expect(listing.canonical).toEqual([`${baseURL}/products?category=Laptop`])
    expect(listing.og('og:url')).toBe(`${baseURL}/products?category=Laptop`)
    expect(listing.noindex).toBe(false)
    expect((await headTags('/products?page=1')).canonical).toEqual([`${baseURL}/products`])
    expect((await headTags('/about')).canonical).toEqual([`${baseURL}/about`])
  })

  it.each([
    '/cart',
    '/checkout',
    '/account',
    '/orders',
    '/login',
    '/register',
    '/forgot-password',
    '/search?q=dell',
    '/products?search=dell',
    '/vendor/register',
    '/admin/login',
    '/no-such-page',
    '/products/no-such-product',
  ])('%s says noindex and has no canonical link', async (path) => {
    const page = await headTags(path)
    expect(page.noindex).toBe(true)
    expect(page.canonical).toEqual([])
  })

  it('the 404s still answer 404', async () => {
    expect((await headTags('/no-such-page')).status).toBe(404)
    expect((await headTags('/products/no-such-product')).status).toBe(404)
  })
})

describe('after client-side navigation', () => {
  const browser = setupBrowser()

  it('the canonical link follows the page', async () => {
    const page = await browser.newPage()
    await page.goto('/')
    await hydrated(page)
    await page.goto(`/products/${product.slug}`)
    await hydrated(page)
    await page.getByRole('link', { name: 'Products', exact: true }).first().click()
    await page.waitForURL(/\/products$/)
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${browser.baseURL}/products`)
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1)
    expect(await page.locator('meta[name="robots"]').count()).toBe(0)
  })
})

describe('with PUBLIC_URL', () => {
  let shop: OwnShop
  beforeAll(async () => {
    shop = await startOwnShop({ PUBLIC_URL: 'https://shop.deccandigital.test', RESPONSE_CACHE_TTL: '0' })
  })
  afterAll(() => shop?.stop())

  it('robots.txt, the sitemap and canonical links use it, whatever host was asked', async () => {
    expect(await (await get('/robots.txt', shop.url)).text()).toContain('Sitemap: https://shop.deccandigital.test/sitemap.xml')
    const xml = await (await get('/sitemap.xml', shop.url)).text()
    expect(xml).toContain(`<loc>https://shop.deccandigital.test/products/${product.slug}</loc>`)
    expect(xml).not.toContain(shop.url)
    const page = await headTags(`/products/${product.slug}`, shop.url)
    expect(page.canonical).toEqual([`https://shop.deccandigital.test/products/${product.slug}`])
    expect(page.og('og:image')).toMatch(/^https:\/\/shop\.deccandigital\.test\/images\//)
  })

  it('leaves an unpublished product out of the sitemap', async () => {
    shop.db().prepare('update products set is_published = 0 where slug = ?').run(product.slug)
    const xml = await (await get('/sitemap.xml', shop.url)).text()
    expect(xml).not.toContain(`/products/${product.slug}<`)
    expect(xml).toContain(`/products/${seedProducts[1]?.slug}<`)
  })
})
