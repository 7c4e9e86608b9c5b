import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#db/database.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { claimTick } from './job-lease.repository.ts'
import { jobsLastSucceeded, runIfDue, type ScheduledJob } from './scheduled-job.service.ts'

describe.each(TEST_DIALECTS)('once-only scheduled jobs on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
  })
  afterAll(() => database.destroy())

  it('two competing runners never both run a tick, and the due tick runs exactly once', async () => {
    let running = 0
    let overlaps = 0
    let ticks = 0
    const job: ScheduledJob = {
      name: `competing-${dialect}`,
      everyMs: 60_000,
      lockMs: 60_000,
      async run() {
        running += 1
        if (running > 1) overlaps += 1
        ticks += 1
        // Hold the tick across a few event-loop turns so the rival's attempts land while it runs.
        await new Promise((resolve) => setTimeout(resolve, 20))
        running -= 1
      },
    }
    const now = new Date('2026-11-22T10:00:00.000Z')
    const attempts = Array.from({ length: 20 }, (_, i) => runIfDue(database.db, job, i % 2 === 0 ? 'runner-a' : 'runner-b', now))
    const won = await Promise.all(attempts)
    expect(won.filter(Boolean)).toHaveLength(1)
    expect(ticks).toBe(1)
    expect(overlaps).toBe(0)

    // Within the period nobody runs it again; once it is due, one of them does.
    const soon = new Date(now.getTime() + 30_000)
    expect(await Promise.all([runIfDue(database.db, job, 'runner-a', soon), runIfDue(database.db, job, 'runner-b', soon)])).toEqual([
      false,
      false,
    ])
    const due = new Date(Date.now() + 120_000)
    const next = await Promise.all([runIfDue(database.db, job, 'runner-a', due), runIfDue(database.db, job, 'runner-b', due)])
    expect(next.filter(Boolean)).toHaveLength(1)
    expect(ticks).toBe(2)
  })

  it('a tick still running holds the lease even when the next one falls due; a runner that died is taken over after the lock', async () => {
    const job: ScheduledJob = { name: `crashed-${dialect}`, everyMs: 1000, lockMs: 5000, run: async () => {} }
    const start = new Date('2026-11-22T10:00:00.000Z')
    // runner-a takes the tick and never finishes it (its process died).
    expect(await claimTick(database.db, job.name, 'runner-a', start, job.lockMs)).toBe(true)
    const later = (ms: number) => new Date(start.getTime() + ms)
    expect(await runIfDue(database.db, job, 'runner-b', later(2000))).toBe(false)
    expect(await runIfDue(database.db, job, 'runner-b', later(6000))).toBe(true)
  })

  it('a tick that fails leaves the last success where it was; one that finishes records it (for /metrics)', async () => {
    let fail = true
    const job: ScheduledJob = {
      name: `last-success-${dialect}`,
      everyMs: 1000,
      lockMs: 5000,
      run: async () => {
        if (fail) throw new Error('the gateway did not answer')
      },
    }
    const lastOf = async () => (await jobsLastSucceeded(database.db)).find((row) => row.name === job.name)?.lastSucceededAt
    await expect(runIfDue(database.db, job, 'runner-a', new Date('2026-11-22T10:00:00.000Z'))).rejects.toThrow('did not answer')
    expect(await lastOf()).toBeNull()
    fail = false
    const before = Date.now()
    expect(await runIfDue(database.db, job, 'runner-a', new Date(Date.now() + 60_000))).toBe(true)
    const last = await lastOf()
    expect(Date.parse(last ?? '')).toBeGreaterThanOrEqual(before)
    fail = true
    await expect(runIfDue(database.db, job, 'runner-a', new Date(Date.now() + 120_000))).rejects.toThrow()
    expect(await lastOf()).toBe(last)
  })

  it('runners on separate connections (as separate processes have) still get one tick between them', async () => {
    const second = dialect === 'sqlite' ? null : openDatabase({ databaseUrl: database.url, poolSize: 4 })
    try {
      let ticks = 0
      const job: ScheduledJob = {
        name: `pools-${dialect}`,
        everyMs: 60_000,
        lockMs: 60_000,
        run: async () => {
          ticks += 1
        },
      }
      const now = new Date('2026-11-22T11:00:00.000Z')
      const other = second?.db ?? database.db
      const won = await Promise.all(Array.from({ length: 10 }, (_, i) => runIfDue(i % 2 ? database.db : other, job, `runner-${i}`, now)))
      expect(won.filter(Boolean)).toHaveLength(1)
      expect(ticks).toBe(1)
    } finally {
      await second?.close()
    }
  })
})
