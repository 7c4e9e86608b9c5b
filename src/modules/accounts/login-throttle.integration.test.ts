import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import {
  accountHeld,
  blockFor,
  clearAccountHold,
  clearFailures,
  recordFailure,
  THROTTLE,
  throttledFor,
  tooManyAttempts,
} from './login-throttle.service.ts'

const MINUTE = 60_000

describe.each(TEST_DIALECTS)('login throttle on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
  })
  afterAll(() => database.destroy())

  it('holds a pair back 15 minutes after 5 failures, then twice as long after each further failure', async () => {
    const db = database.db
    let now = Date.parse('2026-11-22T10:00:00Z')
    for (let i = 0; i < THROTTLE.perPair - 1; i++) await recordFailure(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)
    expect((await throttledFor(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)).wait).toBe(0)
    await recordFailure(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)
    expect((await throttledFor(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)).wait).toBe(15 * MINUTE)
    // Another address, and another account from this address, are not held back.
    expect((await throttledFor(db, { email: 'grow@example.in', ip: '10.2.0.2', device: null }, now)).wait).toBe(0)
    expect((await throttledFor(db, { email: 'other@example.in', ip: '10.2.0.1', device: null }, now)).wait).toBe(0)

    now += 15 * MINUTE
    expect((await throttledFor(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)).wait).toBe(0)
    await recordFailure(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)
    expect((await throttledFor(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)).wait).toBe(30 * MINUTE)
    now += 30 * MINUTE
    await recordFailure(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)
    expect((await throttledFor(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)).wait).toBe(60 * MINUTE)

    await clearFailures(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null })
    expect((await throttledFor(db, { email: 'grow@example.in', ip: '10.2.0.1', device: null }, now)).wait).toBe(0)
  })

  it('keeps the per-address limit across accounts', async () => {
    const now = Date.parse('2026-11-22T11:00:00Z')
    for (let i = 0; i < THROTTLE.perAddress; i++)
      await recordFailure(database.db, { email: `spray${i}@example.in`, ip: '10.3.0.1', device: null }, now)
    expect((await throttledFor(database.db, { email: 'anyone@example.in', ip: '10.3.0.1', device: null }, now + MINUTE)).wait).toBe(
      14 * MINUTE,
    )
    expect((await throttledFor(database.db, { email: 'anyone@example.in', ip: '10.3.0.1', device: null }, now + 15 * MINUTE)).wait).toBe(0)
  })

  it('holds an account for unknown devices after 20 failures from 20 addresses in an hour; its known devices still try', async () => {
    const db = database.db
    const start = Date.parse('2026-11-22T12:00:00Z')
    const email = 'guessed@example.in'
    const held: boolean[] = []
    for (let i = 0; i < THROTTLE.perAccount; i++)
      held.push((await recordFailure(db, { email, ip: `198.51.100.${i}`, device: null }, start + i * MINUTE)).heldUntil !== null)
    // The hold starts with the 20th failure, once: that failure alone tells the owner.
    expect(held.filter(Boolean)).toHaveLength(1)
    expect(held.at(-1)).toBe(true)
    expect((await recordFailure(db, { email, ip: '198.51.100.250', device: null }, start + 21 * MINUTE)).heldUntil).toBeNull()
    const later = start + 30 * MINUTE
    // Any unknown device, from any address, waits until the hour that began with the first failure is over.
    expect(await throttledFor(db, { email, ip: '203.0.113.99', device: null }, later)).toEqual({ wait: 30 * MINUTE, accountHeld: true })
    // A browser that has signed in to the account before is not held by it.
    expect(await throttledFor(db, { email, ip: '203.0.113.99', device: 'owners-laptop-01' }, later)).toEqual({
      wait: 0,
      accountHeld: false,
    })
    // Other accounts are not held.
    expect((await throttledFor(db, { email: 'neighbour@example.in', ip: '203.0.113.99', device: null }, later)).wait).toBe(0)

    // After the hour, guessing starts a new window, and a new hold would tell the owner again.
    const next = start + 61 * MINUTE
    expect((await throttledFor(db, { email, ip: '203.0.113.99', device: null }, next)).wait).toBe(0)
    expect((await recordFailure(db, { email, ip: '203.0.113.98', device: null }, next)).heldUntil).toBeNull()
    expect((await throttledFor(db, { email, ip: '203.0.113.97', device: null }, next)).wait).toBe(0)
  })

  it('counts failures that arrive at once, and a password reset lifts the hold', async () => {
    const db = database.db
    const now = Date.parse('2026-11-22T14:00:00Z')
    const email = 'stormed@example.in'
    const results = await Promise.all(
      Array.from({ length: THROTTLE.perAccount + 5 }, (_, i) => recordFailure(db, { email, ip: `192.0.2.${i}`, device: null }, now)),
    )
    expect(results.filter((r) => r.heldUntil !== null)).toHaveLength(1)
    expect((await throttledFor(db, { email, ip: '192.0.2.200', device: null }, now)).accountHeld).toBe(true)
    await clearAccountHold(db, 'Stormed@example.in')
    expect((await throttledFor(db, { email, ip: '192.0.2.200', device: null }, now)).wait).toBe(0)
  })

  it("holds a known device on its own failures, never the account's", async () => {
    const db = database.db
    const now = Date.parse('2026-11-22T16:00:00Z')
    const attempt = { email: 'owner@example.in', ip: '10.9.0.1', device: 'family-laptop-1' }
    for (let i = 0; i < THROTTLE.perPair; i++) expect((await recordFailure(db, attempt, now)).heldUntil).toBeNull()
    expect(await throttledFor(db, attempt, now)).toEqual({ wait: 15 * MINUTE, accountHeld: false })
    // The same address without the cookie is not held by the device's failures.
    expect((await throttledFor(db, { ...attempt, device: null }, now)).wait).toBe(0)
    await clearFailures(db, attempt)
    expect((await throttledFor(db, attempt, now)).wait).toBe(0)
  })
})

describe('hold-back lengths', () => {
  it('grow from 15 minutes and stop at a day', () => {
    expect([4, 5, 6, 7].map(blockFor)).toEqual([0, 15 * MINUTE, 30 * MINUTE, 60 * MINUTE])
    expect(blockFor(40)).toBe(24 * 60 * MINUTE)
    expect(tooManyAttempts(15 * MINUTE)).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.')
    expect(tooManyAttempts(20_000)).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.')
    expect(accountHeld(30 * MINUTE)).toBe(
      'This account has had too many failed sign-in attempts. Please wait 30 minutes, sign in from a device you have signed in with before, or reset your password.',
    )
  })
})
