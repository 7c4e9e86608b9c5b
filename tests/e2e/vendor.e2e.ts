import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { PASSWORD, submitRegistration, uniqueEmail } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, setupBrowser } from './browser.ts'
import { queryServerDb, writeServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const baseURL = inject('baseURL')

/** Registers a vendor through the form and puts one product in their new store; returns the product. */
async function vendorWithProduct(page: Page, storeName: string) {
  const email = uniqueEmail('vendor')
  await page.goto('/vendor/register')
  await hydrated(page)
  await page.getByLabel('Store Name').fill(storeName)
  await page.getByLabel('City').fill('Pune')
  await submitRegistration(page, `${storeName} Owner`, email, 'Register Store')
  await page.waitForURL((url) => url.pathname === '/')
  const [store] = queryServerDb<{ id: string }>(
    'select vendors.id from vendors join users on users.id = vendors.user_id where users.email = ?',
    email,
  )
  const product = { id: randomUUID(), name: `${storeName} Notebook`, slug: `notebook-${randomUUID().slice(0, 8)}` }
  const now = new Date().toISOString()
  writeServerDb(
    "insert into products (id, vendor_id, name, slug, description, category, brand, price_paise, stock, specs, list_position, created_at, updated_at) values (?, ?, ?, ?, 'A test notebook.', 'Laptop', 'Custom', 4999000, 7, '{}', 1000, ?, ?)",
    product.id,
    store?.id,
    product.name,
    product.slug,
    now,
    now,
  )
  return { email, product }
}

describe('vendor products', () => {
  it('lets a vendor unpublish, publish and delete their own product', async () => {
    const page = await newPage()
    const { product } = await vendorWithProduct(page, 'Kothrud Computers')
    await page.goto('/vendor/dashboard')
    await page.getByRole('link', { name: 'View All products' }).click()
    await page.waitForURL('**/vendor/products')
    await hydrated(page)
    await page.getByText(product.name).waitFor()

    await page.getByRole('button', { name: `Unpublish ${product.name}` }).click()
    await page.getByText('Product unpublished').waitFor()
    expect((await page.goto(`/products/${product.slug}`))?.status()).toBe(404)

    await page.goto('/vendor/products')
    await hydrated(page)
    await page.getByRole('button', { name: `Publish ${product.name}` }).click()
    await page.getByText('Product published').waitFor()
    expect((await page.goto(`/products/${product.slug}`))?.status()).toBe(200)

    await page.goto(`/vendor/products?q=${encodeURIComponent('Kothrud')}`)
    await hydrated(page)
    await page.getByRole('button', { name: `Delete ${product.name}` }).click()
    await page.getByText('Product deleted.').waitFor()
    await page.getByText('No products match “Kothrud”.').waitFor()
  })

  it("refuses another vendor's product, customers and visitors over the API", async () => {
    const owner = await newPage()
    const { product } = await vendorWithProduct(owner, 'Camp Laptops')
    const intruder = await newPage()
    const { email } = await vendorWithProduct(intruder, 'Rival Systems')

    const signIn = await fetch(`${baseURL}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    })
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const patch = await fetch(`${baseURL}/api/v1/vendor/products/${product.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ isPublished: false }),
    })
    expect(patch.status).toBe(404)
    expect((await fetch(`${baseURL}/api/v1/vendor/products/${product.id}`, { method: 'DELETE', headers: { cookie } })).status).toBe(404)
    const mine = await (await fetch(`${baseURL}/api/v1/vendor/products`, { headers: { cookie } })).json()
    expect(mine.products.map((p: { name: string }) => p.name)).toEqual(['Rival Systems Notebook'])
    expect(queryServerDb('select is_published from products where id = ?', product.id)).toEqual([{ is_published: 1 }])

    expect((await fetch(`${baseURL}/api/v1/vendor/products`)).status).toBe(401)
    const customer = await fetch(`${baseURL}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'C', email: uniqueEmail('c'), password: PASSWORD, confirmPassword: PASSWORD }),
    })
    const customerCookie = customer.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    expect((await fetch(`${baseURL}/api/v1/vendor/products`, { headers: { cookie: customerCookie } })).status).toBe(403)
  })
})

describe('vendor orders', () => {
  it('a customer buys, the vendor ships with a tracking number, and the customer can track it', async () => {
    const vendorPage = await newPage()
    const { product } = await vendorWithProduct(vendorPage, 'Aundh Gadgets')

    // The customer buys over the API (the purchase itself is covered elsewhere).
    const api = (path: string, body: unknown, cookie = '') =>
      fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })
    const customerEmail = uniqueEmail('tracker')
    const signUp = await api('/api/v1/auth/sign-up', {
      name: 'Tracker',
      email: customerEmail,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    await api('/api/v1/cart/items', { productId: product.id, quantity: 1 }, cookie)
    const shipping = {
      fullName: 'Tracker',
      addressLine1: '5 Baner Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411045',
      phone: '9876501234',
    }
    const placed = await api('/api/v1/orders', { ...shipping, paymentMethod: 'cod', idempotencyKey: randomUUID() }, cookie)
    const { order } = await placed.json()

    await vendorPage.goto('/vendor/orders')
    await hydrated(vendorPage)
    await vendorPage.getByText('Tracker, Pune 411045').waitFor()
    await vendorPage.getByRole('button', { name: 'Mark as Processing' }).click()
    await vendorPage.getByText('Marked as processing.').waitFor()
    await vendorPage.getByLabel('Courier').fill('Delhivery')
    await vendorPage.getByLabel('Tracking Number').fill('DLV-20261121')
    await vendorPage.getByRole('button', { name: 'Mark as Shipped' }).click()
    await vendorPage.getByText('Shipped. The customer has been told.').waitFor()

    const customerPage = await newPage()
    await customerPage.goto('/login?redirect=orders')
    await hydrated(customerPage)
    await customerPage.getByLabel('Email', { exact: true }).fill(customerEmail)
    await customerPage.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await customerPage.getByRole('button', { name: 'Sign In' }).click()
    await customerPage.waitForURL('**/orders')
    await customerPage.getByRole('link', { name: 'Track Order' }).click()
    await customerPage.waitForURL(`**/orders/${order.id}#timeline`)
    await customerPage.getByText('Shipped via Delhivery, tracking number DLV-20261121').waitFor()
    expect(queryServerDb("select count(*) as n from email_outbox where to_address = ? and kind = 'order-shipped'", customerEmail)).toEqual([
      { n: 1 },
    ])
  })
})

describe('vendor pages', () => {
  it('have no serious or critical accessibility violation', async () => {
    const page = await newPage()
    await vendorWithProduct(page, 'Accessible Store')
    for (const path of ['/vendor/dashboard', '/vendor/products', '/vendor/orders', '/account']) {
      await page.goto(path)
      await hydrated(page)
      await expectNoSeriousA11yViolations(page)
    }
  })
})
