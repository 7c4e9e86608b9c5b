import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { startShop, stop } from '#scripts/server-process.ts'
import { uniqueEmail } from './accounts-fixtures.ts'

// A production shop with no Razorpay keys must not let anyone mark an order paid: the test gateway
// exists there only when a staging site asks for it (PAYMENT_TEST_GATEWAY=true).

const address = {
  fullName: 'Gate Tester',
  addressLine1: '1 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  phone: '9876543210',
}

/** A shopper's HTTP client that keeps its cookies; `baseURL` may move to a restarted server. */
function client(baseURL: string) {
  let cookie = ''
  return {
    baseURL,
    async call(method: string, path: string, body?: Record<string, unknown>, type: 'json' | 'form' = 'json') {
      const response = await fetch(`${this.baseURL}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          'content-type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
          cookie,
          origin: this.baseURL,
        },
        body: body === undefined ? undefined : type === 'json' ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>),
      })
      for (const set of response.headers.getSetCookie()) {
        const pair = set.split(';')[0] ?? ''
        const name = pair.split('=')[0]
        cookie = [...cookie.split('; ').filter((c) => c && c.split('=')[0] !== name), pair].join('; ')
      }
      return response
    },
  }
}

async function shopperWithCart(baseURL: string) {
  const shopper = client(baseURL)
  const password = 'gate-pass-1'
  await shopper.call('POST', '/api/v1/auth/sign-up', {
    name: 'Gate Tester',
    email: uniqueEmail('gate'),
    password,
    confirmPassword: password,
  })
  const { products } = await (await shopper.call('GET', '/api/v1/products?sort=price-asc')).json()
  await shopper.call('POST', '/api/v1/cart/items', { productId: products[0].id, quantity: 1 })
  return shopper
}

describe('the test gateway in production', () => {
  const dataDirs: string[] = []
  afterAll(() => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
  })

  it('is off without PAYMENT_TEST_GATEWAY: no online checkout, no banner, and a test-gateway order cannot be marked paid', async () => {
    // A staging start (the test gateway asked for) takes an online order through the test gateway...
    const staging = await startShop()
    dataDirs.push(staging.dataDir)
    const shopper = await shopperWithCart(staging.url)
    expect(await (await shopper.call('GET', '/')).text()).toContain('online payments go through a simulated test gateway')
    const placed = await shopper.call('POST', '/api/v1/orders', { ...address, paymentMethod: 'online', idempotencyKey: randomUUID() })
    expect(placed.status).toBe(201)
    const { order } = await placed.json()
    await stop(staging.child)

    // ...then the same shop starts as a real one would, without the setting.
    const real = await startShop({ PAYMENT_TEST_GATEWAY: '', PASSWORD_HASH_COST: '' }, staging.dataDir)
    try {
      shopper.baseURL = real.url
      const pay = await shopper.call('POST', `/pay/${order.id}`, { outcome: 'succeed' }, 'form')
      expect(pay.status).toBe(404)
      const stored = await (await shopper.call('GET', `/api/v1/orders/${order.id}`)).json()
      expect(stored.order.paymentStatus).toBe('pending')
      expect((await shopper.call('GET', `/pay/${order.id}`)).status).toBe(404)

      expect(await (await fetch(`${real.url}/`)).text()).not.toContain('simulated test gateway')

      const fresh = await shopperWithCart(real.url)
      const refused = await fresh.call('POST', '/api/v1/orders', { ...address, paymentMethod: 'online', idempotencyKey: randomUUID() })
      expect(refused.status).toBe(400)
      expect((await refused.json()).error.message).toBe('That payment method is not available. Please choose another.')
      const cod = await fresh.call('POST', '/api/v1/orders', { ...address, paymentMethod: 'cod', idempotencyKey: randomUUID() })
      expect(cod.status).toBe(201)
    } finally {
      await stop(real.child)
    }
  })
})
