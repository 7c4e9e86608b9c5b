import type SQLite from 'better-sqlite3'
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
} from 'kysely'
import { DurableCommits, type WalSync } from './durable-commits.ts'

/**
 * SQLite for a server that must keep answering while another process writes.
 *
 * better-sqlite3 is synchronous: with a long busy_timeout, a write that meets another process's write
 * lock stalls the whole event loop (health took 2 s). Here writes go to one connection whose
 * busy_timeout is 0, and a busy write is retried after an asynchronous, growing pause, so the event
 * loop keeps running meanwhile. Reads outside a transaction never wait for the lock: in WAL mode a
 * reader never needs it, so pages and /healthz answer while a write waits. They run on the writing
 * connection while it has no transaction open, else on a second, read-only connection (`#read`).
 * Transactions start with BEGIN IMMEDIATE (the write lock first), so a transaction never fails
 * half-way on a lock another process took after it began. See docs/decisions/009-hardening.md.
 *
 * Durability (decisions 009 and 044): a write is acknowledged (its promise resolves) only once the
 * write-ahead log that holds it is synced to disk, as with synchronous=FULL. But the sync is not
 * SQLite's own, made inside each COMMIT while the event loop stands still (3–10 ms here, most of an
 * add-to-cart): the connection runs at synchronous=NORMAL and `syncWal` syncs the log on libuv's
 * thread pool after the COMMIT, while other requests go on. Commits made while a sync runs share the
 * next one. A sync covers every commit before it, because the log is written in order (durable-commits.ts).
 */
export interface SharedSqliteConfig {
  writer: SQLite.Database
  /** Null for an in-memory database, which a second connection would not see: everything then uses the writer. */
  reader: SQLite.Database | null
  /** How long a write keeps retrying before its SQLITE_BUSY error is thrown. */
  busyDeadlineMs?: number
  /**
   * Makes what has been committed durable: syncs the write-ahead log (`walSync`). Null for an
   * in-memory database, which has nothing on disk to sync.
   */
  syncWal: WalSync | null
}

/**
 * How a write waits for another process's write lock. Another worker holds it for a transaction's
 * length, tens of microseconds to a millisecond, so the first tries come back after the event loop's
 * other work (setImmediate) rather than after a timer's millisecond or more: waiting 2 ms, then 4, then
 * 8, two workers adding to carts spent more time asleep than writing (p99 150 ms). A lock held longer
 * (a migration, a bulk change) is waited for with pauses that grow to LONGEST_PAUSE_MS.
 */
const QUICK_TRIES = 50
const FIRST_PAUSE_MS = 1
const LONGEST_PAUSE_MS = 100

export class SharedSqliteDialect extends SqliteDialect {
  readonly #config: SharedSqliteConfig
  constructor(config: SharedSqliteConfig) {
    super({ database: config.writer } satisfies SqliteDialectConfig)
    this.#config = config
  }
  override createDriver(): Driver {
    return new SharedSqliteDriver(this.#config)
  }
  override createAdapter() {
    return new ConcurrentSqliteAdapter()
  }
}

/** The driver does its own locking (one writer at a time, readers free), so Kysely's one-connection mutex is off. */
class ConcurrentSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true
  }
}

/** One in-process writer at a time; waiters queue in order. */
class WriteLock {
  #tail: Promise<void> = Promise.resolve()
  acquire(): Promise<() => void> {
    let release!: () => void
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const ready = this.#tail.then(() => release)
    this.#tail = this.#tail.then(() => held)
    return ready
  }
}

const isBusy = (error: unknown) => String((error as { code?: unknown })?.code ?? '').startsWith('SQLITE_BUSY')

class SharedSqliteDriver implements Driver {
  readonly #writer: SQLite.Database
  readonly #reader: SQLite.Database | null
  readonly #deadlineMs: number
  readonly #lock = new WriteLock()
  readonly #durable: DurableCommits | null

