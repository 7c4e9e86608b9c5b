import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, type DialectName, openDatabase } from '#db/database.ts'
import { migrateToLatest, migrateUpTo } from '#db/migrate.ts'
import { adminQuery, withDatabase } from './setup/pg-schemas.ts'

/** SQLite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase extends DatabaseHandle {
  /** PostgreSQL only: the connection string of this database, for a second pool on it. */
  url?: string
  /** Closes the connection and removes the file (a PostgreSQL database is removed at the end of the run). */
  destroy(): Promise<void>
  /** Runs the migrations after `upTo` (for a test of a migration's data changes). */
  migrateRest(): Promise<void>
}

/**
 * A fresh, migrated database of its own for one test file, so files running in parallel never see each
 * other's rows: a temporary SQLite file, or a PostgreSQL database, each a copy of the run's migrated
 * template (tests/setup/pg-schemas.ts). With `upTo`, an empty one migrated to that point instead (a
 * SQLite file, or a PostgreSQL schema), for a test of the migrations after it.
 */
export async function createTestDatabase(dialect: DialectName, options: { upTo?: string } = {}): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'deccan-test-'))
    const file = path.join(dir, 'test.sqlite')
    const template = inject('sqliteTemplate')
    if (template && !options.upTo) copyFileSync(template, file)
    const handle = openDatabase({ sqliteFile: file })
    if (options.upTo) await migrateUpTo(handle.db, options.upTo)
    else if (!template) await migrateToLatest(handle.db)
    return {
      ...handle,
      migrateRest: () => migrateToLatest(handle.db),
      async destroy() {
        await handle.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }

  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  const name = `${inject('pgSchemaPrefix')}${randomBytes(6).toString('hex')}`
  const template = inject('pgTemplate')
  if (template && !options.upTo) {
    await adminQuery(url, `create database ${name} template ${template}`)
    const own = withDatabase(url, name)
    const handle = openDatabase({ databaseUrl: own, poolSize: 4 })
    // The database itself is dropped at the end of the run, with the schemas.
    return { ...handle, url: own, migrateRest: () => migrateToLatest(handle.db), destroy: () => handle.close() }
  }

  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${name}`)
  await admin.end()
  const handle = openDatabase({ databaseUrl: url, pgSchema: name, poolSize: 4 })
  await (options.upTo ? migrateUpTo(handle.db, options.upTo, { schema: name }) : migrateToLatest(handle.db, { schema: name }))
  return {
    ...handle,
    migrateRest: () => migrateToLatest(handle.db, { schema: name }),
    // The schema itself is dropped at the end of the run (tests/setup/pg-schemas.ts), not now: Kysely's
    // migrator and better-auth read every schema's tables, and fail when one is dropped meanwhile.
    destroy: () => handle.close(),
  }
}
