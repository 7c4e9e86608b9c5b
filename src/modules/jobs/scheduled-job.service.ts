import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { Logger } from '#src/platform/logger.ts'
import { claimTick, finishTick, lastSuccesses } from './job-lease.repository.ts'

export interface ScheduledJob {
  /** The lease's name: one per kind of work, shared by every runner of it. */
  name: string
  everyMs: number
  /**
   * How long a tick may hold the lease: past it, a runner that died mid-tick is presumed dead and
   * another may take over. Longer than any tick takes.
   */
  lockMs: number
  run(): Promise<unknown>
}

/**
 * Runs a job's tick if this runner wins it. Every worker of every instance calls this on its own
 * timer; the lease row in the shared database makes sure each tick runs once, by one of them, and
 * never while another tick of the same job is still running. Returns whether this runner ran it.
 */
export async function runIfDue(db: Database, job: ScheduledJob, holder: string, now = new Date()): Promise<boolean> {
  if (!(await claimTick(db, job.name, holder, now, job.lockMs))) return false
  let succeeded = false
  try {
    await job.run()
    succeeded = true
  } finally {
    const finished = new Date()
    // The next tick is due one period after this one started, as a single timer would have run it.
    const next = new Date(Math.max(now.getTime() + job.everyMs, finished.getTime()))
    await finishTick(db, job.name, holder, finished, next, succeeded)
  }
  return true
}

/** When each job that has run last finished a tick without failing (null: never since it was recorded), for /metrics. */
export function jobsLastSucceeded(db: Database): Promise<Array<{ name: string; lastSucceededAt: string | null }>> {
  return lastSuccesses(db)
}

/**
 * Checks the job a few times per period (so a tick starts soon after it is due, whichever runner
 * gets there first) and returns the stop. Failures are logged; the next check tries again.
 */
export function scheduleOnceOnly(db: Database, log: Logger, job: ScheduledJob): () => void {
  const holder = `${process.pid}:${randomUUID()}`
  const check = () => runIfDue(db, job, holder).catch((error: unknown) => log.error({ err: error, job: job.name }, 'scheduled job failed'))
  void check()
  const timer = setInterval(check, Math.max(1000, Math.floor(job.everyMs / 4)))
  timer.unref()
  return () => clearInterval(timer)
}
