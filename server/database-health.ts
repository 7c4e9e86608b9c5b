import type { ServerResponse } from 'node:http'
import { isDatabaseUnavailable } from '#db/unavailable.ts'
import type { Logger } from '#src/platform/logger.ts'
import { jsonHeaders, sendPlain } from './send.ts'

const PROBE_EVERY_MS = 1000
const PROBE_TIMEOUT_MS = 2000
const RECENT_FAILURE_MS = 2000

/**
 * Whether the database answers, as this process last saw it. A query that fails as if the database
 * were away (a refused or dropped connection, a PostgreSQL restart ending idle connections) is only a
 * suspicion: the shop asks the database at once, and only when that probe fails too is the shop marked
 * unavailable. Then requests that need the database get a fast 503 instead of waiting on it, and a probe
 * runs every second until the database answers again. One visitor's dropped connection, or any error
 * that merely looks like a database's, never turns other visitors away. Nothing else has to reconnect:
 * the pool opens fresh connections for the next query.
 */
export class DatabaseHealth {
  #available = true
  #since: Date | null = null
  #timer: NodeJS.Timeout | undefined
  #stopped = false
  #lastFailure = 0
  /** The probe that is confirming or clearing a suspicion, while one runs. */
  #confirming: Promise<boolean> | null = null
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

  /**
   * A query failed as if the database were away: ask the database now. Only if it does not answer is
   * the shop marked unavailable (and answers 503 until a probe succeeds).
   */
  reportUnavailable(error: Error): void {
    if (this.#stopped) return
    if (!this.#available) {
      this.#lastFailure = Date.now()
      return
    }
    if (this.#confirming) return
    this.#log.warn({ err: error }, 'a query failed as if the database were away: checking the database')
    this.#confirming = this.check().finally(() => {
      this.#confirming = null
    })
  }

  /** Resolves when no suspicion is being checked: then `available` says what the database said. */
  async settled(): Promise<void> {
    await this.#confirming
  }

  /**
   * Whether the database was confirmed away in the last moments. A request that then fails in a way
   * nobody recognises (a library wrapped the cause away) most likely failed for that reason: it gets a
   * 503, which invites a retry, rather than a 500.
   */
  failedRecently(withinMs = RECENT_FAILURE_MS): boolean {
    return Date.now() - this.#lastFailure < withinMs
  }

  /** Asks the database now (for /healthz and to confirm a suspicion), and records what it said. */
  async check(): Promise<boolean> {
    try {
      await withTimeout(this.#probe(), PROBE_TIMEOUT_MS)
      if (!this.#available) {
        this.#log.info({ awayMs: Date.now() - (this.#since?.getTime() ?? Date.now()) }, 'database is back')
        this.#available = true
        this.#since = null
      }
      return true
    } catch (error) {
      // A probe that only waited too long (a pool full of slow queries) says "busy", not "away":
      // /healthz answers 503, but requests are not refused for it.
      if (isDatabaseUnavailable(error)) this.#markUnavailable(error as Error)
      return false
    }
  }

  /** The database itself did not answer: refuse requests that need it until a probe succeeds. */
  #markUnavailable(error: Error): void {
    if (this.#stopped) return
    this.#lastFailure = Date.now()
    if (this.#available) {
      this.#log.error({ err: error }, 'database unavailable: answering 503 until it is back')
      this.#available = false
      this.#since = new Date()
    }
    this.#timer ??= setTimeout(() => void this.#recheck(), PROBE_EVERY_MS)
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

/** How long a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = '5'
const UNAVAILABLE_TEXT = 'The shop is briefly unavailable. Please try again in a moment.'

/** 200 while the database answers; 503 with since when it is away (load balancers take the instance out). */
export async function answerHealthz(health: DatabaseHealth, res: ServerResponse) {
  const headers = jsonHeaders({ 'cache-control': 'no-store' })
  if (await health.check()) {
    res.writeHead(200, headers).end(JSON.stringify({ status: 'ok', database: 'ok' }))
    return
  }
  const body = { status: 'unavailable', database: 'unavailable', since: health.unavailableSince?.toISOString() }
  res.writeHead(503, { ...headers, 'retry-after': RETRY_AFTER_SECONDS }).end(JSON.stringify(body))
}

export function unavailable(res: ServerResponse) {
  sendPlain(res, 503, UNAVAILABLE_TEXT, { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' })
}
