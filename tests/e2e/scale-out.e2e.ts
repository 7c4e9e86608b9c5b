import { randomUUID } from 'node:crypto'
import type { Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatInr } from '#src/lib/money.ts'
import { DECLARED } from '#tests/fixtures/catalog.ts'
import { hydrated, workerBrowser } from './browser.ts'
import { api, cookieOf, createPgDatabase, type Instance, PG_URL, startInstance, stopInstance } from './instances.ts'

// Two shop processes of the production build on one PostgreSQL database, as two machines behind a
// load balancer would run (decision 010). Skipped without TEST_DATABASE_URL (CI sets it).

const ADDRESS = {
  fullName: 'Scale Buyer',
  addressLine1: '1 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  phone: '9876543210',
}
const PASSWORD = 'scale-pass-1'
let clients = 0
/** Each caller its own client address (TRUST_PROXY is on), so sign-up rate limits are not shared. */
const nextIp = () => `10.77.${Math.floor(++clients / 250)}.${clients % 250}`

describe.skipIf(!PG_URL)('two shop instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>
  let a: Instance
  let b: Instance
  let browser: Browser

  beforeAll(async () => {
    database = await createPgDatabase()
    // A long cache life: a stale page on B could only go away through the change's event.
    const env = { DATABASE_URL: database.url, TRUST_PROXY: 'true', RESPONSE_CACHE_TTL: '300' }
    a = await startInstance(env)
    b = await startInstance(env)
    browser = await workerBrowser()
  })
  afterAll(async () => {
    // The worker's Chromium stays for the next file; this file's contexts go.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? [])
    await Promise.all([a, b].filter(Boolean).map(stopInstance))
    await database?.drop()
  })

  async function customer(base: string): Promise<{ cookie: string; ip: string }> {
    const ip = nextIp()
    const email = `scale-${randomUUID().slice(0, 8)}@example.in`
    const response = await api(base, '', ip)('POST', '/api/v1/auth/sign-up', {
      name: 'Scale Buyer',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(response.status).toBe(201)
    return { cookie: cookieOf(response), ip }
  }

  async function someProduct(base: string): Promise<{ id: string; slug: string }> {
    const { products } = (await (await fetch(`${base}/api/v1/products?sort=price-asc`)).json()) as {
      products: Array<{ id: string; slug: string; stock: number }>
    }
    const product = products.find((p) => p.stock > 3)
    if (!product) throw new Error('the seed needs a product in stock')
    return product
  }

  it('a cart changed through A updates the page open on B', async () => {
    const shopper = await customer(a.url)
    const context = await browser.newContext({ baseURL: b.url })
    await context.addCookies(
      shopper.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=')
        return { name: name as string, value: value.join('='), url: b.url }
      }),
    )
    const page = await context.newPage()
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor()
    const product = await someProduct(a.url)
    const onA = api(a.url, shopper.cookie, shopper.ip)
    expect((await onA('POST', '/api/v1/cart/items', { productId: product.id, quantity: 1 })).status).toBeLessThan(300)
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor({ timeout: 5000 })
    expect((await onA('POST', '/api/v1/cart/items', { productId: product.id, quantity: 2 })).status).toBeLessThan(300)
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor({ timeout: 5000 })
    await context.close()
  })

  it('a picture uploaded through A loads from B, immutable; the product changed through A is never served stale by B', async () => {
    const vendor = await customer(a.url)
    const { user } = (await (await api(a.url, vendor.cookie)('GET', '/api/v1/me')).json()) as { user: { id: string } }
    await database.query("update users set role = 'vendor' where id = $1", [user.id])
    await database.query(
      "update vendors set user_id = $1 where id = (select id from vendors where user_id is null and id <> 'store' order by id limit 1)",
      [user.id],
    )
    const picture = (
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f4e' } })
        .png()
        .toBuffer()
    ).toString('base64')
    const fields = {
      name: `Shared Book ${randomUUID().slice(0, 6)}`,
      brand: 'Sahyadri',
      category: 'Laptop',
      description: 'Made on A.',
      mrp: 54268,
      sellingPrice: 54268,
      stock: 4,
      ...DECLARED,
    }
    const onA = api(a.url, vendor.cookie, vendor.ip)
    const created = await onA('POST', '/api/v1/vendor/products', {
      ...fields,
      isPublished: true,
      images: [{ fileName: 'shared.png', data: picture }],
    })
    expect(created.status).toBe(201)
    const { id, slug } = (await created.json()) as { id: string; slug: string }

    const [image] = await database.query<{ url: string }>('select url from product_images where product_id = $1', [id])
    const fromB = await fetch(`${b.url}${image?.url}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/webp')
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const fromA = await fetch(`${a.url}${image?.url}`)
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true)

    // B caches the anonymous product page and API answer.
    const price = async (path: string) => {
      const response = await fetch(`${b.url}${path}`)
      return { cache: response.headers.get('x-cache'), body: await response.text() }
    }
    // The creation's own event may reach B after B's first answer and empty its cache once: ask until
    // an answer is served from it (seen once on a loaded machine).
    const bothCached = async () => {
      const [api, page] = [await price(`/api/v1/products/${slug}`), await price(`/products/${slug}`)]
      return { api: api.cache, page: page.cache, listed: api.body.includes('"priceWithGst":54268') }
    }
    await expect.poll(bothCached, { timeout: 5000 }).toEqual({ api: 'HIT', page: 'HIT', listed: true })

    const changed = await onA('PUT', `/api/v1/vendor/products/${id}`, { ...fields, sellingPrice: 49548, isPublished: true })
    expect(changed.status).toBe(200)
    await expect.poll(async () => (await price(`/api/v1/products/${slug}`)).body, { timeout: 5000 }).toContain('"priceWithGst":49548')
    // Once the event has arrived, neither answer on B is the old one again.
    // The page shows the price a shopper pays, with GST, as the seller entered it (decision 068).
    const shown = (rupees: number) => formatInr(rupees * 100)
    expect((await price(`/products/${slug}`)).body).toContain(shown(49548))
    expect((await price(`/api/v1/products/${slug}`)).body).not.toContain('"priceWithGst":54268')
  })

  it('releases an expired stock hold once, by one of the two instances', async () => {
    const shopper = await customer(a.url)
    const product = await someProduct(a.url)
    const onA = api(a.url, shopper.cookie, shopper.ip)
    await onA('POST', '/api/v1/cart/items', { productId: product.id, quantity: 2 })
    const placed = await onA('POST', '/api/v1/orders', { ...ADDRESS, paymentMethod: 'online', idempotencyKey: randomUUID() })
    expect(placed.status).toBe(201)
    const { order } = (await placed.json()) as { order: { id: string } }
    const stock = async () => (await database.query<{ stock: number }>('select stock from products where id = $1', [product.id]))[0]?.stock
    const held = await stock()
    const [before] = await database.query<{ ticks: number }>("select ticks from job_leases where name = 'release-expired-holds'")

    // The order is made 20 minutes old and the sweep due now: both instances check it every 15 s.
    await database.query("update orders set created_at = '2000-01-01T00:00:00.000Z' where id = $1", [order.id])
    await database.query("update job_leases set next_run_at = '2000-01-01T00:00:00.000Z' where name = 'release-expired-holds'")
    await expect.poll(() => stock(), { timeout: 25_000, interval: 500 }).toBe((held as number) + 2)
    const notes = await database.query("select note from order_events where order_id = $1 and note like 'No payment within%'", [order.id])
    expect(notes).toHaveLength(1)
    const [after] = await database.query<{ ticks: number; holder: string | null }>(
      "select ticks, holder from job_leases where name = 'release-expired-holds'",
    )
    expect(after?.ticks).toBe((before?.ticks as number) + 1)
  }, 40_000)

  // Last: it kills A. A load balancer sends a request that failed on A to B, with the same idempotency key.
  it('keeps every acknowledged order, and stock that adds up, when A is killed (SIGKILL) in the middle of a stream of orders', async () => {
    const product = await someProduct(a.url)
    await database.query('update products set stock = 1000 where id = $1', [product.id])
    const heldUnits = async () =>
      (
        await database.query<{ taken: number }>(
          'select coalesce(sum(i.quantity), 0)::int as taken from order_items i join orders o on o.id = i.order_id where i.product_id = $1 and o.stock_held = 1',
          [product.id],
        )
      )[0]?.taken as number
    const heldBefore = await heldUnits()
    const acknowledged = new Map<string, number>() // order id -> quantity
    const buyers = await Promise.all([a, b, a, b].map(async (instance) => ({ ...(await customer(instance.url)), home: instance })))
    let killed = false
    const placeOn = async (instance: Instance, buyer: { cookie: string; ip: string }, quantity: number, key: string) => {
      const call = api(instance.url, buyer.cookie, buyer.ip)
      // An order that A committed but never acknowledged leaves the re-added units behind: start empty.
      await call('DELETE', '/api/v1/cart')
      const added = await call('POST', '/api/v1/cart/items', { productId: product.id, quantity })
      if (added.status >= 300) throw new Error(`add to cart: ${added.status}`)
      return call('POST', '/api/v1/orders', { ...ADDRESS, paymentMethod: 'online', idempotencyKey: key })
    }
    const stream = buyers.map(async (buyer, n) => {
      for (let i = 0; i < 8; i++) {
        const quantity = 1 + ((n + i) % 3)
        const key = randomUUID()
        let response: Response
        try {
          response = await placeOn(killed ? b : buyer.home, buyer, quantity, key)
        } catch {
          // A died under this request: the same order goes to B. A may or may not have committed it;
          // the idempotency key makes sure it is placed once either way.
          response = await placeOn(b, buyer, quantity, key)
        }
        expect(response.status).toBe(201)
        const { order } = (await response.json()) as { order: { id: string } }
        acknowledged.set(order.id, quantity)
      }
    })
    await expect.poll(() => acknowledged.size, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(6)
    a.child.kill('SIGKILL')
    killed = true
    await Promise.all(stream)
    expect(acknowledged.size).toBe(32)

    const stored = await database.query<{ id: string; quantity: number }>(
      'select o.id, sum(i.quantity)::int as quantity from orders o join order_items i on i.order_id = o.id where i.product_id = $1 group by o.id',
      [product.id],
    )
    const byId = new Map(stored.map((row) => [row.id, row.quantity]))
    for (const [id, quantity] of acknowledged) expect(byId.get(id)).toBe(quantity)
    // Nothing half-written: no order without its lines, and every unit taken is in an order.
    expect(await database.query('select id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)')).toEqual(
      [],
    )
    const [row] = await database.query<{ stock: number }>('select stock from products where id = $1', [product.id])
    // Every unit that left the shelf since the stock was set is held by exactly one stored order.
    expect((row?.stock as number) + (await heldUnits()) - heldBefore).toBe(1000)
    expect(b.child.exitCode).toBeNull()
  }, 60_000)
})
