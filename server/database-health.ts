import { isDatabaseUnavailable } from '#db/unavailable.ts'
import type { Logger } from '#src/lib/logger.ts'

const PROBE_EVERY_MS = 1000
const PROBE_TIMEOUT_MS = 2000
const RECENT_FAILURE_MS = 2000

/**
 * Whether the database answers, as this process last saw it. When a query fails because the
 * database is away (or a PostgreSQL restart drops an idle connection), the shop is marked
 * unavailable: requests that need the database get a fast 503 instead of waiting on it, and a probe
 * runs every second until the database answers again. Nothing else has to reconnect: the pool opens
 * fresh connections for the next query.
 */
export class DatabaseHealth {
  #available = true
  #since: Date | null = null
  #timer: NodeJS.Timeout | undefined
  #stopped = false
  #probing = false
  #lastFailure = 0
  readonly #probe: () => Promise<unknown>
  readonly #log: Logger

  constructor(probe: () => Promise<unknown>, log: Logger) {
    this.#probe = probe
    this.#log = log
  }

  get available(): boolean {
    return this.#available
  }

  /** When the database was last found away; null while it answers. */
  get unavailableSince(): Date | null {
    return this.#since
  }

  /** A query failed because the database is away: answer 503 until a probe succeeds. */
  reportUnavailable(error: Error): void {
    if (this.#stopped) return
    this.#lastFailure = Date.now()
    if (this.#available) {
      this.#log.error({ err: error }, 'database unavailable: answering 503 until it is back')
      this.#available = false
      this.#since = new Date()
    }
    // The first probe goes at once: a connection the database ended (57P01) while it stays up is
    // replaced by the next query, and the shop should not refuse anyone meanwhile.
    this.#timer ??= setTimeout(() => void this.#recheck(), this.#probing ? PROBE_EVERY_MS : 0)
    this.#probing = true
  }

  /**
   * Whether a connection failed in the last moments. A request that then fails in a way nobody
   * recognises (a library wrapped the cause away) most likely failed for that reason: it gets a
   * 503, which invites a retry, rather than a 500.
   */
  failedRecently(withinMs = RECENT_FAILURE_MS): boolean {
    return Date.now() - this.#lastFailure < withinMs
  }

  /** Asks the database now (for /healthz), and records what it said. */
  async check(): Promise<boolean> {
    try {
      await withTimeout(this.#probe(), PROBE_TIMEOUT_MS)
      if (!this.#available) {
        this.#log.info({ awayMs: Date.now() - (this.#since?.getTime() ?? Date.now()) }, 'database is back')
        this.#available = true
        this.#since = null
      }
      this.#probing = false
      return true
    } catch (error) {
      // A probe that only waited too long (a pool full of slow queries) says "busy", not "away":
      // /healthz answers 503, but requests are not refused for it.
      if (isDatabaseUnavailable(error)) this.reportUnavailable(error as Error)
      return false
    }
  }

  async #recheck() {
    this.#timer = undefined
    if (this.#stopped) return
    if (!(await this.check())) this.#timer ??= setTimeout(() => void this.#recheck(), PROBE_EVERY_MS)
  }

  stop(): void {
    this.#stopped = true
    clearTimeout(this.#timer)
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database gave no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
