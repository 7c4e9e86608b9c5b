import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort, spawnShop, waitFor } from '#scripts/server-process.ts'
import { adminQuery as runAdminQuery, withDatabase } from '../setup/pg-schemas.ts'

export { withDatabase }

/** PostgreSQL for the scale-out tests (CI sets it); those tests are skipped without it. */
export const PG_URL = process.env.TEST_DATABASE_URL

/** A database of the test's own on the shared server, dropped (with its connections ended) afterwards. */
export async function createPgDatabase(): Promise<{ url: string; name: string; query: PgQuery; drop(): Promise<void> }> {
  const name = `deccan_e2e_${randomBytes(5).toString('hex')}`
  await adminQuery(`create database ${name}`)
  const url = withDatabase(PG_URL as string, name)
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  pool.on('error', () => {}) // this test's own connections are ended too when it kills the shop's
  return {
    url,
    name,
    query: async (text, params = []) => (await pool.query(text, params)).rows,
    async drop() {
      await pool.end()
      await adminQuery(`drop database if exists ${name} with (force)`)
    },
  }
}

export type PgQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>

const adminQuery = (text: string) => runAdminQuery(PG_URL as string, text)

/** Ends every connection the shops have to the database, as a PostgreSQL restart does (57P01). */
export async function terminateConnections(query: PgQuery, database: string) {
  await query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])
}

export interface Instance {
  url: string
  dataDir: string
  child: ChildProcess
  output(): string
  exited: Promise<number | null>
}

/** One shop process of the production build (`node server/main.js`), with its own data folder. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deccan-instance-'))
  const { child, url, output } = await spawnShop(env, dataDir)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }))
  // A cluster, or a machine busy with other test files, can take a while to start: within the hook's 60 s.
  await waitFor(`${url}/healthz`, child, 45_000).catch((error: unknown) => {
    // A shop that never came up is not left behind (a cluster's primary takes its workers with it).
    child.kill('SIGTERM')
    throw error
  })
  return { url, dataDir, child, output, exited }
}

export async function stopInstance(instance: Instance) {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill('SIGTERM')
  await instance.exited
}

/**
 * A TCP proxy on loopback in front of PostgreSQL: closing it makes the database "away" for whoever
 * connects through it (open connections are cut, new ones refused); opening it again brings it back.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | null = null
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket()
        sockets.add(client).add(upstream)
        const drop = () => {
          client.destroy()
          upstream.destroy()
          sockets.delete(client)
          sockets.delete(upstream)
        }
        client.on('error', drop).on('close', drop)
        upstream.on('error', drop).on('close', drop)
        upstream.connect(target.port, target.host, () => {
          client.pipe(upstream)
          upstream.pipe(client)
        })
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      if (!server) return resolve()
      server.close(() => resolve())
      server = null
    })
  await open()
  return { port, open, close }
}

/** Form of the API calls these tests make: JSON in, the response out, a cookie and a client address. */
export function api(base: string, cookie = '', clientIp?: string) {
  return (method: string, urlPath: string, body?: unknown) =>
    fetch(`${base}${urlPath}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie,
        ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
}

export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
