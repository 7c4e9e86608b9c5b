import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as accounts from '#src/modules/accounts/index.ts'
import { submitContactMessage, subscribeToNewsletter } from '#src/modules/content/index.ts'
import type { AppServices } from '#src/platform/context.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { allowFormPost, FORM_WINDOW_MS, TOO_MANY_POSTS } from './rate-limit.service.ts'

const LIMIT = 3
const message = { name: 'Ravi', email: 'ravi@example.in', subject: 'Other', message: 'Hello there' }

describe.each(TEST_DIALECTS)('form rate limit on %s', (dialect) => {
  let database: TestDatabase
  let services: AppServices

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    services = { ...testServices(database), formRateLimit: LIMIT }
  })
  afterAll(() => database.destroy())

  const contactMessages = async () => (await database.db.selectFrom('contactMessages').select('id').execute()).length

  it('stores only the first posts of a flood of contact messages from one address', async () => {
    const from = testContext(services, { clientIp: '10.5.0.1' })
    const outcomes = []
    for (let i = 0; i < LIMIT + 2; i++) outcomes.push(await submitContactMessage(from, message))
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, false, false])
    expect(outcomes.at(-1)).toEqual({ ok: false, code: 'rate_limited', message: TOO_MANY_POSTS, errors: { form: TOO_MANY_POSTS } })
    expect(await contactMessages()).toBe(LIMIT)
    // Another address is not held back.
    expect(await submitContactMessage(testContext(services, { clientIp: '10.5.0.2' }), message)).toEqual({ ok: true })
  })

  it('counts each form on its own and limits newsletter, sign-up and password-reset posts too', async () => {
    const from = testContext(services, { clientIp: '10.6.0.1' })
    for (let i = 0; i < LIMIT; i++) expect(await subscribeToNewsletter(from, { email: `n${i}@example.in` })).toEqual({ ok: true })
    expect(await subscribeToNewsletter(from, { email: 'late@example.in' })).toEqual({
      ok: false,
      code: 'rate_limited',
      message: TOO_MANY_POSTS,
      errors: { email: TOO_MANY_POSTS },
    })

    for (let i = 0; i < LIMIT; i++) {
      const email = `s${i}@example.in`
      expect(
        await accounts.register(from, { name: 'S', email, password: 'pashan-hill-1', confirmPassword: 'pashan-hill-1' }, 'customer'),
      ).toMatchObject({
        ok: true,
      })
    }
    expect(
      await accounts.register(
        from,
        { name: 'S', email: 'late@example.in', password: 'pashan-hill-1', confirmPassword: 'pashan-hill-1' },
        'customer',
      ),
    ).toEqual({ ok: false, code: 'rate_limited', message: TOO_MANY_POSTS, errors: { form: TOO_MANY_POSTS } })

    for (let i = 0; i < LIMIT; i++)
      expect(await accounts.requestPasswordReset(from, { email: 's0@example.in' })).toMatchObject({ ok: true })
    expect(await accounts.requestPasswordReset(from, { email: 's0@example.in' })).toEqual({
      ok: false,
      code: 'rate_limited',
      message: TOO_MANY_POSTS,
      errors: { email: TOO_MANY_POSTS },
    })
  })

  it('starts counting again once the window has passed', async () => {
    const ctx = testContext(services, { clientIp: '10.7.0.1' })
    const start = Date.parse('2026-11-22T09:00:00Z')
    for (let i = 0; i < LIMIT; i++) expect(await allowFormPost(ctx, 'review', start)).toEqual({ ok: true })
    expect(await allowFormPost(ctx, 'review', start + FORM_WINDOW_MS - 1)).toMatchObject({ ok: false, code: 'rate_limited' })
    expect(await allowFormPost(ctx, 'review', start + FORM_WINDOW_MS + 1)).toEqual({ ok: true })
  })
})
