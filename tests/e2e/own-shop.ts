import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { spawnShop, stop, waitFor } from '#scripts/server-process.ts'

export interface OwnShop {
  url: string
  dataDir: string
  child: ChildProcess
  /** Everything the server has logged so far. */
  output(): string
  /** A connection to the shop's SQLite file, for checks and set-up the HTTP side cannot do. */
  db(): Database.Database
  stop(): Promise<void>
}

/**
 * A production shop of a test file's own, for settings the shared e2e shop must not have (default form
 * limits, a proxy's client addresses, an https PUBLIC_URL) and with its log captured.
 */
export async function startOwnShop(env: Record<string, string> = {}): Promise<OwnShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deccan-own-'))
  const { child, url, output } = await started(env, dataDir)
  const connections: Database.Database[] = []
  return {
    url,
    dataDir,
    child,
    output,
    db() {
      const db = new Database(path.join(dataDir, 'deccan-digital.sqlite'))
      db.pragma('busy_timeout = 5000')
      connections.push(db)
      return db
    },
    async stop() {
      for (const db of connections) if (db.open) db.close()
      await stop(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A shop process that answers its health, on a port found free a moment before it listened: another
 * process may take that port in between (the suite's files start servers side by side), and the shop is
 * then started again on another.
 */
async function started(env: Record<string, string>, dataDir: string, attempts = 3): ReturnType<typeof spawnShop> {
  const shop = await spawnShop(env, dataDir)
  try {
    await waitFor(`${shop.url}/healthz`, shop.child)
    return shop
  } catch (error) {
    // A shop that never came up is not left running, and what it logged says why.
    await stop(shop.child)
    if (attempts > 1 && shop.output().includes('EADDRINUSE')) return started(env, dataDir, attempts - 1)
    rmSync(dataDir, { recursive: true, force: true })
    throw new Error(`${error instanceof Error ? error.message : error}\n${shop.output()}`)
  }
}

/** JSON or form posts to a shop, as if from the given client address (the shop trusts X-Forwarded-For). */
export function client(url: string, address: string) {
  const headers = (extra: Record<string, string>) => ({ 'x-forwarded-for': address, ...extra })
  return {
    json: (path: string, body: unknown, extra: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json', ...extra }),
        body: JSON.stringify(body),
        redirect: 'manual',
      }),
    form: (path: string, fields: Record<string, string>, extra: Record<string, string> = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/x-www-form-urlencoded', ...extra }),
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      }),
    get: (path: string, extra: Record<string, string> = {}) => fetch(`${url}${path}`, { headers: headers(extra), redirect: 'manual' }),
  }
}

/** "name=value; …" from a response's Set-Cookie headers. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
