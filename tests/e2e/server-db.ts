import path from 'node:path'
import Database from 'better-sqlite3'
import { inject } from 'vitest'

/** Reads the e2e server's SQLite file directly, to check that what a form said it saved was saved. */
export function queryServerDb<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(inject('dataDir'), 'deccan-digital.sqlite'), { readonly: true })
  try {
    // The server may be mid-write or checkpointing; wait for it as the server itself would.
    db.pragma('busy_timeout = 5000')
    return db.prepare(sql).all(...params) as T[]
  } finally {
    db.close()
  }
}

/** Writes to the e2e server's database, for test setup the UI cannot do yet (e.g. give a new store a product). */
export function writeServerDb(sql: string, ...params: unknown[]): void {
  const db = new Database(path.join(inject('dataDir'), 'deccan-digital.sqlite'))
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare(sql).run(...params)
  } finally {
    db.close()
  }
}
