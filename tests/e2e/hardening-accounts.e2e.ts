import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTION_ENV } from '#scripts/server-process.ts'
import { uniqueEmail } from './accounts-fixtures.ts'
import { client, cookiesOf, type OwnShop, startOwnShop } from './own-shop.ts'

// Sign-in hardening over HTTP, on a shop of its own: served as https (PUBLIC_URL), behind a proxy that
// names the client (TRUST_PROXY), with its request log captured.

const COMMON_PASSWORD = 'This password is too common and easy to guess. Please choose a different one.'
const PASSWORD = 'hinjewadi-phase-2'

let shop: OwnShop
beforeAll(async () => {
  shop = await startOwnShop({
    PUBLIC_URL: 'https://shop.deccandigital.test',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    RESPONSE_CACHE_TTL: '0',
    // A real shop's cost, which the test below reads back.
    PASSWORD_HASH_COST: '',
  })
})
afterAll(() => shop.stop())

async function signUp(address: string, email = uniqueEmail('hardening'), password = PASSWORD) {
  const response = await client(shop.url, address).json('/api/v1/auth/sign-up', {
    name: 'Asha Kulkarni',
    email,
    password,
    confirmPassword: password,
  })
  return { response, email }
}

describe('common passwords', () => {
  it.each(['123456', 'password', '12345678', 'qwerty123', 'iloveyou'])('refuses %s at sign-up, with a clear message', async (password) => {
    const { response, email } = await signUp('10.10.0.1', uniqueEmail('common'), password)
    expect(response.status).toBe(400)
    expect((await response.json()).error.message).toBe(COMMON_PASSWORD)
    expect(shop.db().prepare('select count(*) as n from users where email = ?').get(email)).toEqual({ n: 0 })
  })

  it('refuses one on the registration page too', async () => {
    const password = 'iloveyou'
    const response = await client(shop.url, '10.10.0.2').form('/register', {
      name: 'Asha',
      email: uniqueEmail('page'),
      password,
      confirmPassword: password,
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain(COMMON_PASSWORD)
  })

  it('refuses one in npm run admin:create', () => {
    let failure = ''
    try {
      execFileSync(
        process.execPath,
        ['scripts/admin-create.ts', '--email', 'boss@example.in', '--name', 'Boss', '--password', 'qwertyuiop'],
        {
          env: { ...process.env, ...PRODUCTION_ENV, PUBLIC_URL: shop.url, DATA_DIR: shop.dataDir },
          stdio: 'pipe',
        },
      )
    } catch (error) {
      failure = String((error as { stderr?: Buffer }).stderr ?? '')
    }
    expect(failure).toContain(COMMON_PASSWORD)
    expect(shop.db().prepare("select count(*) as n from users where email = 'boss@example.in'").get()).toEqual({ n: 0 })
  })

  it('refuses one on password reset and for an account an admin makes', async () => {
    const from = client(shop.url, '10.10.0.4')
    const { email } = await signUp('10.10.0.4')
    await from.form('/forgot-password', { email })
    const mail = shop.db().prepare("select text_body from email_outbox where to_address = ? and kind = 'password-reset'").get(email) as {
      text_body: string
    }
    const token = /reset-password\?token=(\S+)/.exec(mail.text_body)?.[1] ?? ''
    const reset = await from.form(`/reset-password?token=${token}`, { password: 'password', confirmPassword: 'password' })
    expect(reset.status).toBe(400)
    expect(await reset.text()).toContain(COMMON_PASSWORD)

    execFileSync(
      process.execPath,
      ['scripts/admin-create.ts', '--email', 'chief@example.in', '--name', 'Chief', '--password', 'chief-admin-secret-9'],
      {
        env: { ...process.env, ...PRODUCTION_ENV, PUBLIC_URL: shop.url, DATA_DIR: shop.dataDir },
        stdio: 'pipe',
      },
    )
    const admin = cookiesOf(await from.json('/api/v1/auth/sign-in', { email: 'chief@example.in', password: 'chief-admin-secret-9' }))
    const made = await from.json(
      '/api/v1/admin/users',
      { name: 'Ravi', email: uniqueEmail('made'), password: '12345678', role: 'customer' },
      { cookie: admin },
    )
    expect(made.status).toBe(400)
    expect(JSON.stringify(await made.json())).toContain(COMMON_PASSWORD)
  })

  it('stores a new password as scrypt with N=2^17', async () => {
    const { response, email } = await signUp('10.10.0.3')
    expect(response.status).toBe(201)
    const row = shop.db().prepare('select a.password from accounts a join users u on u.id = a.user_id where u.email = ?').get(email) as {
      password: string
    }
    expect(row.password).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/)
  })
})

describe('sign-in throttle', () => {
  it('holds back the guessing address only: the owner signs in from elsewhere', async () => {
    const { email } = await signUp('10.11.0.1')
    const attacker = client(shop.url, '203.0.113.7')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await attacker.json('/api/v1/auth/sign-in', { email, password: `wrong-${i}` })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    const right = await attacker.json('/api/v1/auth/sign-in', { email, password: PASSWORD })
    expect(right.status).toBe(429)
    expect((await right.json()).error.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.')

    const owner = await client(shop.url, '198.51.100.20').json('/api/v1/auth/sign-in', { email, password: PASSWORD })
    expect(owner.status).toBe(200)
  })
})

describe('answers that belong to one person', () => {
  it('are private and never stored, and an https shop sends HSTS', async () => {
    const from = client(shop.url, '10.12.0.1')
    const { response: signedUp, email } = await signUp('10.12.0.1')
    expect(signedUp.headers.get('cache-control')).toBe('private, no-store')
    const signedIn = await from.json('/api/v1/auth/sign-in', { email, password: PASSWORD })
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    expect((await from.json('/api/v1/auth/sign-in', { email, password: 'not-the-one' })).headers.get('cache-control')).toBe(
      'private, no-store',
    )

    const cookie = cookiesOf(signedIn)
    for (const path of ['/account', '/orders', '/orders/no-such-order', '/orders/no-such-order/invoice', '/checkout', '/products']) {
      const page = await from.get(path, { cookie })
      expect(page.headers.get('cache-control'), path).toBe('private, no-store')
      expect(page.headers.get('vary'), path).toMatch(/\bCookie\b/)
    }
    const anonymous = await from.get('/products')
    expect(anonymous.headers.get('vary')).toMatch(/\bCookie\b/)
    expect(anonymous.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })
})

describe('password reset links', () => {
  it('are never written to the log, and a used or unknown one says so before the form', async () => {
    const secret = 'QmVyeVNlY3JldFRva2VuMTIz'
    const page = await client(shop.url, '10.13.0.1').get(`/reset-password?token=${secret}&signature=abc&key=k1`)
    const html = await page.text()
    expect(html).toContain('This password reset link is invalid or has expired. Please ask for a new one.')
    expect(html).not.toContain('Save New Password')
    await expect.poll(() => shop.output()).toContain('/reset-password?token=[redacted]&signature=[redacted]&key=[redacted]')
    expect(shop.output()).not.toContain(secret)
  })
})

describe('sessions', () => {
  it('end 30 days after sign-in, however recently used', async () => {
    const from = client(shop.url, '10.14.0.1')
    // Sign-up signs the new customer in: that is the account's one session.
    const { response, email } = await signUp('10.14.0.1')
    const cookie = cookiesOf(response)
    expect((await from.get('/api/v1/me', { cookie })).status).toBe(200)

    // The session was used a moment ago (its expiry is in the future), but its sign-in was 31 days back.
    const db = shop.db()
    const userId = (db.prepare('select id from users where email = ?').get(email) as { id: string }).id
    const { created_at: createdAt } = db.prepare('select created_at from sessions where user_id = ? limit 1').get(userId) as {
      created_at: string | number
    }
    const monthAgo = Date.now() - 31 * 24 * 60 * 60 * 1000
    db.prepare('update sessions set created_at = ? where user_id = ?').run(
      typeof createdAt === 'number' ? monthAgo : new Date(monthAgo).toISOString(),
      userId,
    )

    expect((await from.get('/api/v1/me', { cookie })).status).toBe(401)
    expect(db.prepare('select count(*) as n from sessions where user_id = ?').get(userId)).toEqual({ n: 0 })
  })
})
