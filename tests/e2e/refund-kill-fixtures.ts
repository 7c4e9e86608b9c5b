import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { freePort } from '#scripts/server-process.ts'
import type { fakeRazorpay } from '#tests/fixtures/fake-razorpay.ts'
import { createPgDatabase } from './instances.ts'

/**
 * A shop's database that outlives the shop's process, as the kill test reads it and what it does to it
 * around a kill. SQL is written with `?` for parameters, on both dialects.
 */
export interface KillStore {
  /** What the shop's process is started with to use this database. */
  env: Record<string, string>
  dataDir: string
  query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<T[]>
  /** Holds the refund record so the shop cannot store Razorpay's answer to it; resolves to the release. */
  hold(recordId: string): Promise<() => Promise<void>>
  /** Resolves once the shop is seen waiting on the hold (where that can be seen from outside). */
  blocked(): Promise<void>
  /** Called once the shop's process is dead: what it left running in the database stops. */
  afterKill(): Promise<void>
  close(): Promise<void>
}

/** Polls until `done`, up to a bound far above what a loaded machine needs, so a wait that never ends fails plainly. */
export async function waitUntil(done: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'deccan-refund-kill-'))

/** The shop's SQLite file in a data folder the test keeps across the shop's deaths and restarts. */
export async function sqliteKillStore(): Promise<KillStore> {
  const dataDir = newDataDir()
  const file = path.join(dataDir, 'deccan-digital.sqlite')
  let db: Database.Database | undefined
  return {
    env: {},
    dataDir,
    async query<T>(sql: string, ...params: unknown[]) {
      // Opened on first use: the shop makes the file as it starts.
      db ??= new Database(file, { timeout: 30_000 })
      const statement = db.prepare(sql)
      if (statement.reader) return statement.all(...params) as T[]
      statement.run(...params)
      return []
    },
    // The write lock: the shop's write of the answer waits for it inside the shop's process, and dies with it.
    async hold() {
      const lock = new Database(file, { timeout: 30_000 })
      lock.exec('begin immediate')
      return async () => {
        lock.exec('rollback')
        lock.close()
      }
    },
    // A write waiting for SQLite's lock cannot be seen from outside: the answer is out, and cannot be stored.
    async blocked() {},
    async afterKill() {},
    async close() {
      db?.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The test's own connections, which `afterKill` leaves alone. */
const OURS = 'refund-kill-test'

/** A PostgreSQL database of the test's own (TEST_DATABASE_URL's server), dropped on close. */
export async function pgKillStore(): Promise<KillStore> {
  const database = await createPgDatabase()
  const dataDir = newDataDir()
  const pool = new pg.Pool({ connectionString: database.url, max: 2, application_name: OURS })
  const query = async <T>(sql: string, ...params: unknown[]) => {
    let n = 0
    return (
      await pool.query(
        sql.replace(/\?/g, () => `$${++n}`),
        params,
      )
    ).rows as T[]
  }
  let holder = 0
  return {
    env: { DATABASE_URL: database.url },
    dataDir,
    query,
    async hold(recordId) {
      const lock = new pg.Client({ connectionString: database.url, application_name: OURS })
      await lock.connect()
      await lock.query('begin')
      await lock.query('select id from payment_refunds where id = $1 for update', [recordId])
      holder = (await lock.query('select pg_backend_pid() as pid')).rows[0].pid
      return async () => {
        await lock.query('rollback')
        await lock.end()
      }
    },
    // The shop's update of the record, waiting on the hold: the shop has Razorpay's answer and is storing it.
    async blocked() {
      const waiting = 'select count(*)::int as n from pg_stat_activity where ? = any(pg_blocking_pids(pid))'
      await waitUntil(async () => (await query<{ n: number }>(waiting, holder))[0]?.n === 1, 'the shop to wait to store the answer')
    },
    // PostgreSQL runs what a dead client sent until it next reads the socket: the shop's update, blocked on
    // the hold, would land after the kill. Its sessions end first, as they do when the machine dies.
    async afterKill() {
      await query('select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and application_name <> ?', database.name, OURS)
    },
    async close() {
      await pool.end()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The fake Razorpay as Razorpay is to a shop: HTTP on loopback (the shop's RAZORPAY_API_URL). `answered`
 * runs once an answer has been handed to the shop's connection.
 */
export async function razorpayOnLoopback(fake: ReturnType<typeof fakeRazorpay>) {
  const port = await freePort()
  const gateway = { url: `http://127.0.0.1:${port}`, answered: (_body: string): unknown => undefined, close: () => {} }
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk)
    const headers = Object.entries(req.headers).map(([name, value]) => [name, String(value)] as [string, string])
    const body = req.method === 'GET' ? undefined : Buffer.concat(chunks).toString()
    const response = await fake.fetch(`${gateway.url}${req.url}`, { method: req.method, headers, body })
    const text = await response.text()
    res.writeHead(response.status, { 'content-type': 'application/json' })
    res.end(text, () => void gateway.answered(text))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  gateway.close = () => {
    // Requests held at a kill point never finish: their connections are cut.
    server.closeAllConnections()
    server.close()
  }
  return gateway
}
