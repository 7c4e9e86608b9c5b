import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.sqliteFile).toMatch(/data\/deccan-digital\.sqlite$/)
    expect(config.seedCatalogue).toBe(true)
  })

  it('turns Razorpay on only with both keys', () => {
    expect(loadConfig({}).razorpay).toBeNull()
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret-123' }).razorpay).toEqual({
      keyId: 'rzp_test_abc',
      keySecret: 'secret-123',
      webhookSecret: undefined,
    })
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
    [{ AUTH_SECRET: 'short' }, /AUTH_SECRET: must be at least 32 characters/],
    [{ PUBLIC_URL: 'ftp://shop' }, /PUBLIC_URL/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL/],
    [{ RAZORPAY_KEY_ID: 'rzp_test_abc' }, /set both, or neither/],
    [{ RAZORPAY_KEY_ID: 'not-a-key', RAZORPAY_KEY_SECRET: 'secret-123' }, /RAZORPAY_KEY_ID/],
  ])('stops on a bad value: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})
