import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { PASSWORD, registerVendor, uniqueEmail } from './accounts-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { E2E_ADMIN } from './global-setup.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb, writeServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const baseURL = inject('baseURL')

async function adminPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage({ viewport })
  await page.goto('/admin/login')
  await hydrated(page)
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/admin/dashboard')
  return page
}

const post = (path: string, body: unknown, cookie = '') =>
  fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

/** A product of the seed's first store for these tests alone, so no other test's stock or prices move. */
function ownProduct(name: string) {
  const product = { id: randomUUID(), name, slug: `admin-test-${randomUUID().slice(0, 8)}` }
  const now = new Date().toISOString()
  writeServerDb(
    // Declared as a listing must be (decision 041): made in India, so no importer.
    "insert into products (id, vendor_id, name, slug, description, category, brand, price_paise, discount_price_paise, selling_price_paise, mrp_paise, stock, specs, list_position, created_at, updated_at, manufacturer_name, manufacturer_address, country_of_origin, generic_name, net_quantity, consumer_care) values (?, 'v1', ?, ?, 'A laptop kept for the admin tests.', 'Laptop', 'Testbook', 5498983, null, 6488800, 7078800, 50, '{}', 5000, ?, ?, 'Testbook Systems', '1 Karve Road, Pune 411004', 'IN', 'Laptop computer', '1 N', 'care@testbook.example')",
    product.id,
    product.name,
    product.slug,
    now,
    now,
  )
  writeServerDb(
    "insert into product_images (product_id, position, url, alt) values (?, 0, '/images/products/asus-vivobook-15-1.svg', ?)",
    product.id,
    name,
  )
  return product
}

/** A new customer who has placed one order over the API (with `also`, other sellers' products too); answers their cookie, email and order id. */
async function customerWithOrder(paymentMethod: 'cod' | 'online', also: string[] = []) {
  const email = uniqueEmail('admin-buyer')
  const cookie = cookieOf(await post('/api/v1/auth/sign-up', { name: 'Kavya Pawar', email, password: PASSWORD, confirmPassword: PASSWORD }))
  const product = ownProduct(`Order Testbook ${randomUUID().slice(0, 4)}`)
  for (const productId of [product.id, ...also]) await post('/api/v1/cart/items', { productId, quantity: 1 }, cookie)
  const shipping = {
    fullName: 'Kavya Pawar',
    addressLine1: '3 Law College Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    phone: '9822012345',
  }
  const placed = await post('/api/v1/orders', { ...shipping, paymentMethod, idempotencyKey: randomUUID() }, cookie)
  const { order } = (await placed.json()) as { order: { id: string; number: string } }
  return { cookie, email, orderId: order.id, number: order.number, productId: product.id }
}

