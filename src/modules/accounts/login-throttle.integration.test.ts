import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { blockFor, clearFailures, recordFailure, THROTTLE, throttledFor, tooManyAttempts } from './login-throttle.service.ts'

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
    for (let i = 0; i < THROTTLE.perPair - 1; i++) await recordFailure(db, 'grow@example.in', '10.2.0.1', now)
    expect(await throttledFor(db, 'grow@example.in', '10.2.0.1', now)).toBe(0)
    await recordFailure(db, 'grow@example.in', '10.2.0.1', now)
    expect(await throttledFor(db, 'grow@example.in', '10.2.0.1', now)).toBe(15 * MINUTE)
    // Another address, and another account from this address, are not held back.
    expect(await throttledFor(db, 'grow@example.in', '10.2.0.2', now)).toBe(0)
    expect(await throttledFor(db, 'other@example.in', '10.2.0.1', now)).toBe(0)

    now += 15 * MINUTE
    expect(await throttledFor(db, 'grow@example.in', '10.2.0.1', now)).toBe(0)
    await recordFailure(db, 'grow@example.in', '10.2.0.1', now)
    expect(await throttledFor(db, 'grow@example.in', '10.2.0.1', now)).toBe(30 * MINUTE)
    now += 30 * MINUTE
    await recordFailure(db, 'grow@example.in', '10.2.0.1', now)
    expect(await throttledFor(db, 'grow@example.in', '10.2.0.1', now)).toBe(60 * MINUTE)

    await clearFailures(db, 'grow@example.in', '10.2.0.1')
    expect(await throttledFor(db, 'grow@example.in', '10.2.0.1', now)).toBe(0)
  })

  it('keeps the per-address limit across accounts', async () => {
    const now = Date.parse('2026-11-22T11:00:00Z')
    for (let i = 0; i < THROTTLE.perAddress; i++) await recordFailure(database.db, `spray${i}@example.in`, '10.3.0.1', now)
    expect(await throttledFor(database.db, 'anyone@example.in', '10.3.0.1', now + MINUTE)).toBe(14 * MINUTE)
    expect(await throttledFor(database.db, 'anyone@example.in', '10.3.0.1', now + 15 * MINUTE)).toBe(0)
  })
})

describe('hold-back lengths', () => {
  it('grow from 15 minutes and stop at a day', () => {
    expect([4, 5, 6, 7].map(blockFor)).toEqual([0, 15 * MINUTE, 30 * MINUTE, 60 * MINUTE])
    expect(blockFor(40)).toBe(24 * 60 * MINUTE)
    expect(tooManyAttempts(15 * MINUTE)).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.')
    expect(tooManyAttempts(20_000)).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.')
  })
})
