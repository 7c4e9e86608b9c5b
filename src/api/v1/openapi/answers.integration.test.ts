import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { register } from '#src/modules/accounts/index.ts'
import { submitContactMessage } from '#src/modules/content/index.ts'
import { DEFAULT_STORE_DETAILS } from '#src/modules/settings/index.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { expectDocumented } from '#tests/fixtures/api-answers.ts'
import { SHIPPING, signedInAdmin, signedInShopper, testContext, testServices, vendorWithProduct } from '#tests/fixtures/context.ts'
import { sellerProfileFields } from '#tests/fixtures/sellers.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { API_ROUTES, handleApiRequest } from '../router.ts'

// Issue 46: a walk through every operation of the API as the one it is for, each answer checked
// against the OpenAPI document (documentedApiRequest). The other API tests check every answer they
// see too; this one makes sure each operation's success is seen at least once.

type Role = 'anonymous' | 'customer' | 'vendor' | 'admin'

/** Operations whose success needs what this walk does not make (a payout run, a complaint, a gateway). */
const NOT_SUCCEEDED_HERE = new Set(['myStatement', 'myStatementCsv', 'myComplaint', 'handleMyComplaint'])

describe.each(TEST_DIALECTS)('every API operation, as documented (%s)', (dialect) => {
  let database: TestDatabase
  let services: AppServices
  const as: Partial<Record<Role, ServiceContext>> = {}
  const ids = { product: '', slug: '', order: '', parcel: '', message: '', user: '', vendorProduct: '' }
  const succeeded = new Set<string>()

  const operationOf = (method: string, path: string) =>
    API_ROUTES.find((r) => new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.')}$`).test(path))?.methods[
      method as 'GET'
    ]?.doc.id

  async function call(role: Role, method: string, path: string, body?: unknown) {
    const url = new URL(path, 'http://localhost')
    const request = { method, url, body: async () => body }
    const result = await handleApiRequest(as[role] as ServiceContext, request)
    expectDocumented(request, result)
    const id = operationOf(method, url.pathname)
    if (id && result.status < 300) succeeded.add(id)
    return result
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    services = testServices(database)
    as.anonymous = testContext(services)
    as.customer = await signedInShopper(services)
    const vendor = await vendorWithProduct(services, 'Walkthrough Systems')
    as.vendor = vendor.ctx
    ids.product = vendor.productId
    as.admin = await signedInAdmin(services)
    ids.user = as.customer.actor?.id ?? ''
    ids.slug = (await database.db.selectFrom('products').select('slug').where('id', '=', ids.product).executeTakeFirstOrThrow()).slug
    await submitContactMessage(as.anonymous, { name: 'Ravi', email: 'ravi@example.in', subject: 'General Inquiry', message: 'Hello' })
    ids.message = (await database.db.selectFrom('contactMessages').select('id').executeTakeFirstOrThrow()).id
  })
  afterAll(() => database.destroy())

  const picture = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
  const productImage = async (id: string) =>
    ((await call('vendor', 'GET', `/api/v1/vendor/products/${id}`)).body as { product: { images: Array<{ url: string }> } }).product
      .images[0]?.url

  it('answers the public catalogue and the reference', async () => {
    expect((await call('anonymous', 'GET', '/api/v1/openapi.json')).status).toBe(200)
    expect((await call('anonymous', 'GET', '/api/v1/products?sort=newest')).status).toBe(200)
    expect((await call('anonymous', 'GET', '/api/v1/products/facets')).status).toBe(200)
    expect((await call('anonymous', 'GET', `/api/v1/products/${ids.slug}`)).status).toBe(200)
    expect((await call('anonymous', 'GET', `/api/v1/compare?ids=${ids.slug},no-such-thing`)).status).toBe(200)
    expect((await call('anonymous', 'GET', '/api/v1/search/suggestions?q=walk')).status).toBe(200)
    expect((await call('anonymous', 'GET', '/api/v1/products/Not_A_Slug')).status).toBe(400)
    expect((await call('anonymous', 'GET', '/api/v1/no-such-endpoint')).status).toBe(404)
    expect((await call('anonymous', 'DELETE', '/api/v1/products')).status).toBe(405)
  })

  it("answers a customer's account, cart and orders", async () => {
    const email = `walk-${randomUUID().slice(0, 6)}@example.in`
    const signUp = { name: 'Walker', email, password: 'walk-pass-1', confirmPassword: 'walk-pass-1' }
    expect((await call('anonymous', 'POST', '/api/v1/auth/sign-up', signUp)).status).toBe(201)
    expect((await call('anonymous', 'POST', '/api/v1/auth/sign-in', { email, password: 'walk-pass-1' })).status).toBe(200)
    expect((await call('anonymous', 'POST', '/api/v1/auth/sign-in', { email, password: 'wrong-pass-1' })).status).toBe(401)
    expect((await call('anonymous', 'POST', '/api/v1/auth/sign-out')).status).toBe(204)
    expect((await call('customer', 'GET', '/api/v1/me')).status).toBe(200)
    expect((await call('anonymous', 'GET', '/api/v1/me')).status).toBe(401)

    expect((await call('customer', 'POST', '/api/v1/cart/items', { productId: ids.product, quantity: 2 })).status).toBe(200)
    expect((await call('customer', 'PATCH', `/api/v1/cart/items/${ids.product}`, { quantity: 1 })).status).toBe(200)
    expect((await call('customer', 'GET', '/api/v1/cart')).status).toBe(200)
    const placed = await call('customer', 'POST', '/api/v1/orders', { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    expect(placed.status).toBe(201)
    ids.order = (placed.body as { order: { id: string } }).order.id
    ids.parcel = (await database.db.selectFrom('parcels').select('id').where('orderId', '=', ids.order).executeTakeFirstOrThrow()).id
    expect((await call('customer', 'GET', '/api/v1/orders')).status).toBe(200)
    expect((await call('customer', 'GET', `/api/v1/orders/${ids.order}`)).status).toBe(200)
    expect((await call('customer', 'POST', '/api/v1/cart/items', { productId: ids.product })).status).toBe(200)
    expect((await call('customer', 'DELETE', `/api/v1/cart/items/${ids.product}`)).status).toBe(200)
    expect((await call('customer', 'DELETE', '/api/v1/cart')).status).toBe(200)
    expect((await call('customer', 'POST', '/api/v1/cart/items', { productId: randomUUID() })).status).toBe(404)
  })

  it("answers a seller's products, orders, payouts, complaints and profile", async () => {
    expect((await call('vendor', 'GET', '/api/v1/vendor/orders')).status).toBe(200)
    expect((await call('vendor', 'POST', `/api/v1/vendor/orders/${ids.order}/processing`)).status).toBe(200)
    const shipment = { courier: 'Blue Dart', trackingNumber: 'BD123456789IN' }
    expect((await call('vendor', 'POST', `/api/v1/vendor/orders/${ids.order}/ship`, shipment)).status).toBe(200)
    expect((await call('vendor', 'POST', `/api/v1/vendor/orders/${ids.order}/cancel`, { reason: 'Already shipped, so no' })).status).toBe(
      409,
    )
    expect((await call('vendor', 'GET', '/api/v1/vendor/payouts')).status).toBe(200)
    expect((await call('vendor', 'GET', `/api/v1/vendor/payouts/${randomUUID()}`)).status).toBe(404)
    expect((await call('vendor', 'GET', `/api/v1/vendor/payouts/${randomUUID()}.csv`)).status).toBe(404)
    expect((await call('vendor', 'GET', '/api/v1/vendor/complaints')).status).toBe(200)
    expect((await call('vendor', 'GET', '/api/v1/vendor/complaints/GRV-2026-000001')).status).toBe(404)
    expect((await call('vendor', 'POST', '/api/v1/vendor/complaints/GRV-2026-000001', { move: 'acknowledge' })).status).toBe(404)

    expect((await call('vendor', 'GET', '/api/v1/vendor/products?sort=newest')).status).toBe(200)
    const product = {
      name: 'Walkthrough Laptop',
      brand: 'Dell',
      description: 'A laptop for walking through the API.',
      category: 'Laptop',
      sellingPrice: 40_000,
      stock: 3,
      isPublished: false,
      specs: [{ label: 'RAM', value: '16 GB' }],
      images: [{ fileName: 'front.png', data: (await picture()).toString('base64') }],
    }
    const created = await call('vendor', 'POST', '/api/v1/vendor/products', product)
    expect(created.status).toBe(201)
    ids.vendorProduct = (created.body as { id: string }).id
    expect((await call('vendor', 'GET', `/api/v1/vendor/products/${ids.vendorProduct}`)).status).toBe(200)
    const edit = { ...product, stock: 4, images: [], imageOrder: [`saved:${(await productImage(ids.vendorProduct)) ?? ''}`] }
    expect((await call('vendor', 'PUT', `/api/v1/vendor/products/${ids.vendorProduct}`, edit)).status).toBe(200)
    expect((await call('vendor', 'PATCH', `/api/v1/vendor/products/${ids.vendorProduct}`, { isPublished: false })).status).toBe(200)
    expect((await call('vendor', 'DELETE', `/api/v1/vendor/products/${ids.vendorProduct}`)).status).toBe(200)
    expect((await call('customer', 'GET', '/api/v1/vendor/products')).status).toBe(403)

    expect((await call('vendor', 'GET', '/api/v1/vendor/profile')).status).toBe(200)
    const pdf = Buffer.from('%PDF-1.4\n% walkthrough\n').toString('base64')
    const sent = await call('vendor', 'PUT', '/api/v1/vendor/profile/documents/pan_card', { fileName: 'pan.pdf', data: pdf })
    // An approved seller's registered details and documents change by writing to the shop.
    expect(sent.status).toBe(409)
    expect((await call('vendor', 'PUT', '/api/v1/vendor/profile', {})).status).toBe(409)
  })

  it('answers the back office', async () => {
    for (const path of ['overview', 'users?role=customer', 'products', 'orders?status=shipped', 'sellers', 'messages', 'subscribers'])
      expect((await call('admin', 'GET', `/api/v1/admin/${path}`)).status, path).toBe(200)
    for (const path of ['outbox', 'audit', 'payment-methods', 'store-details'])
      expect((await call('admin', 'GET', `/api/v1/admin/${path}`)).status, path).toBe(200)
    expect((await call('admin', 'GET', `/api/v1/admin/orders/${ids.order}`)).status).toBe(200)
    expect((await call('customer', 'GET', '/api/v1/admin/overview')).status).toBe(403)

    const sellers = (await call('admin', 'GET', '/api/v1/admin/sellers')).body as { sellers: Array<{ vendorId: string }> }
    const vendorId = sellers.sellers.find((s) => s.vendorId !== 'store')?.vendorId ?? ''
    // Suspended and reinstated: its products stay on sale for the walk's last order.
    for (const [move, reason] of [
      ['suspend', 'Walkthrough'],
      ['reinstate', undefined],
    ]) {
      const review = await call('admin', 'GET', `/api/v1/admin/sellers/${vendorId}`)
      expect(review.status).toBe(200)
      const version = (review.body as { profile: { version: number } }).profile.version
      expect((await call('admin', 'POST', `/api/v1/admin/sellers/${vendorId}/review`, { move, reason, version })).status).toBe(200)
    }

    const made = await call('admin', 'POST', '/api/v1/admin/users', {
      name: 'Made',
      email: `made-${randomUUID().slice(0, 6)}@example.in`,
      password: 'made-pass-123',
      role: 'customer',
    })
    expect(made.status).toBe(201)
    const madeId = (made.body as { userId: string }).userId
    expect((await call('admin', 'PATCH', `/api/v1/admin/users/${madeId}`, { name: 'Renamed', role: 'customer' })).status).toBe(200)
    expect((await call('admin', 'DELETE', `/api/v1/admin/users/${madeId}`)).status).toBe(200)
    expect((await call('admin', 'PATCH', `/api/v1/admin/products/${ids.product}`, { stock: 7 })).status).toBe(200)
    expect((await call('admin', 'PATCH', `/api/v1/admin/messages/${ids.message}`, { handled: true })).status).toBe(200)

    const bank = { provider: 'bank', name: 'Walk transfer', apiKey: '', apiSecret: '', bankDetails: 'HDFC 0001, IFSC HDFC0000001' }
    const method = await call('admin', 'POST', '/api/v1/admin/payment-methods', bank)
    expect(method.status).toBe(201)
    const methodId = (method.body as { method: { id: string } }).method.id
    expect((await call('admin', 'PATCH', `/api/v1/admin/payment-methods/${methodId}`, { enabled: false })).status).toBe(200)
    expect((await call('admin', 'DELETE', `/api/v1/admin/payment-methods/${methodId}`)).status).toBe(200)
    expect((await call('admin', 'PUT', '/api/v1/admin/store-details', { ...DEFAULT_STORE_DETAILS })).status).toBe(200)

    const parcel = `/api/v1/admin/orders/${ids.order}/parcels/${ids.parcel}`
    expect((await call('admin', 'PATCH', `/api/v1/admin/orders/${ids.order}`, { status: 'delivered' })).status).toBe(200)
    expect((await call('admin', 'POST', `${parcel}/refund`, { amount: 100 })).status).toBe(200)
    expect((await call('admin', 'POST', `${parcel}/cancel`, { reason: 'Walkthrough cancel' })).status).toBe(409)
    expect((await call('admin', 'POST', `/api/v1/admin/orders/${ids.order}/refund`)).status).toBe(200)
    // Nothing is left of the line once the order is refunded (a line refund gives back what is left, decision 084).
    expect((await call('admin', 'POST', `${parcel}/refund-line`, { productId: ids.product })).status).toBe(409)
  })

  it("answers the offers: the store's and a seller's, and a code at the cart and checkout", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const code = `WALK-${randomUUID().slice(0, 6).toUpperCase()}`
    const storeTerms = {
      name: 'Walkthrough ₹50 off',
      kind: 'code',
      code,
      discountType: 'amount',
      amountRupees: 50,
      appliesTo: 'order',
      startsOn: yesterday,
      combinable: true,
    }
    const made = await call('admin', 'POST', '/api/v1/admin/offers', storeTerms)
    expect(made.status).toBe(201)
    const sellerTerms = {
      name: 'Walkthrough 5% off',
      kind: 'automatic',
      discountType: 'percent',
      percent: 5,
      capRupees: 500,
      appliesTo: 'products',
      targets: [ids.product],
      startsOn: yesterday,
      combinable: true,
    }
    const own = await call('vendor', 'POST', '/api/v1/vendor/offers', sellerTerms)
    expect(own.status).toBe(201)
    const offerIds = { admin: (made.body as { id: string }).id, vendor: (own.body as { id: string }).id }
    for (const area of ['admin', 'vendor'] as const) {
      expect((await call(area, 'GET', `/api/v1/${area}/offers`)).status).toBe(200)
      expect((await call(area, 'GET', `/api/v1/${area}/offers/${offerIds[area]}`)).status).toBe(200)
      expect((await call(area, 'GET', `/api/v1/${area}/offers/${randomUUID()}`)).status).toBe(404)
    }
    expect((await call('admin', 'POST', `/api/v1/admin/offers/${offerIds.admin}/codes`, { count: 3 })).status).toBe(200)
    expect((await call('admin', 'PUT', `/api/v1/admin/offers/${offerIds.admin}`, { ...storeTerms, useLimit: 100 })).status).toBe(200)
    // A seller's bank offer: a code, paid by a card of its network and bank; single-use codes for it.
    const bank = await call('vendor', 'POST', '/api/v1/vendor/offers', {
      ...sellerTerms,
      name: 'Walkthrough HDFC Visa 10% off',
      kind: 'code',
      code: `${code}-BANK`,
      percent: 10,
      paidBy: 'card',
      networks: ['Visa'],
      banks: ['HDFC Bank'],
    })
    expect(bank.status).toBe(201)
    const bankId = (bank.body as { id: string }).id
    expect((await call('vendor', 'POST', `/api/v1/vendor/offers/${bankId}/codes`, { count: 2 })).status).toBe(200)
    expect(await call('vendor', 'GET', `/api/v1/vendor/offers/${bankId}`)).toMatchObject({
      status: 200,
      body: { offer: { paymentCondition: { method: 'card', networks: ['Visa'] }, codes: [{}, {}, {}] } },
    })
    expect((await call('vendor', 'DELETE', `/api/v1/vendor/offers/${bankId}`)).status).toBe(200)
    // An automatic offer has no codes; a seller's offer names its own products only.
    expect((await call('vendor', 'POST', `/api/v1/vendor/offers/${offerIds.vendor}/codes`, { count: 3 })).status).toBe(400)
    expect((await call('vendor', 'POST', '/api/v1/vendor/offers', { ...sellerTerms, targets: [randomUUID()] })).status).toBe(400)
    const renamed = { ...sellerTerms, name: 'Walkthrough 5% off, renamed' }
    expect((await call('vendor', 'PUT', `/api/v1/vendor/offers/${offerIds.vendor}`, renamed)).status).toBe(200)
    expect((await call('customer', 'GET', '/api/v1/vendor/offers')).status).toBe(403)
    expect((await call('vendor', 'GET', '/api/v1/admin/offers')).status).toBe(403)

    expect((await call('customer', 'POST', '/api/v1/cart/items', { productId: ids.product, quantity: 1 })).status).toBe(200)
    const offered = await call('customer', 'GET', '/api/v1/cart/offers')
    expect(offered.status).toBe(200)
    expect((offered.body as { offers: unknown[] }).offers).toHaveLength(1)
    expect(await call('customer', 'POST', '/api/v1/cart/offer-code', { code: 'NO-SUCH-CODE' })).toMatchObject({
      status: 422,
      body: { error: { code: 'offer_refused' }, reason: 'unknown' },
    })
    expect(await call('customer', 'POST', '/api/v1/cart/offer-code', { code: 'not a code!' })).toMatchObject({
      status: 400,
      body: { reason: null },
    })
    const applied = await call('customer', 'POST', '/api/v1/cart/offer-code', { code: code.toLowerCase() })
    expect(applied.status).toBe(200)
    expect(applied.body).toMatchObject({ code, offers: [{}, {}] })
    const placed = await call('customer', 'POST', '/api/v1/orders', { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    expect(placed.status).toBe(201)
    const order = (placed.body as { order: { discount: number; items: Array<{ discount: number; storeFundedDiscount: number }> } }).order
    expect(order.items[0]?.storeFundedDiscount).toBe(50)
    expect(order.discount).toBe(order.items[0]?.discount)
    expect(order.discount).toBeGreaterThan(50)

    // Used by an order: its report counts it, and what it takes off no longer changes.
    const report = await call('admin', 'GET', `/api/v1/admin/offers/${offerIds.admin}`)
    expect(report.body).toMatchObject({ offer: { used: true, report: { orders: 1, discountPaise: 50_00 } } })
    expect((await call('admin', 'PUT', `/api/v1/admin/offers/${offerIds.admin}`, { ...storeTerms, amountRupees: 60 })).status).toBe(409)
    expect((await call('customer', 'DELETE', '/api/v1/cart/offer-code')).status).toBe(200)
    for (const area of ['admin', 'vendor'] as const)
      expect((await call(area, 'DELETE', `/api/v1/${area}/offers/${offerIds[area]}`)).status).toBe(200)
  })

  it("moves parcels and a new seller's profile", async () => {
    as.customer = await signedInShopper(services)
    const order = async () => {
      await call('customer', 'POST', '/api/v1/cart/items', { productId: ids.product, quantity: 1 })
      const placed = await call('customer', 'POST', '/api/v1/orders', { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
      const id = (placed.body as { order: { id: string } }).order.id
      const parcel = await database.db.selectFrom('parcels').select('id').where('orderId', '=', id).executeTakeFirstOrThrow()
      return { id, parcel: `/api/v1/admin/orders/${id}/parcels/${parcel.id}` }
    }
    expect((await call('customer', 'POST', `/api/v1/orders/${(await order()).id}/cancel`)).status).toBe(200)
    const reason = { reason: 'The courier cannot reach this PIN code' }
    expect((await call('vendor', 'POST', `/api/v1/vendor/orders/${(await order()).id}/cancel`, reason)).status).toBe(200)
    expect((await call('admin', 'POST', `${(await order()).parcel}/cancel`, reason)).status).toBe(200)
    const delivered = await order()
    await call('vendor', 'POST', `/api/v1/vendor/orders/${delivered.id}/processing`)
    await call('vendor', 'POST', `/api/v1/vendor/orders/${delivered.id}/ship`, { courier: 'Blue Dart', trackingNumber: 'BD987654321IN' })
    expect((await call('admin', 'PATCH', `/api/v1/admin/orders/${delivered.id}`, { status: 'delivered' })).status).toBe(200)
    expect((await call('admin', 'POST', `${delivered.parcel}/refund-line`, { productId: ids.product })).status).toBe(200)

    // A seller not yet approved sends its documents and profile.
    const password = 'new-seller-pass'
    const email = `new-seller-${randomUUID().slice(0, 6)}@example.in`
    const store = { name: 'New Seller', email, password, confirmPassword: password, storeName: 'New Seller', city: 'Pune' }
    const registered = await register(testContext(services), store, 'vendor')
    if (!registered.ok) throw new Error(registered.message)
    as.vendor = testContext(services, { actor: registered.actor })
    const pdf = Buffer.from('%PDF-1.4\n% walkthrough\n%%EOF\n').toString('base64')
    for (const kind of ['gst_certificate', 'pan_card', 'cancelled_cheque'])
      expect((await call('vendor', 'PUT', `/api/v1/vendor/profile/documents/${kind}`, { fileName: `${kind}.pdf`, data: pdf })).status).toBe(
        200,
      )
    expect((await call('vendor', 'PUT', '/api/v1/vendor/profile', sellerProfileFields())).status).toBe(200)
  })

  it('saw every operation succeed, but those that need what this walk does not make', () => {
    const all = API_ROUTES.flatMap((route) => Object.values(route.methods).map((operation) => operation.doc.id))
    expect(all.filter((id) => !succeeded.has(id) && !NOT_SUCCEEDED_HERE.has(id))).toEqual([])
  })
})
