import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { PASSWORD, submitRegistration, uniqueEmail } from './accounts-fixtures.ts'
import { hydrated, setupBrowser } from './browser.ts'
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