  constructor(config: SharedSqliteConfig) {
    this.#writer = config.writer
    this.#reader = config.reader
    this.#deadlineMs = config.busyDeadlineMs ?? 5000
    this.#durable = config.syncWal ? new DurableCommits(config.syncWal) : null
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SharedConnection(this)
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as SharedConnection
    c.release = await this.#lock.acquire()
    try {
      await this.retryWhileBusy(() => this.#writer.prepare('begin immediate').run())
      c.inTransaction = true
    } catch (error) {
      c.unlock()
      throw error
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as SharedConnection
    // A COMMIT can meet SQLITE_BUSY; it is safe to try again. If it still fails, the transaction stays
    // open and locked until Kysely's rollback, which always follows a failed commit.
    await this.retryWhileBusy(() => this.#writer.prepare('commit').run())
    c.inTransaction = false
    // The next write may begin while this one's log is synced; this one is acknowledged after.
    c.unlock()
    await this.#durable?.afterCommit()
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as SharedConnection
    try {
      // SQLite may already have rolled back by itself (some errors end the transaction).
      if (this.#writer.inTransaction) this.#writer.prepare('rollback').run()
    } finally {
      c.inTransaction = false
      c.unlock()
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as SharedConnection
    if (!c.inTransaction) c.unlock()
  }

  async destroy(): Promise<void> {
    await this.#durable?.close()
    this.#reader?.close()
    this.#writer.close()
  }

  /** Runs a statement, pausing (without blocking the event loop) and trying again while the database is locked. */
  async retryWhileBusy<T>(run: () => T): Promise<T> {
    const deadline = Date.now() + this.#deadlineMs
    for (let tries = 1, pause = FIRST_PAUSE_MS; ; tries++) {
      try {
        return run()
      } catch (error) {
        if (!isBusy(error) || Date.now() + pause > deadline) throw error
      }
      if (tries <= QUICK_TRIES) await new Promise((resolve) => setImmediate(resolve))
      else {
        await new Promise((resolve) => setTimeout(resolve, pause))
        pause = Math.min(LONGEST_PAUSE_MS, pause * 2)
      }
    }
  }

  async execute(c: SharedConnection, query: CompiledQuery): Promise<QueryResult<unknown>> {
    if (c.inTransaction) return run(this.#writer, query)
    if (this.#reader && this.#writer.prepare(query.sql).readonly) return this.#read(this.#reader, query)
    const release = await this.#lock.acquire()
    let result: QueryResult<unknown>
    try {
      result = await this.retryWhileBusy(() => run(this.#writer, query))
    } finally {
      release()
    }
    // A write outside a transaction committed on its own: acknowledged once that is on disk.
    await this.#durable?.afterCommit()
    return result
  }

  /**
   * A read outside a transaction, on the writing connection while no transaction is open on it: its
   * page cache stays valid across this process's own commits, where the reading connection's is emptied
   * by each commit it did not make, and every page is read from the file again (under adds to cart a
   * session lookup took 37 µs on the reader and 20 on the writer, decision 054). While a transaction is
   * open on the writer, its uncommitted writes must not be seen: the reading connection answers then,
   * and also when the writer, which never waits (busy_timeout 0), meets a lock a read can wait out.
   */
  #read(reader: SQLite.Database, query: CompiledQuery): QueryResult<unknown> {
    if (!this.#writer.inTransaction) {
      try {
        return run(this.#writer, query)
      } catch (error) {
        if (!isBusy(error)) throw error
      }
    }
    return run(reader, query)
  }
}

class SharedConnection implements DatabaseConnection {
  inTransaction = false
  release: (() => void) | null = null
  readonly #driver: SharedSqliteDriver

  constructor(driver: SharedSqliteDriver) {
    this.#driver = driver
  }

  unlock() {
    this.release?.()
    this.release = null
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.#driver.execute(this, query) as Promise<QueryResult<R>>
  }

  // biome-ignore lint/correctness/useYield: nothing here streams; Kysely requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not used with SQLite here')
  }
}

function run(db: SQLite.Database, query: CompiledQuery): QueryResult<unknown> {
  const statement = db.prepare(query.sql)
  const parameters = query.parameters as unknown[]
  if (statement.reader) return { rows: statement.all(parameters) }
  const { changes, lastInsertRowid } = statement.run(parameters)
  return {
    insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
    numAffectedRows: changes != null ? BigInt(changes) : undefined,
    rows: [],
  }
}