describe('admin orders', () => {
  it('finds an order, moves it along the state machine, refuses a jump, and refunds it; the customer sees each step', async () => {
    const buyer = await customerWithOrder('online')
    // The customer pays through the built-in test gateway.
    const customer = await newPage()
    await customer.context().addCookies(
      buyer.cookie.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=')
        return { name, value, url: baseURL }
      }),
    )
    await customer.goto(`/pay/${buyer.orderId}`)
    await hydrated(customer)
    await customer.getByRole('button', { name: 'Simulate successful payment' }).click()
    await customer.waitForURL('**/order-confirmation?orderId=*')

    const page = await adminPage()
    // The dashboard lists it among the recent orders by its first 8 characters.
    await page.getByRole('link', { name: `${buyer.orderId.slice(0, 8)}…` }).waitFor()
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click()
    await page.waitForURL('**/admin/orders')
    await hydrated(page)
    await page.getByLabel('Search').fill(buyer.email)
    await page.getByLabel('Payment').selectOption('paid')
    await page.getByRole('button', { name: 'Filter Orders' }).click()
    await page.waitForURL('**/admin/orders?*')
    await page.getByText(buyer.number, { exact: true }).waitFor()
    await expect(page.locator('tbody tr').count()).resolves.toBe(1)
    // The order number is the order's id for people: no UUID beside it here (issue 49, item 13).
    await expect(page.locator('main').innerText()).resolves.not.toContain(buyer.orderId.slice(0, 8))
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: `Manage order ${buyer.number}` }).click()
    await page.waitForURL(`**/admin/orders/${buyer.orderId}`)
    await hydrated(page)
    await expect(page.locator('main').innerText()).resolves.not.toContain(buyer.orderId.slice(0, 8))
    // One move from here: a button, not a drop-down of one (issue 49, item 14).
    await expect(page.getByLabel('Move to').count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Mark as Processing' }).click()
    await page.getByText(`is now Processing.`).waitFor()

    // A jump past the machine is refused, whatever the browser sends.
    const adminCookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const jump = await fetch(`${baseURL}/api/v1/admin/orders/${buyer.orderId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ status: 'delivered' }),
    })
    expect(jump.status).toBe(409)
    expect(((await jump.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'illegal_transition',
      message: 'An order cannot go from Processing to Delivered.',
    })
    // Shipped needs the courier and tracking number, on the page as over the API.
    await page.getByRole('button', { name: 'Mark as Shipped' }).click()
    await page.getByText('Please choose the courier').first().waitFor()
    const untracked = await fetch(`${baseURL}/api/v1/admin/orders/${buyer.orderId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ status: 'shipped' }),
    })
    expect(untracked.status).toBe(400)
    expect(queryServerDb<{ status: string }>('select status from orders where id = ?', buyer.orderId)).toEqual([{ status: 'processing' }])

    await page.getByText('Refund the rest').click()
    await page.getByRole('button', { name: 'Yes, refund' }).click()
    await page.getByText(`Order ${buyer.number} refunded.`).waitFor()
    await expectNoSeriousA11yViolations(page)

    await customer.goto(`/orders/${buyer.orderId}`)
    await customer.getByText('Refunded', { exact: true }).first().waitFor()
    await customer.getByText(/^Refunded ₹/).waitFor()
    expect(
      queryServerDb<{ kind: string }>('select kind from email_outbox where to_address = ? order by created_at', buyer.email).map(
        (m) => m.kind,
      ),
    ).toEqual(expect.arrayContaining(['order-processing', 'order-refunded']))
  })

  it('offers a partly shipped order only the moves the whole order can make, and delivers its shipped parcel on its own (issue 49, item 14)', async () => {
    const seller = await newPage()
    const sellerEmail = await registerVendor(seller, 'Kasba Peth Computers')
    const [store] = queryServerDb<{ id: string }>(
      'select vendors.id from vendors join users on users.id = vendors.user_id where users.email = ?',
      sellerEmail,
    )
    const theirs = randomUUID()
    writeProduct({
      id: theirs,
      vendorId: store?.id,
      name: `Kasba Book 14 ${theirs.slice(0, 4)}`,
      slug: `admin-parcel-${theirs.slice(0, 8)}`,
      description: 'A laptop from a second seller.',
      brand: 'Kasba',
      sellingPricePaise: 41_300_00,
      stock: 5,
    })
    const buyer = await customerWithOrder('cod', [theirs])
    // The second seller ships its parcel; the store's own parcel is still pending.
    await seller.goto('/vendor/orders')
    await hydrated(seller)
    const card = seller.getByRole('listitem').filter({ hasText: buyer.number })
    await card.getByRole('button', { name: 'Mark as Processing' }).click()
    await seller.getByText('Marked as processing.').waitFor()
    await card.getByLabel('Courier', { exact: true }).selectOption('Delhivery')
    await card.getByLabel('Tracking number').fill(`DLV-${theirs.slice(0, 6)}`)
    await card.getByRole('button', { name: 'Mark as Shipped' }).click()
    await seller.getByText('Your items are shipped; the order ships when the other vendors ship theirs.').waitFor()

    const page = await adminPage()
    await page.goto(`/admin/orders/${buyer.orderId}`)
    await hydrated(page)
    await page.getByText('2 parcels · Partly shipped').waitFor()
    const manage = page.getByRole('region', { name: 'Manage' })
    // Delivered is not a move for the whole order while a parcel is still pending: processing it is the one.
    await expect(manage.getByLabel('Move to').count()).resolves.toBe(0)
    await expect(manage.getByText('Delivered').count()).resolves.toBe(0)
    await manage.getByRole('button', { name: 'Mark as Processing' }).waitFor()
    // The shipped parcel is delivered where it is listed.
    const shipped = page.getByRole('listitem').filter({ hasText: 'Sold by Kasba Peth Computers' }).first()
    await shipped.getByRole('button', { name: 'Mark this parcel delivered' }).click()
    await page.getByText(/1 parcel marked Delivered; the order as a whole is Processing/).waitFor()
    const parcels = queryServerDb<{ vendor_id: string; status: string }>(
      'select vendor_id, status from parcels where order_id = ?',
      buyer.orderId,
    )
    expect(Object.fromEntries(parcels.map((p) => [p.vendor_id, p.status]))).toEqual({ v1: 'pending', [store?.id ?? '']: 'delivered' })
    await expectNoSeriousA11yViolations(page)
  })

  it('cancels an order and puts its unit back in stock', async () => {
    const buyer = await customerWithOrder('cod')
    const stock = () => queryServerDb<{ stock: number }>('select stock from products where id = ?', buyer.productId)[0]?.stock
    expect(stock()).toBe(49)
    const page = await adminPage()
    await page.goto(`/admin/orders/${buyer.orderId}`)
    await hydrated(page)
    await page.getByText('Cancel Order', { exact: true }).click()
    await page.getByRole('button', { name: 'Yes, cancel this order' }).click()
    await page.getByText('is now Cancelled.').waitFor()
    expect(stock()).toBe(50)
  })
})

