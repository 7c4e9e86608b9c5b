import { createHash, randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookiesOf, type OwnShop, startOwnShop } from './own-shop.ts'

// Issue 28: hostile and malformed requests (bodies that are not what the route takes, broken multipart,
// JSON of the wrong types or nested without end, odd Host headers, methods a page does not take) are
// each answered with a 4xx and a message that says what was wrong, as anyone from a visitor to an
// admin, and the database is exactly as it was.

type Role = 'anonymous' | 'customer' | 'vendor' | 'admin'
const ROLES: Role[] = ['anonymous', 'customer', 'vendor', 'admin']
const DEMO_PASSWORD = 'deccan-demo-123'
const ACCOUNTS: Record<Exclude<Role, 'anonymous'>, string> = {
  customer: 'customer@deccandigital.test',
  vendor: 'vendor1@deccandigital.test',
  admin: 'admin@deccandigital.test',
}
/** Written by the shop on its own schedule (job leases) or by signing in (sessions, throttle), not by the requests under test. */
const BACKGROUND_TABLES = new Set(['sessions', 'job_leases', 'login_attempts', 'kysely_migration_lock'])

const FORM_PAGES = [
  '/account',
  '/cart',
  '/checkout',
  '/login',
  '/register',
  '/contact',
  '/compare',
  '/forgot-password',
  '/newsletter',
  '/vendor/products',
  '/vendor/dashboard',
]
/** No content type at all, the wrong ones, and a garbled one. */
const NOT_FORMS: Array<[string | null, string]> = [
  [null, 'name=Asha&email=asha%40example.in'],
  ['text/plain', 'name=Asha'],
  ['application/json', '{"email":"asha@example.in","password":"x"}'],
  ['application/xml', '<form><email>asha@example.in</email></form>'],
  ['x/y;;;=', 'intent=add'],
]

