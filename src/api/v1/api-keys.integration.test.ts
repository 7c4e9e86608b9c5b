import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setAccountDisabled } from '#src/modules/accounts/index.ts'
import { API_KEY_REQUESTS_PER_MINUTE } from '#src/modules/rate-limit/index.ts'
import { createOwnApiKey } from '#src/modules/vendors/index.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { expectDocumented } from '#tests/fixtures/api-answers.ts'
import { testContext, testServices, vendorWithProduct } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { handleKeyedApiRequest } from './api-keys.ts'

describe.each(TEST_DIALECTS)("the gate before a seller's API key on %s", (dialect) => {
  let database: TestDatabase
  let services: AppServices
  let seller: ServiceContext
  let key: string

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    services = testServices(database)
    seller = (await vendorWithProduct(services, 'Kothrud Keys')).ctx
    const made = await createOwnApiKey(seller, { name: 'Warehouse', scope: 'write' })
    if (!made.ok) throw new Error(made.message)
    key = made.key
  })
  afterAll(() => database.destroy())

  async function ask(bearer: string, method = 'GET', path = '/api/v1/vendor/products') {
    const request = { method, url: new URL(`http://shop.test${path}`), body: async () => ({}) }
    const answer = await handleKeyedApiRequest(testContext(services), request, bearer)
    expectDocumented(request, answer, true)
    return answer
  }

  it('answers a live key, and refuses a mistyped one, one of another form, and one whose secret is wrong', async () => {
    expect((await ask(key)).status).toBe(200)
    for (const bad of [`${key}x`, 'ddk_short_secret', `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`]) {
      const refused = await ask(bad)
      expect(refused.status).toBe(401)
      expect(refused.headers?.['www-authenticate']).toBe('Bearer')
    }
  })

  it('stops a key past its rate, and a key whose seller account is disabled', async () => {
    const made = await createOwnApiKey(seller, { name: 'Busy robot', scope: 'read' })
    if (!made.ok) throw new Error(made.message)
    const statuses: number[] = []
    // Refused requests count too (and cost the least to make): the rate is of requests, not of answers.
    for (let i = 0; i <= API_KEY_REQUESTS_PER_MINUTE; i += 1) statuses.push((await ask(made.key, 'GET', '/api/v1/admin/orders')).status)
    expect(statuses.slice(0, API_KEY_REQUESTS_PER_MINUTE).every((s) => s === 403)).toBe(true)
    expect(statuses.at(-1)).toBe(429)

    await setAccountDisabled(database.db, seller.actor?.id ?? '', true)
    expect((await ask(key)).status).toBe(401)
  })

  it('refuses a name that is too short, and a scope it does not know, changing nothing', async () => {
    const before = await database.db.selectFrom('sellerApiKeys').select('id').execute()
    expect(await createOwnApiKey(seller, { name: 'x', scope: 'write' })).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await createOwnApiKey(seller, { name: 'Robot', scope: 'admin' })).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await database.db.selectFrom('sellerApiKeys').select('id').execute()).toHaveLength(before.length)
  })
})
