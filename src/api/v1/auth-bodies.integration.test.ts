import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { findAccountByEmail } from '#src/modules/accounts/index.ts'
import type { AppServices } from '#src/platform/context.ts'
import { documentedApiRequest } from '#tests/fixtures/api-answers.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'

// Issue 49, item 19: the right email and password with extra fields (a `constructor` key, a blank key,
// a 100 KB array) answered 500. The sign-in and sign-up bodies are the forms' fields and nothing else:
// anything more is a 400 naming it, before better-auth is called.

const EMAIL = 'strict-body@example.in'
const PASSWORD = 'strict-body-pass-1'
const FORM_FIELDS = new Set(['name', 'email', 'password', 'confirmPassword'])

describe.each(TEST_DIALECTS)('the sign-in and sign-up bodies, strictly (%s)', (dialect) => {
  let database: TestDatabase
  let services: AppServices

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    services = testServices(database)
    const made = await post('/api/v1/auth/sign-up', { name: 'Strict', email: EMAIL, password: PASSWORD, confirmPassword: PASSWORD })
    expect(made.status).toBe(201)
  })
  afterAll(() => database.destroy())

  let clients = 0
  function post(path: string, body: unknown) {
    // Each call from its own address: the sign-in throttle counts failures per address.
    clients += 1
    const ctx = testContext(services, { clientIp: `10.49.${Math.floor(clients / 250)}.${clients % 250}` })
    return documentedApiRequest(ctx, { method: 'POST', url: new URL(path, 'http://localhost'), body: async () => body })
  }

  it('refuses the right email and password with extra fields, naming each, and better-auth never sees them', async () => {
    const signInEmail = vi.spyOn(services.auth.api, 'signInEmail')
    try {
      const hostile = JSON.parse(`{"email":"${EMAIL}","password":"${PASSWORD}","constructor":{"prototype":{}},"":1}`)
      const answer = await post('/api/v1/auth/sign-in', { ...hostile, list: Array.from({ length: 20_000 }, () => 'abcd') })
      expect(answer.status).toBe(400)
      expect(answer.headers?.['set-cookie']).toBeUndefined()
      const { error } = answer.body as { error: { code: string; message: string } }
      expect(error.code).toBe('invalid_input')
      expect(error.message).toBe('Unrecognized keys: "constructor", "", "list"')
      expect(signInEmail).not.toHaveBeenCalled()
    } finally {
      signInEmail.mockRestore()
    }
    // The same person, with only the form's fields, signs in.
    expect((await post('/api/v1/auth/sign-in', { email: EMAIL, password: PASSWORD })).status).toBe(200)
  })

  it('refuses any field a form does not have, with any value, on sign-in and sign-up; no account is made', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 12 }).filter((key) => !FORM_FIELDS.has(key)),
        fc.jsonValue({ maxDepth: 2 }),
        fc.boolean(),
        async (key, value, signUp) => {
          const email = `extra-${clients}@example.in`
          const body = signUp
            ? { name: 'Extra', email, password: PASSWORD, confirmPassword: PASSWORD, [key]: value }
            : { email: EMAIL, password: PASSWORD, [key]: value }
          const answer = await post(signUp ? '/api/v1/auth/sign-up' : '/api/v1/auth/sign-in', body)
          expect(answer.status).toBe(400)
          expect((answer.body as { error: { message: string } }).error.message).toBe(`Unrecognized key: "${key}"`)
          if (signUp) expect(await findAccountByEmail(database.db, email)).toBeFalsy()
        },
      ),
      { numRuns: 40 },
    )
  })
})
