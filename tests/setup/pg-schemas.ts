import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The start of every PostgreSQL schema name this run's test files make (tests/test-database.ts). */
    pgSchemaPrefix: string
  }
}

/**
 * Each run names its files' PostgreSQL schemas `test_<run>_…` and drops them all at its end, not one by
 * one as files finish: Kysely's migrator and better-auth's start read the columns of every schema's
 * tables, and failed ("relation … does not exist") when a file running beside them dropped its schema
 * meanwhile (decision 055).
 */
export default function setup(project: TestProject) {
  const prefix = `test_${randomBytes(4).toString('hex')}_`
  project.provide('pgSchemaPrefix', prefix)
  const url = process.env.TEST_DATABASE_URL
  if (!url) return
  return async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1) order by nspname',
        [prefix],
      )
      for (const { name } of rows) await client.query(`drop schema ${name} cascade`)
    } finally {
      await client.end()
    }
  }
}
