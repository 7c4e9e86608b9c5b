import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable, isPoolSaturated } from '#db/unavailable.ts'
import { DatabaseHealth } from './database-health.ts'

const fault = (code: string, message = 'x') => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', fault('57P01', 'terminating connection due to administrator command')],
    ['ECONNREFUSED', fault('ECONNREFUSED')],
    ['SQLITE_BUSY', fault('SQLITE_BUSY', 'database is locked')],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['a wrapped cause', new Error('Database migration failed', { cause: fault('08006') })],
  ])('says yes to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', fault('23505', 'duplicate key')],
    ['a syntax error', fault('42601')],
    ['SQLITE_CONSTRAINT', fault('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['a full pool (the database is there, this process asks too much)', new Error('timeout exceeded when trying to connect')],
  ])('says no to %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})

describe('isPoolSaturated', () => {
  it('tells a full pool from a database that is away', () => {
    expect(isPoolSaturated(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isPoolSaturated(new Error('Connection terminated due to connection timeout'))).toBe(false)
    expect(isPoolSaturated(fault('ECONNREFUSED'))).toBe(false)
  })
})

describe('DatabaseHealth', () => {
  const silent = pino({ level: 'silent' })

  it('is unavailable once a probe confirms a reported failure, until a probe answers, then available again by itself', async () => {
    let up = false
    const health = new DatabaseHealth(async () => {
      if (!up) throw fault('ECONNREFUSED')
    }, silent)
    expect(health.available).toBe(true)
    expect(health.failedRecently()).toBe(false)
    health.reportUnavailable(fault('57P01'))
    await health.settled()
    expect(health.failedRecently()).toBe(true)
    expect(health.available).toBe(false)
    expect(health.unavailableSince).toBeInstanceOf(Date)
    expect(await health.check()).toBe(false)
    up = true
    await expect.poll(() => health.available, { timeout: 5000 }).toBe(true)
    expect(health.unavailableSince).toBeNull()
    health.stop()
  })

  it("takes a failure that only looks like the database's (a client dropping its upload) for nothing while the database answers", async () => {
    let probes = 0
    const health = new DatabaseHealth(async () => {
      probes++
    }, silent)
    // Several at once: one probe answers them all.
    for (let i = 0; i < 5; i++) health.reportUnavailable(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
    expect(health.available).toBe(true)
    await health.settled()
    expect(probes).toBe(1)
    expect(health.available).toBe(true)
    expect(health.failedRecently()).toBe(false)
    health.stop()
  })
})
