import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitContactMessage } from '#src/modules/content/index.ts'
import { DEFAULT_STORE_DETAILS } from '#src/modules/settings/index.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { documentedApiRequest } from '#tests/fixtures/api-answers.ts'
import { SHIPPING, signedInAdmin, signedInShopper, testContext, testServices, vendorWithProduct } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'

// Issue 28: every JSON body the API can be sent (any JSON value, or a valid body with any field of any
// JSON type) is answered with a 2xx or a 4xx, never a 5xx or a throw. The bodies are what the HTTP
// layer hands over after JSON.parse, so they are JSON values and nothing else.

type Role = 'anonymous' | 'customer' | 'vendor' | 'admin'

/** Keys that trip code which treats a value as a string or a thenable without checking its type first. */
const HOSTILE_KEYS = ['toString', 'valueOf', 'toJSON', 'then', '__proto__', 'constructor', 'length', 'hasOwnProperty']
const hostile = fc.dictionary(fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 1 }), { minKeys: 1 })
const json = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostile },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostile, fc.jsonValue({ maxDepth: 1 })), { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(-0.5, 0, -1, 1e21, 2 ** 53, Number.MAX_VALUE, '', ' ', '0', 'null', 'true', '1e3', [], {}) },
)
/** A valid body, one of its fields replaced by (or an extra field given) any JSON value, or any JSON at all. */
function bodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid)
  return fc.oneof(
    json,
    fc.record({ key: fc.constantFrom(...keys), value: json }).map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.dictionary(fc.constantFrom(...keys), json),
    fc.record({ key: fc.string({ maxLength: 12 }), value: json }).map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.constant(valid),
  )
}

