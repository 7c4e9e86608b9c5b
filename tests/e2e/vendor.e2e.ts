import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { DECLARED } from '#tests/fixtures/catalog.ts'
import { PASSWORD, registerVendor, uniqueEmail } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, setupBrowser } from './browser.ts'
import { fillEwayBillIfAsked } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const baseURL = inject('baseURL')

/** A picture file as a vendor's camera would give it. */
const photo = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1000, height: 750, channels: 3, background } })
    .png()
    .toBuffer(),
})

/** Adds a product through /vendor/products/new with two uploaded pictures; returns it as stored. */
async function addProduct(page: Page, name: string) {
  await page.goto('/vendor/dashboard')
  await page.getByRole('link', { name: 'Add New Product' }).click()
  await page.waitForURL('**/vendor/products/new')
  await hydrated(page)
  await page.getByLabel('Product name').fill(name)
  await page.getByLabel('Brand', { exact: true }).fill('Sahyadri')
  await page.getByLabel('Category').selectOption('Gaming Laptop')
  await page.getByLabel('Description').fill('A 16-inch gaming laptop assembled and tested in Pune.')
  await page.getByLabel('M.R.P. (₹, inclusive of all taxes)').fill('1,29,800')
  await page.getByLabel('Selling price (₹, inclusive of GST)').fill('1,18,000')
  await page.getByLabel('Stock', { exact: true }).fill('5')
  await page.getByLabel('Spec 1 value').fill('Intel Core i7-14650HX')
  await page.getByLabel('Spec 5 value').fill('NVIDIA GeForce RTX 4070 8 GB')
  // What the listing declares (rule 6(10)): assembled in Pune, so no importer.
  await page.getByLabel('Country of origin').selectOption('IN')
  await page.getByLabel('Generic name').fill('Laptop computer')
  await page.getByLabel('Net quantity').fill('1 N')
  await page.getByLabel('Manufacturer (or packer)').fill('Sahyadri Systems')
  await page.getByLabel('Manufacturer’s address').fill('12 Karve Road, Pune 411004, India')
  await page.getByLabel('Consumer care').fill('care@sahyadri.example, +91 20 2545 0000')
  await page.locator('#field-images').setInputFiles([await photo('front.png', '#1f4e79'), await photo('keyboard.png', '#7a3e00')])
  await page.getByText('keyboard.png (new)').waitFor()
  // The keyboard shot becomes the main picture.
  await page.getByRole('button', { name: 'Move keyboard.png (new) earlier' }).click()
  await page.getByRole('button', { name: 'Add Product' }).click()
  await page.waitForURL('**/vendor/products?saved=*')
  const slug = new URL(page.url()).searchParams.get('saved') as string
  const [product] = queryServerDb<{ id: string }>('select id from products where slug = ?', slug)
  return { id: product?.id as string, name, slug }
}

/** Registers a vendor and adds one product through the form. */
async function vendorWithProduct(page: Page, storeName: string) {
  const email = await registerVendor(page, storeName)
  return { email, product: await addProduct(page, `${storeName} Notebook`) }
}