const BOUNDARY = '----deccan-e2e-boundary'
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const part = (headers: string, content: string | Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')])
const PRODUCT_FIELDS = Buffer.concat([
  part('Content-Disposition: form-data; name="name"', 'Broken Upload Laptop'),
  part('Content-Disposition: form-data; name="category"', 'Laptop'),
  part('Content-Disposition: form-data; name="price"', '50000'),
  part('Content-Disposition: form-data; name="stock"', '3'),
])
const BROKEN_MULTIPART: Array<[string, string, Buffer]> = [
  [
    'a truncated picture',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([
      PRODUCT_FIELDS,
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_HEAD,
    ]),
  ],
  [
    'a part without Content-Disposition',
    `multipart/form-data; boundary=${BOUNDARY}`,
    Buffer.concat([PRODUCT_FIELDS, part('Content-Type: image/png', PNG_HEAD), Buffer.from(`--${BOUNDARY}--\r\n`)]),
  ],
  ['no boundary', 'multipart/form-data', Buffer.concat([PRODUCT_FIELDS, Buffer.from(`--${BOUNDARY}--\r\n`)])],
]

describe('malformed and hostile requests', () => {
  let shop: OwnShop
  const cookie: Record<Role, string> = { anonymous: '', customer: '', vendor: '', admin: '' }
  let orderId: string
  let vendorProductId: string

  beforeAll(async () => {
    shop = await startOwnShop({ DEMO: 'true', RESPONSE_CACHE_TTL: '0' })
    for (const role of ['customer', 'vendor', 'admin'] as const) {
      const signedIn = await send('POST', '/api/v1/auth/sign-in', {
        type: 'application/json',
        body: JSON.stringify({ email: ACCOUNTS[role], password: DEMO_PASSWORD }),
      })
      expect(signedIn.status).toBe(200)
      cookie[role] = cookiesOf(signedIn)
    }
    const [product] = (await (await send('GET', '/api/v1/products')).json()).products
    const json = (body: unknown) => ({ type: 'application/json', body: JSON.stringify(body), role: 'customer' as const })
    expect((await send('POST', '/api/v1/cart/items', json({ productId: product.id, quantity: 1 }))).status).toBe(200)
    const shipping = {
      fullName: 'Asha Kulkarni',
      addressLine1: '12 Prabhat Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411004',
      phone: '9876543210',
    }
    const placed = await send('POST', '/api/v1/orders', json({ ...shipping, paymentMethod: 'cod', idempotencyKey: randomUUID() }))
    expect(placed.status).toBe(201)
    orderId = (await placed.json()).order.id
    vendorProductId = (await (await send('GET', '/api/v1/vendor/products', { role: 'vendor' })).json()).products[0].id
  })
  afterAll(() => shop?.stop())

  function send(
    method: string,
    path: string,
    options: { type?: string | null; body?: string | Buffer | ReadableStream; role?: Role } = {},
  ) {
    const headers: Record<string, string> = {}
    if (options.type) headers['content-type'] = options.type
    if (options.role && cookie[options.role]) headers.cookie = cookie[options.role]
    // A Buffer body makes fetch add no Content-Type of its own: "no content type" is really none.
    const body =
      typeof options.body === 'string' || Buffer.isBuffer(options.body) ? new Uint8Array(Buffer.from(options.body)) : options.body
    return fetch(`${shop.url}${path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    })
  }

  /** Every table's rows, hashed: any insert, update or delete by a request under test changes it. */
  function snapshot(): Record<string, string> {
    const db = shop.db()
    const tables = db
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%fts%'`)
      .all() as Array<{
      name: string
    }>
    return Object.fromEntries(
      tables
        .filter(({ name }) => !BACKGROUND_TABLES.has(name))
        .map(({ name }) => [
          name,
          createHash('sha256')
            .update(JSON.stringify(db.prepare(`select * from "${name}" order by rowid`).all()))
            .digest('hex'),
        ]),
    )
  }

  async function expectUnchanged(run: () => Promise<void>) {
    const before = snapshot()
    await run()
    expect(snapshot()).toEqual(before)
  }

  it('page forms sent as anything but a form get 415 naming the form type, for everyone', async () => {
    await expectUnchanged(async () => {
      for (const role of ROLES)
        for (const path of FORM_PAGES)
          for (const [type, body] of NOT_FORMS) {
            const response = await send('POST', path, { type, body, role })
            expect(response.status, `${role} POST ${path} as ${type}`).toBe(415)
            expect(await response.text()).toBe('Unsupported Media Type: send application/x-www-form-urlencoded.')
          }
    })
  })

  it('broken multipart on the product forms is a 400 that says the form could not be read', async () => {
    await expectUnchanged(async () => {
      for (const role of ROLES)
        for (const path of ['/vendor/products/new', `/vendor/products/${vendorProductId}/edit`, `/admin/products/${vendorProductId}/edit`])
          for (const [what, type, body] of BROKEN_MULTIPART) {
            const response = await send('POST', path, { type, body, role })
            expect(response.status, `${role} ${path} with ${what}`).toBe(400)
            expect(await response.text()).toMatch(/^Bad Request: (a multipart form needs a boundary|the multipart form could not be read)/)
          }
    })
  })

  it("an admin's cancel sent without a content type is a 415, and the order stays as it was", async () => {
    await expectUnchanged(async () => {
      const response = await send('POST', `/admin/orders/${orderId}`, { type: null, body: 'intent=cancel', role: 'admin' })
      expect(response.status).toBe(415)
      expect(await response.text()).toContain('send application/x-www-form-urlencoded')
    })
    expect(shop.db().prepare('select status from orders where id = ?').get(orderId)).toEqual({ status: 'pending' })
  })

  it('a status of the wrong JSON type, or JSON nested 100,000 deep, is a 4xx with the API error shape', async () => {
    const deep = `{"status":${'['.repeat(100_000)}${']'.repeat(100_000)}}`
    const bodies = ['{"status": {"toString": "x", "valueOf": 1}}', '{"status": -0.5}', '{"status": [[["shipped"]]]}', deep]
    await expectUnchanged(async () => {
      for (const role of ROLES)
        for (const body of bodies) {
          const response = await send('PATCH', `/api/v1/admin/orders/${orderId}`, { type: 'application/json', body, role })
          const answer = await response.json()
          expect(response.status, `${role} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400)
          expect(response.status).toBeLessThan(500)
          expect(answer.error.message).toEqual(expect.any(String))
          if (role === 'admin' || body === deep) expect(response.status).toBe(400)
        }
    })
    const deepOne = await send('PATCH', `/api/v1/admin/orders/${orderId}`, { type: 'application/json', body: deep, role: 'admin' })
    expect(await deepOne.json()).toEqual({
      error: { code: 'invalid_json', message: 'The JSON body is nested too deeply (at most 32 levels).' },
    })
    const typed = await send('PATCH', `/api/v1/admin/orders/${orderId}`, { type: 'application/json', body: bodies[0], role: 'admin' })
    expect((await typed.json()).error).toEqual({ code: 'invalid_input', message: 'Please choose a status from the list.' })
  })

  it('the API takes JSON only: another type is a 415, broken JSON a 400, each in its error shape', async () => {
    await expectUnchanged(async () => {
      for (const role of ROLES) {
        for (const type of [null, 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'x/y;;;=']) {
          const response = await send('POST', '/api/v1/cart/items', { type, body: 'productId=x&quantity=1', role })
          expect(response.status, `${role} as ${type}`).toBe(415)
          expect(await response.json()).toEqual({
            error: { code: 'unsupported_media_type', message: 'Unsupported Media Type: send application/json.' },
          })
        }
        for (const body of ['{"productId":', '{"a":1}}', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])]) {
          const response = await send('POST', '/api/v1/orders', { type: 'application/json', body, role })
          expect(response.status).toBe(400)
          expect((await response.json()).error.code).toBe('invalid_json')
        }
      }
    })
    // A call that takes no body may still be sent without one.
    expect((await send('POST', '/api/v1/auth/sign-out')).status).toBe(204)
  })

  it('a body past its limit is a 413 even when it is sent without a length', async () => {
    const chunked = (bytes: number, fill: string) =>
      new ReadableStream({
        start(controller) {
          for (let sent = 0; sent < bytes; sent += 64 * 1024) controller.enqueue(new TextEncoder().encode(fill.repeat(64 * 1024)))
          controller.close()
        },
      })
    await expectUnchanged(async () => {
      const page = await send('POST', '/contact', {
        type: 'application/x-www-form-urlencoded',
        body: chunked(2 * 1024 * 1024, 'a'),
        role: 'customer',
      })
      expect(page.status).toBe(413)
      expect(await page.text()).toBe('Payload Too Large: this address takes at most 1 MB.')
      const api = await send('POST', '/api/v1/cart/items', {
        type: 'application/json',
        body: chunked(2 * 1024 * 1024, ' '),
        role: 'customer',
      })
      expect(api.status).toBe(413)
      expect((await api.json()).error.code).toBe('payload_too_large')
    })
  })

  it('a method a page does not take is a 405 with Allow, never a run of its action', async () => {
    await expectUnchanged(async () => {
      for (const role of ROLES) {
        for (const method of ['DELETE', 'PUT', 'PATCH']) {
          const order = await send(method, `/admin/orders/${orderId}`, {
            type: 'application/x-www-form-urlencoded',
            body: 'intent=cancel',
            role,
          })
          expect(order.status, `${role} ${method}`).toBe(405)
          expect(order.headers.get('allow')).toBe('GET, HEAD, POST')
          expect(await order.text()).toBe('Method Not Allowed: use GET, HEAD, POST.')
        }
        const about = await send('POST', '/about', { type: 'application/x-www-form-urlencoded', body: 'a=1', role })
        expect(about.status).toBe(405)
        expect(about.headers.get('allow')).toBe('GET, HEAD')
      }
    })
    expect(shop.db().prepare('select status from orders where id = ?').get(orderId)).toEqual({ status: 'pending' })
  })

  it('a Host header no URL can be built from is a 400 before any page renders', async () => {
    for (const host of ['localhost@evil.example', '127.0.0.1:99999'])
      for (const role of ROLES) {
        const { status, body } = await withHost('/admin/dashboard', host, cookie[role])
        expect(status, `${role} Host: ${host}`).toBe(400)
        expect(body).toBe('Bad Request: malformed Host header')
      }
  })

  it('after all of it the shop is up, takes orders, and logged no failure of its own', async () => {
    expect((await send('GET', '/healthz')).status).toBe(200)
    expect(shop.output()).not.toContain('request failed')
    expect(shop.output()).not.toContain('database unavailable')
  })

  function withHost(path: string, host: string, cookieHeader: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(shop.url)
    return new Promise((resolve, reject) => {
      const req = request({ hostname, port, path, headers: { host, ...(cookieHeader ? { cookie: cookieHeader } : {}) } }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end()
    })
  }
})
