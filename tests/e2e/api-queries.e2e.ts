import { describe, expect, inject, it } from 'vitest'
import { uniqueEmail } from './accounts-fixtures.ts'
import { E2E_ADMIN } from './global-setup.ts'

// Issue 29: every API list reads its query through one checked schema (src/api/v1/list-query.ts): an
// unknown parameter, a repeated one or a malformed value is a 400 `invalid_query`, never a 200 that
// ignored it nor a 500 from a page number the database cannot hold.

const baseURL = inject('baseURL')

async function signIn(path: string, body: unknown): Promise<string> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBeLessThan(300)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

describe('API list queries', () => {
  const get = async (path: string, cookie: string) => fetch(`${baseURL}${path}`, { headers: { cookie } })

  it.each([
    '/api/v1/admin/orders?status=zz',
    '/api/v1/admin/orders?paymentStatus=owed',
    '/api/v1/admin/orders?from=2026-02-30',
    '/api/v1/admin/orders?status=shipped&status=delivered',
    '/api/v1/admin/users?zz=1',
    '/api/v1/admin/users?page=Infinity',
    '/api/v1/admin/users?role=owner',
    '/api/v1/admin/products?page=99999999999999999999999',
    '/api/v1/admin/products?page=0',
    '/api/v1/admin/messages?unhandled=maybe',
    '/api/v1/admin/subscribers?page=-1',
    '/api/v1/admin/payment-methods?x=1',
    `/api/v1/admin/audit?entity=${'e'.repeat(41)}`,
  ])('an admin asking %s gets a 400 invalid_query', async (path) => {
    const admin = await signIn('/api/v1/auth/sign-in', { email: E2E_ADMIN.email, password: E2E_ADMIN.password })
    const response = await get(path, admin)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatchObject({ code: 'invalid_query', message: expect.any(String) })
  })

  it('still answers the well-formed ones', async () => {
    const admin = await signIn('/api/v1/auth/sign-in', { email: E2E_ADMIN.email, password: E2E_ADMIN.password })
    for (const path of [
      '/api/v1/admin/orders?status=pending&paymentStatus=pending&from=2026-01-01&to=2026-12-31&q=DD&page=2',
      '/api/v1/admin/users?q=admin&role=admin&page=1',
      '/api/v1/admin/products?q=book&page=999999',
      '/api/v1/admin/messages?unhandled=true',
      '/api/v1/admin/payment-methods',
    ]) {
      expect((await get(path, admin)).status, path).toBe(200)
    }
    const users = await (await get(`/api/v1/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}&role=admin`, admin)).json()
    expect(users.users.map((u: { email: string }) => u.email)).toEqual([E2E_ADMIN.email])
  })

  it("a customer's order list takes no parameters", async () => {
    const customer = await signIn('/api/v1/auth/sign-up', {
      name: 'Query Buyer',
      email: uniqueEmail('query'),
      password: 'query-pass-1',
      confirmPassword: 'query-pass-1',
    })
    expect((await get('/api/v1/orders', customer)).status).toBe(200)
    const paged = await get('/api/v1/orders?page=x', customer)
    expect(paged.status).toBe(400)
    expect((await paged.json()).error.code).toBe('invalid_query')
  })
})
