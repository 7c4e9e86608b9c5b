import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from './database.ts'
import { migrateToLatest } from './migrate.ts'

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

  it('syncs every commit to disk (synchronous=FULL): an acknowledged order survives a power cut', async () => {
    // Inside a transaction the query runs on the writer connection, whose setting is the one that counts.
    const mode = await handle.db
      .transaction()
      .execute(async (trx) => (await sql<{ synchronous: number }>`pragma synchronous`.execute(trx)).rows[0])
    expect(mode).toEqual({ synchronous: 2 })
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
