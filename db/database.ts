import { mkdirSync } from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, type KyselyConfig, PostgresDialect } from 'kysely'
import pg from 'pg'
import { CamelCaseColumns } from './camel-case-columns.ts'
import { walSync } from './durable-commits.ts'
import { preparedName } from './named-statements.ts'
import { type QueryKind, queryKind } from './query-kind.ts'
import type { DB } from './schema.ts'
import { SharedSqliteDialect } from './sqlite-driver.ts'
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
  /** Told of every query once it has run or failed, with its kind and how long it took (the metrics' database time). */
  onQuery?: (kind: QueryKind, seconds: number) => void
}

/** Kysely's `log` hook, when someone is to be told of each query. */
function queryLog(onQuery: OpenDatabaseOptions['onQuery']): Pick<KyselyConfig, 'log'> {
  return onQuery ? { log: (event) => onQuery(queryKind(event.query), event.queryDurationMillis / 1000) } : {}
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
        // A text `prepared()` built runs as a named statement (named-statements.ts).
        const name = typeof args[0] === 'string' ? preparedName(args[0]) : undefined
        const result = name ? query({ name, text: args[0], values: args[1] }) : query(...args)
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
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCaseColumns()], ...queryLog(options.onQuery) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }

  const file = options.sqliteFile ?? ':memory:'
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  // An acknowledged commit (an order, a payment) survives a power cut, not only a crash of the app:
  // the driver syncs the log before it acknowledges a write (walSync), off the event loop, so
  // SQLite's own sync in each COMMIT (synchronous=FULL) is not needed (decision 044).
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  // 0: a locked database fails at once and sqlite-driver.ts retries without blocking the event loop.
  sqlite.pragma('busy_timeout = 0')
  const onDisk = file !== ':memory:'
  const dialect = new SharedSqliteDialect({
    writer: withStatementCache(sqlite),
    reader: onDisk ? openReader(file) : null,
    syncWal: onDisk ? walSync(file) : null,
  })
  const db = new Kysely<DB>({ dialect, plugins: [new CamelCaseColumns()], ...queryLog(options.onQuery) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

/** Reads outside a transaction while the writing connection has one open (sqlite-driver.ts, `#read`); in WAL mode they never wait for a writer's lock. */
function openReader(file: string): SQLite.Database {
  const reader = new SQLite(file)
  reader.pragma('query_only = ON')
  // Only a WAL recovery or checkpoint in progress can hold a reader back, and never for long.
  reader.pragma('busy_timeout = 100')
  return withStatementCache(reader)
}

const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query afresh, and preparing costs more than running a small query. The app
 * issues a bounded set of SQL shapes, so prepared statements are kept and reused by their text.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
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
          statement = target.prepare(source)
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
          cache.set(source, statement)
        }
        return statement
      }
    },
  })
}

/** The health check's probe: one trivial read that fails when the database cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.selectFrom('appMeta').select('key').limit(1).execute()
}
