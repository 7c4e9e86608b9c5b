import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from './accounts-fixtures.ts'
import { client, type OwnShop, startOwnShop } from './own-shop.ts'

// Form floods and a locked database, over HTTP, on a shop of its own with the default form limit
// (10 posts of a form per address in 10 minutes) behind a proxy that names the client.

const TOO_MANY_POSTS = 'You have sent this form several times in a short while. Please wait a few minutes and try again.'
const LIMIT = 10

let shop: OwnShop
beforeAll(async () => {
  shop = await startOwnShop({ TRUST_PROXY: 'true', RESPONSE_CACHE_TTL: '0' })
})
afterAll(() => shop.stop())

const count = (sql: string, ...params: unknown[]) =>
  (
    shop
      .db()
      .prepare(sql)
      .get(...params) as { n: number }
  ).n

describe('form floods', () => {
  it('keeps only the first contact messages of 30 in a row from one client, and answers the rest politely', async () => {
    const from = client(shop.url, '192.0.2.10')
    const statuses: number[] = []
    let refusal = ''
    for (let i = 0; i < 30; i++) {
      const response = await from.form('/contact', { name: 'Flood', email: 'flood@example.in', subject: 'Other', message: `Message ${i}` })
      statuses.push(response.status)
      if (response.status === 429) refusal = await response.text()
      else await response.arrayBuffer()
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), ...Array(30 - LIMIT).fill(429)])
    expect(refusal).toContain(TOO_MANY_POSTS)
    expect(count("select count(*) as n from contact_messages where email = 'flood@example.in'")).toBe(LIMIT)
    // Someone else is not held back.
    const other = await client(shop.url, '192.0.2.11').form('/contact', {
      name: 'Ravi',
      email: 'ravi@example.in',
      subject: 'Other',
      message: 'Hello',
    })
    expect(other.status).toBe(200)
  })

  it('limits newsletter, password-reset and sign-up posts, on the pages and the JSON API', async () => {
    const from = client(shop.url, '192.0.2.20')
    const newsletter: number[] = []
    for (let i = 0; i <= LIMIT; i++) newsletter.push((await from.form('/newsletter', { email: `n${i}@example.in` })).status)
    expect(newsletter.at(-1)).toBe(429)
    expect(newsletter.slice(0, LIMIT).every((s) => s === 200)).toBe(true)

    const resets: number[] = []
    for (let i = 0; i <= LIMIT; i++) resets.push((await from.form('/forgot-password', { email: 'nobody@example.in' })).status)
    expect(resets.at(-1)).toBe(429)

    const signUps: Response[] = []
    for (let i = 0; i <= LIMIT; i++) {
      const password = 'magarpatta-city-5'
      signUps.push(
        await from.json('/api/v1/auth/sign-up', { name: 'Flood', email: uniqueEmail('flood'), password, confirmPassword: password }),
      )
    }
    expect(signUps.slice(0, LIMIT).map((r) => r.status)).toEqual(Array(LIMIT).fill(201))
    const refused = signUps.at(-1) as Response
    expect(refused.status).toBe(429)
    expect((await refused.json()).error).toMatchObject({ code: 'rate_limited', message: TOO_MANY_POSTS })
    const page = await from.form('/register', {
      name: 'Flood',
      email: uniqueEmail('flood'),
      password: 'x-long-pass',
      confirmPassword: 'x-long-pass',
    })
    expect(page.status).toBe(429)
    expect(await page.text()).toContain(TOO_MANY_POSTS)
  })
})

describe('a write lock held by another process', () => {
  it('leaves health and pages answering while a write waits, and the write goes through once the lock is released', async () => {
    const from = client(shop.url, '192.0.2.30')
    const { products } = await (await from.get('/api/v1/products')).json()
    const product = products[0] as { id: string; slug: string }

    const locker = shop.db()
    locker.prepare('begin immediate').run()
    let writeSettled = false
    const write = from.json('/api/v1/cart/items', { productId: product.id, quantity: 1 }).then((response) => {
      writeSettled = true
      return response
    })
    try {
      // Give the server the request: once it is waiting on the lock, the reads below must still be answered.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const health = await from.get('/healthz')
      const page = await from.get(`/products/${product.slug}`)
      expect(health.status).toBe(200)
      expect(page.status).toBe(200)
      expect(writeSettled).toBe(false)
    } finally {
      locker.prepare('commit').run()
    }
    const written = await write
    expect(written.status).toBe(200)
    expect((await written.json()).cart.items).toHaveLength(1)
  })
})
