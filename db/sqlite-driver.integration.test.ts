import { mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from './database.ts'
import { walSync } from './durable-commits.ts'
import { migrateToLatest } from './migrate.ts'
import type { DB } from './schema.ts'
import { SharedSqliteDialect } from './sqlite-driver.ts'

// SQLite only: what another process's write lock does to this server's reads and writes.
describe('SQLite while another process holds the write lock', () => {
  let dir: string
  let file: string
  let handle: DatabaseHandle
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'deccan-lock-'))
    file = path.join(dir, 'lock.sqlite')
    handle = openDatabase({ sqliteFile: file })
    await migrateToLatest(handle.db)
  })
  afterAll(async () => {
    await handle.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('runs the writer at synchronous=NORMAL and syncs the log itself before acknowledging a write', async () => {
    // Inside a transaction the query runs on the writer connection, whose setting is the one that counts.
    const mode = await handle.db
      .transaction()
      .execute(async (trx) => (await sql<{ synchronous: number }>`pragma synchronous`.execute(trx)).rows[0])
    expect(mode).toEqual({ synchronous: 1 })
  })

  it('reads at once, and runs a waiting transaction and a waiting write after the lock is released', async () => {
    const { db } = handle
    const other = new SQLite(file)
    other.prepare('begin immediate').run()
    const settled: string[] = []
    const transaction = db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('appMeta').values({ key: 'lock-test-tx', value: '1' }).execute()
        await trx.insertInto('appMeta').values({ key: 'lock-test-tx-2', value: '2' }).execute()
      })
      .then(() => settled.push('transaction'))
    const write = db
      .insertInto('appMeta')
      .values({ key: 'lock-test-write', value: '3' })
      .execute()
      .then(() => settled.push('write'))
    try {
      const rows = await db.selectFrom('appMeta').select('key').where('key', 'like', 'lock-test%').execute()
      expect(rows).toEqual([])
      // Both writes are still waiting: the read did not queue behind them.
      expect(settled).toEqual([])
    } finally {
      other.prepare('commit').run()
      other.close()
    }
    await Promise.all([transaction, write])
    const keys = await db.selectFrom('appMeta').select('key').where('key', 'like', 'lock-test%').orderBy('key').execute()
    expect(keys.map((k) => k.key)).toEqual(['lock-test-tx', 'lock-test-tx-2', 'lock-test-write'])
  })

  it("never shows a read outside a transaction another request's uncommitted writes, and shows them once committed", async () => {
    const { db } = handle
    const seen = () => db.selectFrom('appMeta').select('key').where('key', '=', 'uncommitted-test').execute()
    expect(await seen()).toEqual([]) // on the writing connection: no transaction is open
    let commit = () => {}
    const written = new Promise<void>((resolve) => {
      commit = resolve
    })
    let inserted = () => {}
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve
    })
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('appMeta').values({ key: 'uncommitted-test', value: '1' }).execute()
      inserted()
      await written
    })
    await insertDone
    expect(await seen()).toEqual([]) // the writer holds the open transaction: the reading connection answers
    commit()
    await transaction
    expect(await seen()).toEqual([{ key: 'uncommitted-test' }])
  })

  it('rolls a failed transaction back and frees the writer for the next one', async () => {
    const { db } = handle
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('appMeta').values({ key: 'rolled-back', value: '1' }).execute()
        throw new Error('no')
      }),
    ).rejects.toThrow('no')
    await db.insertInto('appMeta').values({ key: 'after-rollback', value: '1' }).execute()
    const keys = await db.selectFrom('appMeta').select('key').where('key', 'in', ['rolled-back', 'after-rollback']).execute()
    expect(keys).toEqual([{ key: 'after-rollback' }])
  })
})

// Decision 044: a write is acknowledged only after the log holding it is synced; commits made while
// a sync runs share the next one, and the sync runs off the event loop.
describe('SQLite writes acknowledged after the log is synced', () => {
  let dir: string
  let file: string
  let db: Kysely<Pick<DB, 'appMeta'>>
  /** Each sync the driver asks for waits here until the test lets it finish (or fail). */
  const syncs: Array<{ finish: () => void; fail: (error: Error) => void }> = []
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'deccan-sync-'))
    file = path.join(dir, 'sync.sqlite')
    const writer = new SQLite(file)
    writer.pragma('journal_mode = WAL')
    writer.exec('create table app_meta (key text primary key, value text not null)')
    const reader = new SQLite(file)
    reader.pragma('query_only = ON')
    const syncWal = {
      sync: () =>
        new Promise<void>((resolve, reject) => {
          syncs.push({ finish: resolve, fail: reject })
        }),
      close: async () => {},
    }
    db = new Kysely({ dialect: new SharedSqliteDialect({ writer, reader, syncWal }), plugins: [new CamelCasePlugin()] })
  })
  afterAll(async () => {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  })

  /** Lets pending promises and I/O run, so a write that could settle has settled. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

  it('acknowledges a write only after a sync that began after its commit, and shares one sync among the commits made meanwhile', async () => {
    syncs.length = 0
    const acknowledged: string[] = []
    const first = db
      .transaction()
      .execute((trx) => trx.insertInto('appMeta').values({ key: 'sync-1', value: '1' }).execute())
      .then(() => acknowledged.push('sync-1'))
    await settle()
    expect(syncs).toHaveLength(1)
    expect(acknowledged).toEqual([])
    // Committed (another connection sees it), not yet acknowledged; the writer is free for others.
    const later = ['sync-2', 'sync-3', 'sync-4'].map((key) =>
      db
        .insertInto('appMeta')
        .values({ key, value: '1' })
        .execute()
        .then(() => acknowledged.push(key)),
    )
    await settle()
    expect(acknowledged).toEqual([])
    expect(syncs).toHaveLength(1)
    syncs[0]?.finish()
    await first
    // The first sync began before the three later commits: they wait for the next, one for all three.
    await settle()
    expect(acknowledged).toEqual(['sync-1'])
    expect(syncs).toHaveLength(2)
    syncs[1]?.finish()
    await Promise.all(later)
    expect(acknowledged.sort()).toEqual(['sync-1', 'sync-2', 'sync-3', 'sync-4'])
    expect(syncs).toHaveLength(2)
  })

  it('fails the writes whose sync failed, and syncs the next write afresh', async () => {
    syncs.length = 0
    const failed = db.insertInto('appMeta').values({ key: 'unsynced', value: '1' }).execute()
    await settle()
    syncs[0]?.fail(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }))
    await expect(failed).rejects.toThrow('EIO')
    const next = db.insertInto('appMeta').values({ key: 'synced', value: '1' }).execute()
    await settle()
    expect(syncs).toHaveLength(2)
    syncs[1]?.finish()
    await next
  })

  it('syncs the write-ahead log of the database file, and notices when the file is no longer there', async () => {
    const wal = walSync(file)
    await wal.sync()
    await wal.sync()
    // The log is kept open between syncs, yet each sync looks at the path: a log that is gone is not
    // "synced" through the handle of a file nobody writes any more.
    const moved = `${file}-wal.moved`
    renameSync(`${file}-wal`, moved)
    try {
      await expect(wal.sync()).rejects.toThrow('ENOENT')
    } finally {
      renameSync(moved, `${file}-wal`)
    }
    await wal.sync()
    await wal.close()
    const missing = walSync(path.join(dir, 'missing.sqlite'))
    await expect(missing.sync()).rejects.toThrow('ENOENT')
    await missing.close()
  })
})
