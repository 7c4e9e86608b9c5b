import { randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from './accounts-fixtures.ts'
import { cookiesOf, type OwnShop, startOwnShop } from './own-shop.ts'

// Issue 29: a client that starts a request body and then closes its connection used to be taken for a
// database outage (its `aborted` / ECONNRESET), so everyone else's requests got 503 for a while. Now it
// ends that request only: others browse and buy undisturbed, and every acknowledged order is stored.

const ADDRESS = {
  fullName: 'Steady Buyer',
  addressLine1: '1 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  phone: '9876543210',
}

/** Sends the head of a request and part of its body, then drops the connection. */
function abortedUpload(url: string, path: string, contentType: string): Promise<void> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: ${contentType}\r\nContent-Length: 100000\r\n\r\n`)
      socket.write('x'.repeat(2000), () => setTimeout(() => socket.destroy(), 5))
    })
    socket.on('close', () => resolve())
    socket.on('error', () => resolve())
  })
}

describe('a client that drops its request', () => {
  let shop: OwnShop
  beforeAll(async () => {
    shop = await startOwnShop({ RESPONSE_CACHE_TTL: '0' })
  })
  afterAll(() => shop?.stop())

  it('ends its own request only: nobody else gets a 503, and every acknowledged order is stored', async () => {
    const call = (method: string, path: string, body?: unknown, cookie = '') =>
      fetch(`${shop.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const products = (await (await call('GET', '/api/v1/products?sort=price-asc')).json()).products
    const buyers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const signUp = await call('POST', '/api/v1/auth/sign-up', {
          name: 'Steady Buyer',
          email: uniqueEmail('steady'),
          password: 'steady-pass-1',
          confirmPassword: 'steady-pass-1',
        })
        expect(signUp.status).toBeLessThan(300)
        return cookiesOf(signUp)
      }),
    )

    let aborting = true
    const aborts = (async () => {
      let count = 0
      const targets: Array<[string, string]> = [
        ['/api/v1/cart/items', 'application/json'],
        ['/contact', 'application/x-www-form-urlencoded'],
        ['/vendor/products/new', 'multipart/form-data; boundary=----x'],
        ['/api/v1/orders', 'application/json'],
      ]
      while (aborting && count < 400) {
        const [path, type] = targets[count % targets.length] as [string, string]
        await Promise.all([abortedUpload(shop.url, path, type), abortedUpload(shop.url, path, type)])
        count += 2
      }
      return count
    })()

    const statuses: number[] = []
    const placed: string[] = []
    const browse = ['/products', '/api/v1/products', `/products/${products[1].slug}`, '/', '/api/v1/cart']
    for (let round = 0; round < 6; round++) {
      await Promise.all([
        ...browse.map(async (path) => statuses.push((await call('GET', path)).status)),
        ...buyers.map(async (cookie, i) => {
          const product = products[(round + i) % products.length]
          const added = await call('POST', '/api/v1/cart/items', { productId: product.id, quantity: 1 }, cookie)
          statuses.push(added.status)
          const order = await call('POST', '/api/v1/orders', { ...ADDRESS, paymentMethod: 'cod', idempotencyKey: randomUUID() }, cookie)
          statuses.push(order.status)
          if (order.status === 201) placed.push((await order.json()).order.id)
        }),
      ])
    }
    aborting = false
    const aborted = await aborts

    expect(aborted).toBeGreaterThan(20)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    expect(placed).toHaveLength(6 * buyers.length)
    const stored = shop
      .db()
      .prepare(`select id from orders where id in (${placed.map(() => '?').join(',')})`)
      .all(...placed)
    expect(stored).toHaveLength(placed.length)
    expect(shop.output()).not.toContain('database unavailable')
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200)
  })
})
