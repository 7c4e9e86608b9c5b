import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DB } from './schema.ts'
import { isDatabaseUnavailable } from './unavailable.ts'

export type Database = Kysely<DB>
export type DialectName = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Database
  dialect: DialectName
  close(): Promise<void>
}

// COUNT(*) and BIGINT come back from pg as strings; every such value here fits in a JS number.
pg.types.setTypeParser(20, (value) => Number(value))

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string
  sqliteFile?: string
  /** PostgreSQL only: the schema to use (tests isolate themselves with one). */
  pgSchema?: string
  poolSize?: number
  /**
   * Told of every error that means the database is away (see isDatabaseUnavailable), including those
   * no query is waiting for: a PostgreSQL restart ends idle connections with 57P01, which without a
   * listener would kill the process.
   */
  onUnavailable?: (error: Error) => void
}

/** How long a request waits for a PostgreSQL connection before it is told the database is away. */
const PG_CONNECT_TIMEOUT_MS = 3000

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl?.startsWith('postgres')) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      // TCP keepalive notices a database host that vanished without closing its sockets.
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    })
    const report = (error: Error) => options.onUnavailable?.(error)
    // An idle client's error reaches the pool; a checked-out one's reaches only the client. Both are
    // handled: the pool drops a broken client by itself, and the next query opens a fresh one.
    pool.on('error', report)
    pool.on('connect', (client) => {
      client.on('error', report)
      // A query on a connection that just broke fails with no 'error' event, and libraries (the
      // sign-in one) may wrap that failure beyond recognition: it is reported as it happens.
      const query = client.query.bind(client) as (...args: unknown[]) => unknown
      client.query = ((...args: unknown[]) => {
        const result = query(...args)
        if (result instanceof Promise) result.catch((error: unknown) => isDatabaseUnavailable(error) && report(error as Error))
        return result
      }) as typeof client.query
    })
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>
    pool.connect = (() =>
      connect().catch((error: Error) => {
        if (isDatabaseUnavailable(error)) report(error)
        throw error
      })) as typeof pool.connect
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }

  const file = options.sqliteFile ?? ':memory:'
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  // NORMAL is durable across application crashes in WAL mode; only an OS crash can lose the last commits.
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, options.onUnavailable) }),
    plugins: [new CamelCasePlugin()],
  })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query afresh, and preparing costs more than running a small query. The app
 * issues a bounded set of SQL shapes, so prepared statements are kept and reused by their text.
 */
function withStatementCache(sqlite: SQLite.Database, onUnavailable?: (error: Error) => void): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>()
  return new Proxy(sqlite, {
    get(target, property) {
      if (property !== 'prepare') {
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      }
      return (source: string) => {
        let statement = cache.get(source)
        if (!statement) {
          statement = onUnavailable ? reporting(target.prepare(source), onUnavailable) : target.prepare(source)
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
          cache.set(source, statement)
        }
        return statement
      }
    },
  })
}

/** A statement whose lock and I/O failures (SQLITE_BUSY past busy_timeout, SQLITE_IOERR…) are reported before they are thrown. */
function reporting(statement: SQLite.Statement, onUnavailable: (error: Error) => void): SQLite.Statement {
  const guard =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      try {
        return run(...args)
      } catch (error) {
        if (isDatabaseUnavailable(error)) onUnavailable(error as Error)
        throw error
      }
    }
  const all = guard(statement.all.bind(statement))
  const run = guard(statement.run.bind(statement))
  const get = guard(statement.get.bind(statement))
  const iterate = guard(statement.iterate.bind(statement))
  return new Proxy(statement, {
    get(target, property) {
      if (property === 'all') return all
      if (property === 'run') return run
      if (property === 'get') return get
      if (property === 'iterate') return iterate
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
