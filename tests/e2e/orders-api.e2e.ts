import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { uniqueEmail } from './accounts-fixtures.ts'

const baseURL = inject('baseURL')
const call = (method: string, path: string, body?: unknown, cookie = '') =>
  fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const address = {
  fullName: 'Api Buyer',
  addressLine1: '1 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  phone: '9876543210',
}

async function customer(): Promise<string> {
  const response = await call('POST', '/api/v1/auth/sign-up', {
    name: 'Api Buyer',
    email: uniqueEmail('api'),
    password: 'api-pass-1',
    confirmPassword: 'api-pass-1',
  })
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

describe('orders API', () => {
  it('ignores tampered prices, totals and payment status, and hides orders from other users', async () => {
    const products = (await (await call('GET', '/api/v1/products?sort=price-asc')).json()).products
    const cheapest = products[0]
    const buyer = await customer()
    await call('POST', '/api/v1/cart/items', { productId: cheapest.id, quantity: 1 }, buyer)
    const placed = await call(
      'POST',
      '/api/v1/orders',
      {
        ...address,
        paymentMethod: 'online',
        idempotencyKey: randomUUID(),
        total: 1,
        subtotal: 1,
        paymentStatus: 'paid',
        status: 'delivered',
        items: [{ productId: cheapest.id, price: 1 }],
      },
      buyer,
    )
    expect(placed.status).toBe(201)
    const { order, paymentUrl } = await placed.json()
    // The listing's price with GST is what the order charges; the taxable value is inside it (decision 068).
    expect(order).toMatchObject({
      number: expect.stringMatching(/^DD-\d{4}-\d{6}$/),
      status: 'pending',
      paymentStatus: 'pending',
      subtotal: cheapest.taxableValue,
      tax: Math.round((cheapest.priceWithGst - cheapest.taxableValue) * 100) / 100,
      roundOff: 0,
      total: cheapest.priceWithGst,
    })
    expect(order.items[0]).toMatchObject({
      unitPriceWithGst: cheapest.priceWithGst,
      unitTaxableValue: cheapest.taxableValue,
      mrp: cheapest.mrp,
    })
    expect(paymentUrl).toBe(`/pay/${order.id}`)

    const stranger = await customer()
    expect((await call('GET', `/api/v1/orders/${order.id}`, undefined, stranger)).status).toBe(404)
    expect((await call('POST', `/api/v1/orders/${order.id}/cancel`, {}, stranger)).status).toBe(404)
    expect((await (await call('GET', '/api/v1/orders', undefined, stranger)).json()).orders).toEqual([])
    expect((await call('GET', '/api/v1/orders')).status).toBe(401)
    expect((await call('GET', `/api/v1/orders/${order.id}`, undefined, buyer)).status).toBe(200)
  })

  it("refuses a signed-out order with the spec's message", async () => {
    const response = await call('POST', '/api/v1/orders', { ...address, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    expect(response.status).toBe(401)
    expect((await response.json()).error.message).toBe('User not authenticated. Please login to place an order.')
  })
})