describe('vendor product form', () => {
  it('adds a product with two uploaded pictures that the shop shows at once, as WebP with long caching', async () => {
    const page = await newPage()
    await registerVendor(page, 'Sahyadri Systems')
    const product = await addProduct(page, 'Sahyadri Strike 16')
    expect(product.slug).toBe('sahyadri-strike-16')
    await page.getByText('Product saved.').waitFor()

    const shopper = await newPage()
    await shopper.goto('/products?category=Gaming+Laptop&sort=newest')
    await shopper.getByRole('link', { name: 'Sahyadri Strike 16' }).click()
    await shopper.waitForURL('**/products/sahyadri-strike-16')
    await shopper.getByRole('heading', { name: 'Sahyadri Strike 16' }).waitFor()
    await shopper.getByText('NVIDIA GeForce RTX 4070 8 GB').waitFor()
    const images = queryServerDb<{ url: string }>('select url from product_images where product_id = ? order by position', product.id)
    expect(images).toHaveLength(2)
    const main = await fetch(`${baseURL}${images[0]?.url}`)
    expect(main.headers.get('content-type')).toBe('image/webp')
    expect(main.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // The moved picture (orange keyboard shot) is first.
    const { dominant } = await sharp(Buffer.from(await main.arrayBuffer())).stats()
    expect(dominant.r).toBeGreaterThan(dominant.b)
    await expectNoSeriousA11yViolations(page)
  })

  it('refuses a script-carrying SVG renamed .jpg and a selling price above the M.R.P., keeping nothing', async () => {
    const page = await newPage()
    await registerVendor(page, 'Wary Traders')
    await page.goto('/vendor/products/new')
    await hydrated(page)
    await page.getByLabel('Product name').fill('Suspicious Laptop')
    await page.getByLabel('Brand', { exact: true }).fill('Nobody')
    await page.getByLabel('Description').fill('Should never be saved.')
    await page.getByLabel('M.R.P. (₹, inclusive of all taxes)').fill('50000')
    await page.getByLabel('Selling price (₹, inclusive of GST)').fill('60000')
    await page.getByLabel('Stock', { exact: true }).fill('1')
    await page.locator('#field-images').setInputFiles({
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
    })
    await page.getByRole('button', { name: 'Add Product' }).click()
    await page.getByText('Selling price may not be above the M.R.P.: selling above the M.R.P. is unlawful.').waitFor()
    await page.getByText('holiday.jpg is not a JPEG, PNG or WebP image.').waitFor()
    expect(queryServerDb("select count(*) as n from products where name = 'Suspicious Laptop'")).toEqual([{ n: 0 }])
    await expectNoSeriousA11yViolations(page)
  })

  it("refuses an oversized upload sent straight to the server, and another vendor's edit page", async () => {
    const owner = await newPage()
    const { product } = await vendorWithProduct(owner, 'Hadapsar Hardware')
    const intruder = await newPage()
    await registerVendor(intruder, 'Pirate Peripherals')
    expect((await intruder.goto(`/vendor/products/${product.id}/edit`))?.status()).toBe(404)

    const cookie = (await intruder.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const form = new FormData()
    for (const [key, value] of Object.entries({
      name: 'Hijack',
      brand: 'X',
      category: 'Laptop',
      description: 'x',
      mrp: '1',
      sellingPrice: '1',
      stock: '1',
    }))
      form.append(key, value)
    const edit = await fetch(`${baseURL}/vendor/products/${product.id}/edit`, { method: 'POST', headers: { cookie }, body: form })
    expect(edit.status).toBe(404)
    expect(queryServerDb('select name from products where id = ?', product.id)).toEqual([{ name: product.name }])

    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set([0xff, 0xd8, 0xff, 0xe0])
    form.set('name', 'Too Big')
    form.append('images', new Blob([big], { type: 'image/jpeg' }), 'huge.jpg')
    const create = await fetch(`${baseURL}/vendor/products/new.data`, { method: 'POST', headers: { cookie }, body: form })
    expect(create.status).toBe(400)
    expect(await create.text()).toContain('huge.jpg is larger than 5 MB. Please choose a smaller image.')
    expect(queryServerDb("select count(*) as n from products where name = 'Too Big'")).toEqual([{ n: 0 }])
  })
})

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
    expect((await fetch(`${baseURL}/api/v1/vendor/products/${product.id}`, { headers: { cookie } })).status).toBe(404)
    const replace = await fetch(`${baseURL}/api/v1/vendor/products/${product.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Stolen', brand: 'X', category: 'Laptop', description: 'x', mrp: 1, sellingPrice: 1, stock: 1 }),
    })
    expect(replace.status).toBe(404)

    // The JSON API adds products with base64 pictures, checked by content like the form's.
    const fields = {
      name: 'Rival API Book',
      brand: 'Rival',
      category: 'Laptop',
      description: 'Made over the API.',
      mrp: 54268,
      sellingPrice: 54268,
      stock: 4,
      ...DECLARED,
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')
    const refused = await fetch(`${baseURL}/api/v1/vendor/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...fields, images: [{ fileName: 'photo.jpg', data: svg }] }),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { error: { details: { images: string } } }).error.details.images).toBe(
      'photo.jpg is not a JPEG, PNG or WebP image.',
    )
    const picture = (await photo('api.png', '#225588')).buffer.toString('base64')
    const created = await fetch(`${baseURL}/api/v1/vendor/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ ...fields, isPublished: true, images: [{ fileName: 'api.png', data: picture }] }),
    })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ slug: 'rival-api-book' })
    const mine = await (await fetch(`${baseURL}/api/v1/vendor/products`, { headers: { cookie } })).json()
    expect(mine.products.map((p: { name: string }) => p.name)).toEqual(['Rival API Book', 'Rival Systems Notebook'])
    expect(queryServerDb("select count(*) as n from products where name = 'Stolen'")).toEqual([{ n: 0 }])
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
    await vendorPage.getByLabel('Courier', { exact: true }).selectOption('Delhivery')
    await vendorPage.getByLabel('Tracking number').fill('DLV-20261121')
    await fillEwayBillIfAsked(vendorPage.locator('main'))
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
    await customerPage.waitForURL(`**/orders/${order.id}#shipments`)
    await customerPage.getByText('Shipped via Delhivery, tracking number DLV-20261121').waitFor()
    await expect(customerPage.getByRole('link', { name: /^Track this parcel with Delhivery/ }).getAttribute('href')).resolves.toBe(
      'https://www.delhivery.com/track/package/DLV-20261121',
    )
    expect(queryServerDb("select count(*) as n from email_outbox where to_address = ? and kind = 'order-shipped'", customerEmail)).toEqual([
      { n: 1 },
    ])
  }, 60_000) // a purchase, a shipment and the tracking page: a journey, not a step
})

describe('vendor pages', () => {
  it('have no serious or critical accessibility violation', async () => {
    const page = await newPage()
    const { product } = await vendorWithProduct(page, 'Accessible Store')
    const pages = [
      '/vendor/dashboard',
      '/vendor/products',
      '/vendor/products/new',
      `/vendor/products/${product.id}/edit`,
      '/vendor/orders',
      '/account',
    ]
    for (const path of pages) {
      await page.goto(path)
      await hydrated(page)
      await expectNoSeriousA11yViolations(page)
    }
  }, 60_000) // an axe scan of every vendor page
})
