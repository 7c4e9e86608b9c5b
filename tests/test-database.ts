import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { type DatabaseHandle, type DialectName, openDatabase } from '#db/database.ts'
import { migrateToLatest, migrateUpTo } from '#db/migrate.ts'

/** SQLite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the file or schema. */
  destroy(): Promise<void>
  /** Runs the migrations after `upTo` (for a test of a migration's data changes). */
  migrateRest(): Promise<void>
}

/**
 * A fresh, migrated database of its own for one test file: a temporary SQLite file, or a PostgreSQL
 * schema with a random name under this run's prefix, so files running in parallel never see each other's rows.
 */
export async function createTestDatabase(dialect: DialectName, options: { upTo?: string } = {}): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'deccan-test-'))
    const handle = openDatabase({ sqliteFile: path.join(dir, 'test.sqlite') })
    await (options.upTo ? migrateUpTo(handle.db, options.upTo) : migrateToLatest(handle.db))
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
  const schema = `${inject('pgSchemaPrefix')}${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const handle = openDatabase({ databaseUrl: url, pgSchema: schema, poolSize: 4 })
  await (options.upTo ? migrateUpTo(handle.db, options.upTo, { schema }) : migrateToLatest(handle.db, { schema }))
  return {
    ...handle,
    migrateRest: () => migrateToLatest(handle.db, { schema }),
    // The schema itself is dropped at the end of the run (tests/setup/pg-schemas.ts), not now: Kysely's
    // migrator and better-auth read every schema's tables, and fail when one is dropped meanwhile.
    destroy: () => handle.close(),
  }
}