describe.each(TEST_DIALECTS)('the API on any JSON body (%s)', (dialect) => {
  let database: TestDatabase
  let services: AppServices
  const as: Partial<Record<Role, ServiceContext>> = {}
  let productId: string
  let orderId: string
  let parcelId: string
  let messageId: string
  let userId: string

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    services = testServices(database)
    as.anonymous = testContext(services)
    as.customer = await signedInShopper(services)
    const vendor = await vendorWithProduct(services, 'Fuzz Computers')
    as.vendor = vendor.ctx
    productId = vendor.productId
    as.admin = await signedInAdmin(services)
    userId = as.customer.actor?.id ?? ''
    await call('customer', 'POST', '/api/v1/cart/items', { productId, quantity: 1 })
    const placed = await call('customer', 'POST', '/api/v1/orders', { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    orderId = (placed.body as { order: { id: string } }).order.id
    parcelId = (await database.db.selectFrom('parcels').select('id').where('orderId', '=', orderId).executeTakeFirstOrThrow()).id
    await submitContactMessage(as.anonymous, { name: 'Ravi', email: 'ravi@example.in', subject: 'General Inquiry', message: 'Hello' })
    messageId = (await database.db.selectFrom('contactMessages').select('id').executeTakeFirstOrThrow()).id
  })
  afterAll(() => database.destroy())

  function call(role: Role, method: string, path: string, body: unknown) {
    const ctx = as[role] as ServiceContext
    return documentedApiRequest(ctx, { method, url: new URL(path, 'http://localhost'), body: async () => body })
  }

  // Paths and bodies are functions: the ids exist only once beforeAll has run.
  const ENDPOINTS: Array<{ method: string; path: () => string; valid: () => Record<string, unknown> }> = [
    {
      method: 'POST',
      path: () => '/api/v1/auth/sign-up',
      valid: () => ({ name: 'Fuzz', email: 'f@example.in', password: 'fuzz-pass-1', confirmPassword: 'fuzz-pass-1' }),
    },
    { method: 'POST', path: () => '/api/v1/auth/sign-in', valid: () => ({ email: 'f@example.in', password: 'fuzz-pass-1' }) },
    { method: 'POST', path: () => '/api/v1/cart/items', valid: () => ({ productId, quantity: 1 }) },
    { method: 'PATCH', path: () => `/api/v1/cart/items/${productId}`, valid: () => ({ quantity: 2 }) },
    {
      method: 'POST',
      path: () => '/api/v1/orders',
      valid: () => ({ ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID(), saveAddress: 'true', useStoreCredit: 'true' }),
    },
    {
      method: 'POST',
      path: () => '/api/v1/vendor/products',
      valid: () => ({
        name: 'Fuzz Laptop',
        brand: 'Dell',
        description: 'A laptop made of random input.',
        category: 'Laptop',
        mrp: 59_000,
        sellingPrice: 59_000,
        stock: 3,
        isNew: true,
        isPublished: false,
        specs: [{ label: 'RAM', value: '16 GB' }],
        images: [],
        imageOrder: [],
        ramGb: 16,
      }),
    },
    {
      method: 'PUT',
      path: () => `/api/v1/vendor/products/${productId}`,
      valid: () => ({ name: 'Fuzz Laptop', price: 40_000, category: 'Laptop' }),
    },
    { method: 'PATCH', path: () => `/api/v1/vendor/products/${productId}`, valid: () => ({ isPublished: true }) },
    {
      method: 'POST',
      path: () => '/api/v1/admin/users',
      valid: () => ({ name: 'New', email: 'n@example.in', password: 'new-pass-123', role: 'customer' }),
    },
    { method: 'PATCH', path: () => `/api/v1/admin/users/${userId}`, valid: () => ({ name: 'Renamed', role: 'customer', disabled: false }) },
    {
      method: 'PATCH',
      path: () => `/api/v1/admin/products/${productId}`,
      valid: () => ({ isFeatured: true, isPublished: true, stock: 5 }),
    },
    {
      method: 'PATCH',
      path: () => `/api/v1/admin/orders/${orderId}`,
      valid: () => ({ status: 'processing', courier: 'Blue Dart', trackingNumber: 'BD123456789IN' }),
    },
    { method: 'POST', path: () => `/api/v1/admin/orders/${orderId}/parcels/${parcelId}/refund`, valid: () => ({ amount: 100 }) },
    { method: 'POST', path: () => `/api/v1/admin/orders/${orderId}/parcels/${parcelId}/refund-line`, valid: () => ({ productId }) },
    {
      method: 'POST',
      path: () => `/api/v1/admin/orders/${orderId}/parcels/${parcelId}/cancel`,
      valid: () => ({ reason: 'The seller cannot ship it' }),
    },
    {
      method: 'POST',
      path: () => '/api/v1/admin/payment-methods',
      valid: () => ({ provider: 'bank', name: 'Bank transfer', apiKey: '', apiSecret: '', bankDetails: 'HDFC 0001' }),
    },
    { method: 'PATCH', path: () => '/api/v1/admin/payment-methods/cod', valid: () => ({ enabled: true, name: 'Cash', bankDetails: 'x' }) },
    { method: 'PUT', path: () => '/api/v1/admin/store-details', valid: () => ({ ...DEFAULT_STORE_DETAILS }) },
    { method: 'PATCH', path: () => `/api/v1/admin/messages/${messageId}`, valid: () => ({ handled: true }) },
    { method: 'POST', path: () => '/api/v1/cart/offer-code', valid: () => ({ code: 'FUZZ10' }) },
    ...(['admin', 'vendor'] as const).map((area) => ({
      method: 'POST',
      path: () => `/api/v1/${area}/offers`,
      valid: () => ({
        name: 'Fuzz offer',
        kind: 'code',
        code: `FUZZ-${randomUUID().slice(0, 8)}`,
        discountType: 'percent',
        percent: 10,
        capRupees: 1000,
        minOrderRupees: 0,
        appliesTo: 'products',
        targets: [productId],
        startsOn: '2026-12-01',
        endsOn: '2026-12-31',
        useLimit: 10,
        perCustomerLimit: 1,
        budgetRupees: 5000,
        combinable: true,
      }),
    })),
  ]

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path().replace('undefined', ':id')}`, e] as const))(
    '%s answers every body with a 2xx or 4xx',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Role>('anonymous', 'customer', 'vendor', 'admin'),
          bodies(endpoint.valid()),
          async (role, body) => {
            const result = await call(role, endpoint.method, endpoint.path(), body)
            expect(result.status, JSON.stringify(result.body)).toBeLessThan(500)
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
      )
    },
    // 150 bodies each; sign-in hashes a password for each, which on a busy two-core machine outlasts 20 s.
    60_000,
  )
})