describe('admin users and products', () => {
  it('adds a user, changes their role, disables and deletes them', async () => {
    const page = await adminPage()
    await page.goto('/admin/users')
    await hydrated(page)
    await page.getByRole('link', { name: 'Add User' }).click()
    await page.waitForURL('**/admin/users/new')
    await hydrated(page)
    await page.getByRole('button', { name: 'Add User' }).click()
    await page.getByText('Name is required').waitFor()
    const email = uniqueEmail('staff')
    await page.getByLabel('Full Name').fill('Omkar Jadhav')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('omkar-pass-1')
    await page.getByRole('button', { name: 'Add User' }).click()
    await page.waitForURL('**/admin/users?notice=*')
    await page.getByText('Omkar Jadhav can now sign in as a customer.').waitFor()

    await page.getByLabel('Search').fill(email)
    await page.getByRole('button', { name: 'Search' }).click()
    await page.getByRole('link', { name: 'Edit Omkar Jadhav' }).click()
    await page.waitForURL('**/admin/users/*')
    await page.getByRole('heading', { name: 'Edit Omkar Jadhav' }).waitFor()
    await page.getByLabel('Role').selectOption('vendor')
    await page.getByLabel('Store Name').fill('Jadhav Electronics')
    await page.getByLabel('City').fill('Satara')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Omkar Jadhav saved.').waitFor()
    expect(
      queryServerDb('select users.role, vendors.name from users join vendors on vendors.user_id = users.id where email = ?', email),
    ).toEqual([{ role: 'vendor', name: 'Jadhav Electronics' }])

    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Disable Omkar Jadhav' }).click()
    await page.getByText('Omkar Jadhav is disabled and signed out.').waitFor()
    const signIn = await post('/api/v1/auth/sign-in', { email, password: 'omkar-pass-1' })
    expect(signIn.status).toBe(403)
    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: 'Delete Omkar Jadhav' }).click()
    await page.getByText('Omkar Jadhav runs the store Jadhav Electronics. Disable the account instead.').waitFor()
    await expectNoSeriousA11yViolations(page)
  })

  it("edits any vendor's product with the vendor's form, features it and sets its stock", async () => {
    const product = ownProduct(`Stock Testbook ${randomUUID().slice(0, 4)}`)
    const page = await adminPage()
    await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`)
    await hydrated(page)
    await page.getByLabel(`Stock of ${product.name}`, { exact: true }).fill('42')
    await page.getByRole('button', { name: `Set stock of ${product.name}` }).click()
    await page.getByText(`${product.name}: stock set to 42.`).waitFor()
    await page.getByRole('button', { name: `Feature ${product.name}` }).click()
    await page.getByText(`${product.name} is featured on the home page.`).waitFor()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('link', { name: `Edit ${product.name}` }).click()
    await page.waitForURL(`**/admin/products/${product.id}/edit`)
    await page.getByRole('heading', { name: `Edit ${product.name}` }).waitFor()
    await hydrated(page)
    await page.getByLabel('M.R.P. (₹, inclusive of all taxes)').fill('1,29,800')
    await page.getByLabel('Selling price (₹, inclusive of GST)').fill('1,18,000')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.waitForURL('**/admin/products?saved=*')
    // The two prices as entered, and the taxable value derived from the selling price (decision 068).
    expect(queryServerDb('select price_paise, selling_price_paise, mrp_paise from products where id = ?', product.id)).toEqual([
      { price_paise: 100_000_00, selling_price_paise: 118_000_00, mrp_paise: 129_800_00 },
    ])
    const audit = queryServerDb<{ action: string }>("select action from audit_log where entity = 'product' and entity_id = ?", product.id)
    expect(audit.map((a) => a.action)).toContain('product.edited')
  })
})

describe('admin pages', () => {
  it('are refused to customers and vendors over the JSON API, and ask visitors to sign in', async () => {
    const customer = cookieOf(
      await post('/api/v1/auth/sign-up', { name: 'C', email: uniqueEmail('c'), password: PASSWORD, confirmPassword: PASSWORD }),
    )
    const vendorPage = await newPage()
    await registerVendor(vendorPage, 'Curious Computers')
    const vendor = (await vendorPage.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const id = randomUUID()
    const endpoints: Array<[string, string]> = [
      ['GET', '/api/v1/admin/overview'],
      ['GET', '/api/v1/admin/users'],
      ['POST', '/api/v1/admin/users'],
      ['PATCH', `/api/v1/admin/users/${id}`],
      ['DELETE', `/api/v1/admin/users/${id}`],
      ['GET', '/api/v1/admin/products'],
      ['PATCH', `/api/v1/admin/products/${id}`],
      ['GET', '/api/v1/admin/orders'],
      ['GET', `/api/v1/admin/orders/${id}`],
      ['PATCH', `/api/v1/admin/orders/${id}`],
      ['POST', `/api/v1/admin/orders/${id}/refund`],
    ]
    const call = (method: string, path: string, cookie: string) =>
      fetch(`${baseURL}${path}`, {
        method,
        headers: { 'content-type': 'application/json', cookie },
        body: method === 'GET' ? undefined : '{}',
      })
    for (const [method, path] of endpoints) {
      expect([path, (await call(method, path, '')).status]).toEqual([path, 401])
      expect([path, (await call(method, path, customer)).status]).toEqual([path, 403])
    }
    for (const [method, path] of endpoints) expect([path, (await call(method, path, vendor)).status]).toEqual([path, 403])
  })

  it('have no serious accessibility violation at phone and desktop size, and the phone menu folds', async () => {
    // Each page loaded once and scanned at a desk, then narrowed to a phone (the layout is CSS alone).
    const page = await adminPage(DESKTOP)
    for (const path of [
      '/admin/dashboard',
      '/admin/users',
      '/admin/users/new',
      '/admin/products',
      '/admin/orders',
      '/admin/cash-on-delivery',
      '/admin/bank-transfers',
    ]) {
      await page.setViewportSize(DESKTOP)
      await page.goto(path)
      await hydrated(page)
      await expectNoSeriousA11yViolations(page)
      await page.setViewportSize(PHONE)
      await expectNoSeriousA11yViolations(page)
    }
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Menu' }).click()
    await nav.getByRole('link', { name: 'Users' }).click()
    await page.waitForURL('**/admin/users')
    await nav.waitFor({ state: 'hidden' })
  })
})
