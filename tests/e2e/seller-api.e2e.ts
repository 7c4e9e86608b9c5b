import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { registerCustomer, registerVendor } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const baseURL = inject('baseURL')
const ADDRESS = { fullName: 'Asha Kulkarni', addressLine1: '12 Prabhat Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' }

/** A seller of its own with one laptop on sale; its id and the product's. */
async function sellerWithLaptop(page: Page, storeName: string) {
  const email = await registerVendor(page, storeName)
  const [vendor] = queryServerDb<{ id: string }>(
    'select vendors.id from vendors join users on users.id = vendors.user_id where users.email = ?',
    email,
  )
  const productId = randomUUID()
  writeProduct({
    id: productId,
    vendorId: vendor?.id,
    name: `${storeName} ThinkBook 14`,
    slug: `thinkbook-${productId.slice(0, 8)}`,
    description: 'A 14-inch laptop for office work, sold by a Pune store.',
    brand: 'Lenovo',
    sellingPricePaise: 45_000_00,
    stock: 5,
  })
  return { email, productId }
}

/** A customer's cash-on-delivery order of one product, placed over the JSON API; the order's id. */
async function orderOf(customer: Page, productId: string): Promise<string> {
  expect((await customer.request.post('/api/v1/cart/items', { data: { productId, quantity: 1 } })).status()).toBe(200)
  const placed = await customer.request.post('/api/v1/orders', {
    data: { ...ADDRESS, phone: '9876543210', paymentMethod: 'cod', idempotencyKey: randomUUID() },
  })
  expect(placed.status()).toBe(201)
  return ((await placed.json()) as { order: { id: string } }).order.id
}

const withKey = (key: string, method: string, path: string, body?: unknown) =>
  fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

/** Makes a key on the API keys page, as a seller does on a phone; the key as the page shows it once. */
async function makeKey(page: Page, name: string, scope: 'Read only' | 'Read and write'): Promise<string> {
  await page.goto('/vendor/api-keys')
  await hydrated(page)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel(scope).check()
  await page.getByRole('button', { name: 'Make key' }).click()
  const shown = page.getByLabel(`Key “${name}”`)
  await shown.waitFor()
  return shown.inputValue()
}

describe("a seller's API key", () => {
  it('ships a parcel from warehouse software, and the customer sees its tracking; the key reaches nothing but its own store', async () => {
    // The seller signs up on a phone and stays signed in there.
    const seller = await newPage({ viewport: PHONE })
    const mine = await sellerWithLaptop(seller, 'Baner Laptops')
    const theirs = await sellerWithLaptop(await newPage(), 'Aundh Computers')
    const customer = await newPage()
    await registerCustomer(customer)
    const myOrder = await orderOf(customer, mine.productId)
    const theirOrder = await orderOf(customer, theirs.productId)

    const key = await makeKey(seller, 'Warehouse', 'Read and write')
    expect(key).toMatch(/^ddk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{32}$/)
    await expectNoSeriousA11yViolations(seller)
    // Only its hash is kept.
    expect(
      queryServerDb<{ n: number }>('select count(*) as n from seller_api_keys where secret_hash like ?', `%${key.slice(-32)}%`)[0]?.n,
    ).toBe(0)

    const listed = (await (await withKey(key, 'GET', '/api/v1/vendor/orders')).json()) as { orders: Array<{ id: string }> }
    expect(listed.orders.map((o) => o.id)).toContain(myOrder)
    expect(listed.orders.map((o) => o.id)).not.toContain(theirOrder)
    expect((await withKey(key, 'POST', `/api/v1/vendor/orders/${myOrder}/processing`)).status).toBe(200)
    const shipped = await withKey(key, 'POST', `/api/v1/vendor/orders/${myOrder}/ship`, {
      courier: 'Delhivery',
      trackingNumber: 'DLV-5566778',
    })
    expect(shipped.status).toBe(200)

    const seen = (await (await customer.request.get(`/api/v1/orders/${myOrder}`)).json()) as {
      order: { status: string; parcels: Array<{ trackingNumber: string | null; trackingUrl: string | null }> }
    }
    expect(seen.order.status).toBe('shipped')
    expect(seen.order.parcels[0]?.trackingNumber).toBe('DLV-5566778')
    expect(seen.order.parcels[0]?.trackingUrl).toContain('DLV-5566778')

    // Another seller's order, and the shop's administration, are out of its reach.
    expect((await withKey(key, 'POST', `/api/v1/vendor/orders/${theirOrder}/processing`)).status).toBe(404)
    const admin = await withKey(key, 'GET', '/api/v1/admin/orders')
    expect(admin.status).toBe(403)
    expect(((await admin.json()) as { error: { code: string } }).error.code).toBe('api_key_scope')
    expect(queryServerDb<{ status: string }>('select status from orders where id = ?', theirOrder)[0]?.status).toBe('pending')

    // A read-only key reads and changes nothing; a revoked key works no more; each use is on record.
    const reader = await makeKey(seller, 'Accounts', 'Read only')
    expect((await withKey(reader, 'GET', '/api/v1/vendor/payouts')).status).toBe(200)
    expect((await withKey(reader, 'POST', `/api/v1/vendor/orders/${myOrder}/cancel`, { reason: 'Out of stock here' })).status).toBe(403)
    await seller.getByRole('button', { name: 'Revoke Accounts' }).click()
    await seller.getByText('Key revoked: it works no more.').waitFor()
    expect((await withKey(reader, 'GET', '/api/v1/vendor/payouts')).status).toBe(401)
    await seller.getByText('last used').first().waitFor()
    const uses = queryServerDb<{ after_json: string }>(
      "select after_json from audit_log where action = 'api_key.used' and actor_email = ? order by created_at",
      mine.email,
    ).map((row) => JSON.parse(row.after_json) as { path: string; status: number })
    expect(uses).toContainEqual({ method: 'GET', path: '/api/v1/admin/orders', status: 403 })
    expect(uses).toContainEqual({ method: 'POST', path: `/api/v1/vendor/orders/${myOrder}/ship`, status: 200 })
  })
})
