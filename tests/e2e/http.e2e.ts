import { connect } from 'node:net'
import { describe, expect, inject, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { seedStoredPrices } from '#tests/fixtures/catalog.ts'

const baseURL = inject('baseURL')
const get = (path: string, init?: RequestInit) => fetch(`${baseURL}${path}`, { redirect: 'manual', ...init })

describe('JSON API', () => {
  it('lists products with the listing filters', async () => {
    const response = await get('/api/v1/products?category=Desktop&sort=price-asc')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = await response.json()
    // The shared shop holds the seed plus what other test files add (bulk.e2e.ts adds a desktop):
    // every seeded desktop is there, and every product listed is a desktop.
    const desktops = seedProducts.filter((p) => p.category === 'Desktop')
    expect(body.total).toBeGreaterThanOrEqual(desktops.length)
    expect(body.products.every((p: { category: string }) => p.category === 'Desktop')).toBe(true)
    for (const desktop of desktops) expect(body.products.map((p: { slug: string }) => p.slug)).toContain(desktop.slug)
    const prices = body.products.map((p: { priceWithGst: number }) => p.priceWithGst)
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b))
    expect(body.products[0]).toMatchObject({ currency: 'INR', category: 'Desktop' })
  })

  it('searches by word prefixes, says how it ordered the results and whether the count is exact', async () => {
    const body = await (await get('/api/v1/products?search=thinkp')).json()
    expect(body).toMatchObject({ total: 1, totalExact: true, page: 1, pageCount: 1, sort: 'relevance' })
    expect(body.products[0].name).toContain('ThinkPad')
    const chosen = await (await get('/api/v1/products?search=laptop&sort=price-desc')).json()
    expect(chosen.sort).toBe('price-desc')
    // The shared shop holds the seed plus whatever other test files have added meanwhile.
    const all = await (await get('/api/v1/products')).json()
    expect(all).toMatchObject({ totalExact: true, sort: 'popularity' })
    expect(all.total).toBeGreaterThanOrEqual(seedProducts.length)
  })

  it('reads one product by slug, and 404s an unknown one', async () => {
    const first = seedProducts[0]
    if (!first) throw new Error('empty seed')
    const body = await (await get(`/api/v1/products/${first.slug}`)).json()
    const stored = seedStoredPrices(first)
    // Each amount named for what it is (decision 068): the M.R.P., the price with GST and the taxable value inside it.
    expect(body.product).toMatchObject({
      slug: first.slug,
      name: first.name,
      mrp: (stored.mrpPaise ?? 0) / 100,
      priceWithGst: stored.sellingPricePaise / 100,
      taxableValue: stored.pricePaise / 100,
      gstRate: 18,
      specs: first.specs,
    })
    expect(body.product.images).toHaveLength(first.images.length)
    const missing = await get('/api/v1/products/no-such-product')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: { code: 'not_found', message: 'Product Not Found' } })
  })

  it.each([
    '/api/v1/products?colour=red',
    '/api/v1/products?category=Tablet',
    '/api/v1/products?minPrice=abc',
    '/api/v1/products?sort=random',
    '/api/v1/products?page=-1',
    '/api/v1/products?isNew=true&isNew=true',
    '/api/v1/products/%3Cscript%3E',
  ])('answers %s with a 400 and a JSON error', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.code).toMatch(/^invalid_/)
  })

  it('refuses other methods and unknown endpoints', async () => {
    expect((await get('/api/v1/products', { method: 'DELETE' })).status).toBe(405)
    expect((await get('/api/v1/nothing')).status).toBe(404)
  })
})

describe('HTTP hygiene', () => {
  it("sends security headers and a CSP that allows only the page's own inline scripts", async () => {
    const response = await get('/about')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    // This shop is served over plain http: HSTS would be meaningless (hardening-accounts.e2e.ts has the https one).
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('vary')).toMatch(/\bCookie\b/)
  })

  it('compresses pages and caches hashed assets for a year', async () => {
    const page = await get('/products', { headers: { 'accept-encoding': 'br' } })
    expect(page.headers.get('content-encoding')).toBe('br')
    const html = await page.text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
    expect(asset).toBeDefined()
    const response = await get(asset as string, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const etag = response.headers.get('etag') ?? ''
    expect((await get(asset as string, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })

  it('reuses anonymous answers briefly, never for a visitor with a cookie, and never fills from a HEAD', async () => {
    // On the shop whose catalogue no file changes: on the shared one, another file's product edit between
    // the two requests rightly empties the cache, and a loaded CI machine gave it time to.
    const catalogue = inject('catalogueURL')
    const fromCatalogue = (path: string, init?: RequestInit) => fetch(`${catalogue}${path}`, { redirect: 'manual', ...init })
    const path = `/products?search=dell&cacheProbe=${Date.now()}`
    expect((await fromCatalogue(path, { method: 'HEAD' })).headers.get('x-cache')).toBe('MISS')
    const first = await fromCatalogue(path)
    expect(first.headers.get('x-cache')).toBe('MISS')
    const firstBody = await first.text()
    const second = await fromCatalogue(path)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.text()).toBe(firstBody)
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    const withCookie = await fromCatalogue(path, { headers: { cookie: 'session=abc' } })
    expect(withCookie.headers.get('x-cache')).toBeNull()
  })

  it('reports health', async () => {
    const response = await get('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('refuses a cross-site form post', async () => {
    const response = await get('/contact', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x&email=x%40y.in&subject=Other&message=hi',
    })
    expect(response.status).toBe(403)
  })

  it.each([
    ['a malformed percent-encoding', '/products/%E0%A4%A'],
    ['a path of dots', '/../../etc/passwd'],
    ['an overlong query', `/products?search=${'x'.repeat(5000)}`],
    ['a bad page number', '/products?page=99999999999'],
    ['a NUL byte', '/products?search=%00'],
  ])('answers %s with a 4xx or a page, never a 5xx', async (_name, path) => {
    const response = await get(path)
    expect(response.status).toBeLessThan(500)
    expect(await response.text()).not.toMatch(/at .+\.(js|ts):\d+/) // no stack trace
  })

  it('answers a broken HTTP request line with 400 and keeps serving', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const { hostname, port } = new URL(baseURL)
      const socket = connect(Number(port), hostname, () => socket.write('GARBAGE / HTTP/9.9\r\n\r\n'))
      let data = ''
      socket.on('data', (chunk) => {
        data += chunk
      })
      socket.on('end', () => resolve(data))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 400/)
    expect((await get('/healthz')).status).toBe(200)
  })

  it('refuses a Razorpay webhook whose signature does not verify', async () => {
    const response = await get('/api/v1/payments/razorpay/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'deadbeef' },
      body: '{"event":"payment.captured"}',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('payment_invalid')
  })

  it('refuses an oversized body', async () => {
    const response = await get('/contact', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1), headers: { 'content-type': 'text/plain' } })
    expect(response.status).toBe(413)
  })
})
