import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { authSecretOf, ConfigError, DEFAULT_DATABASE_POOL, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.sqliteFile).toMatch(/data\/deccan-digital\.sqlite$/)
    expect(config.seedCatalogue).toBe(true)
  })

  it('takes absolute URLs from PUBLIC_URL, or in a demo start from localhost, and answers as itself only on their hosts', () => {
    expect(loadConfig({})).toMatchObject({
      publicUrl: 'http://localhost:3000',
      publicHosts: ['localhost:3000', '127.0.0.1:3000', '[::1]:3000'],
    })
    expect(loadConfig({ PUBLIC_URL: 'https://deccandigital.in/' })).toMatchObject({
      publicUrl: 'https://deccandigital.in',
      publicHosts: ['deccandigital.in'],
    })
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true' }).publicUrl).toBe('http://localhost:3000')
  })

  it('runs a worker per core unless WORKERS says how many, and refuses a count that is not one or more', () => {
    expect(loadConfig({}).workers).toBe(availableParallelism())
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1)
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4)
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(ConfigError)
    expect(() => loadConfig({ WORKERS: 'many' })).toThrow(/WORKERS/)
  })

  it('holds DEFAULT_DATABASE_POOL PostgreSQL connections per process unless DATABASE_POOL says how many', () => {
    expect(loadConfig({}).databasePool).toBe(DEFAULT_DATABASE_POOL)
    expect(loadConfig({ DATABASE_POOL: '12' }).databasePool).toBe(12)
    expect(() => loadConfig({ DATABASE_POOL: '0' })).toThrow(/DATABASE_POOL/)
    expect(() => loadConfig({ DATABASE_POOL: 'lots' })).toThrow(/DATABASE_POOL/)
  })

  it('keeps uploads where every instance reads them: the database with PostgreSQL, UPLOADS_DIR when given, else DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).uploads).toEqual({ kind: 'directory', directory: '/srv/shop/uploads' })
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop' }).uploads).toEqual({ kind: 'database' })
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop', UPLOADS_DIR: '/mnt/shared' }).uploads).toEqual({
      kind: 'directory',
      directory: '/mnt/shared',
    })
  })

  it('keeps sellers’ documents privately: the database with PostgreSQL, else under DATA_DIR, never in UPLOADS_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/shop', UPLOADS_DIR: '/mnt/shared' }).documents).toEqual({
      kind: 'directory',
      directory: '/srv/shop/private/seller-documents',
    })
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop', UPLOADS_DIR: '/mnt/shared' }).documents).toEqual({ kind: 'database' })
  })

  it('turns Razorpay on only with both keys', () => {
    expect(loadConfig({}).razorpay).toBeNull()
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret-123' }).razorpay).toEqual({
      keyId: 'rzp_test_abc',
      keySecret: 'secret-123',
      webhookSecret: undefined,
    })
    // A staging shop or a test may point it at a stand-in for Razorpay's API.
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret-123' }
    expect(loadConfig({ ...keys, RAZORPAY_API_URL: 'http://127.0.0.1:4010/' }).razorpay).toMatchObject({ apiBase: 'http://127.0.0.1:4010' })
    expect(() => loadConfig({ ...keys, RAZORPAY_API_URL: 'ftp://razorpay' })).toThrow(/RAZORPAY_API_URL/)
  })

  it('runs the demo shop outside production: sample catalogue, demo sign-ins, test payments', () => {
    expect(loadConfig({})).toMatchObject({ demo: true, seedCatalogue: true, testGateway: true })
  })

  it('keeps a production shop bare unless DEMO or PAYMENT_TEST_GATEWAY says otherwise', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://deccandigital.in' }
    expect(loadConfig(production)).toMatchObject({ demo: false, seedCatalogue: false, testGateway: false })
    expect(loadConfig({ ...production, PAYMENT_TEST_GATEWAY: 'true' })).toMatchObject({ demo: false, testGateway: true })
    // npm start: the production build as a demo, which may do without AUTH_SECRET (one is kept in DATA_DIR).
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'true' })).toMatchObject({
      demo: true,
      seedCatalogue: true,
      testGateway: true,
      authSecret: null,
    })
  })

  it('never runs the test gateway beside Razorpay', () => {
    expect(
      loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret-123', PAYMENT_TEST_GATEWAY: 'true' }).testGateway,
    ).toBe(false)
  })

  it('reads Stripe’s keys, both or neither, and lets a stand-in for Stripe serve only test keys', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }
    expect(loadConfig({ ...keys, PAYMENT_TEST_GATEWAY: 'true' })).toMatchObject({
      stripe: { secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', webhookSecret: 'whsec_abc123', jsUrl: 'https://js.stripe.com/v3' },
      // Never the test gateway beside a real one.
      testGateway: false,
    })
    expect(loadConfig({}).stripe).toBeNull()
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both/)
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'rzp_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/sk_test_/)
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/both test keys/)
    const fake = { STRIPE_API_BASE: 'http://127.0.0.1:4242', STRIPE_JS_URL: 'http://127.0.0.1:4242/v3' }
    expect(loadConfig({ ...keys, ...fake }).stripe).toMatchObject({ apiBase: 'http://127.0.0.1:4242', jsUrl: 'http://127.0.0.1:4242/v3' })
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', ...fake })).toThrow(
      /only with test keys/,
    )
  })

  it('hashes passwords at OWASP’s cost unless a test shop, where no real money moves, asks for the light one', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://deccandigital.in' }
    expect(loadConfig(production).passwordHashCost).toBe('owasp')
    expect(loadConfig({ ...production, PAYMENT_TEST_GATEWAY: 'true', PASSWORD_HASH_COST: 'light' }).passwordHashCost).toBe('light')
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: 'light' })).toThrow(/PASSWORD_HASH_COST: light is only for a test shop/)
    expect(() =>
      loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret-123', PASSWORD_HASH_COST: 'light' }),
    ).toThrow(/PASSWORD_HASH_COST/)
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/)
  })

  it('has no /metrics unless METRICS_TOKEN is set, and then only a long secret without spaces', () => {
    expect(loadConfig({}).metricsToken).toBeNull()
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull()
    expect(loadConfig({ METRICS_TOKEN: 'f'.repeat(64) }).metricsToken).toBe('f'.repeat(64))
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN: must be 32 or more printable characters/)
    expect(() => loadConfig({ METRICS_TOKEN: `${'f'.repeat(32)} ${'f'.repeat(8)}` })).toThrow(/METRICS_TOKEN/)
  })

  it('keeps one generated secret for a demo start without AUTH_SECRET', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'deccan-secret-'))
    try {
      const first = authSecretOf({ authSecret: null, dataDir })
      expect(first.length).toBeGreaterThanOrEqual(32)
      expect(authSecretOf({ authSecret: null, dataDir })).toBe(first)
      expect(authSecretOf({ authSecret: 'given'.repeat(8), dataDir })).toBe('given'.repeat(8))
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('reads PostgreSQL and flags', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/shop', PORT: '8080', SEED_CATALOGUE: 'false' })
    expect(config.databaseUrl).toBe('postgres://127.0.0.1/shop')
    expect(config.port).toBe(8080)
    expect(config.seedCatalogue).toBe(false)
  })

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SEED_CATALOGUE: 'maybe' }, /SEED_CATALOGUE/],
    [{ NODE_ENV: 'production' }, /AUTH_SECRET: is required in production/],
    [{ NODE_ENV: 'production', DEMO: 'false' }, /AUTH_SECRET: is required in production/],
    [{ DEMO: 'yes' }, /DEMO/],
    [{ PAYMENT_TEST_GATEWAY: 'on' }, /PAYMENT_TEST_GATEWAY/],
    [{ AUTH_SECRET: 'short' }, /AUTH_SECRET: must be at least 32 characters/],
    [{ PUBLIC_URL: 'ftp://shop' }, /PUBLIC_URL/],
    [{ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }, /PUBLIC_URL: is required in production/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL/],
    [{ RAZORPAY_KEY_ID: 'rzp_test_abc' }, /set both, or neither/],
    [{ RAZORPAY_KEY_ID: 'not-a-key', RAZORPAY_KEY_SECRET: 'secret-123' }, /RAZORPAY_KEY_ID/],
  ])('stops on a bad value: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})
