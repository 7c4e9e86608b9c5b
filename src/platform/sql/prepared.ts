import type { Compilable, CompiledQuery, DialectAdapter, KyselyPlugin, QueryResult } from 'kysely'
import { CamelCaseColumns, type Database } from '#db/database.ts'

/**
 * Queries built and compiled once, then run many times with other values.
 *
 * Kysely builds an operation tree, passes it through the plugins (camel case) and compiles it to SQL
 * on every call. For the small queries a shopper's request makes, that costs as much as running them
 * (decision 048): an add to cart builds seven. A prepared query is written with the same builder, but
 * its values are named holes; it is compiled the first time a database runs it, and later calls only
 * put their values in the holes' places.
 *
 *   const lineQuantity = prepared((db, p: { cartId: string; productId: string }) =>
 *     db.selectFrom('cartItems').select('quantity').where('cartId', '=', p.cartId).where('productId', '=', p.productId))
 *   const row = await lineQuantity.first(trx, { cartId, productId })
 *
 * The SQL must not depend on the values: a hole is always one bound parameter. So a list whose length
 * varies (`in (…)`), a value that changes the query's shape (`is null`), or a value the builder reads
 * (a column name) cannot be a hole; such a query is built as usual, or prepared once per shape.
 */
export interface PreparedQuery<P, O> {
  /** Every row. */
  all(db: Database, values: P): Promise<O[]>
  /** The first row, if any. */
  first(db: Database, values: P): Promise<O | undefined>
  /** The driver's result: rows, and for a write the number of rows it changed. */
  execute(db: Database, values: P): Promise<QueryResult<O>>
}

const HOLE = Symbol('prepared query hole')

interface Hole {
  readonly [HOLE]: string
}

const isHole = (value: unknown): value is Hole => typeof value === 'object' && value !== null && HOLE in value

/** Stands for every value: reading `p.cartId` gives the hole named cartId. */
const holes = new Proxy({} as Record<string, Hole>, {
  get: (_target, name) => (typeof name === 'string' ? { [HOLE]: name } : undefined),
})

interface Compiled<O> {
  query: CompiledQuery<O>
  /** Where each hole's value goes among the parameters. */
  slots: Array<{ index: number; name: string }>
  /** Renames a row's columns as the plugins would (null: the plugins are not only camel case; they run as usual). */
  renamer: RowRenamer | null
}

export function prepared<P extends object, O>(build: (db: Database, values: P) => Compilable<O>): PreparedQuery<P, O> {
  // The SQL depends on the dialect and the plugins. A transaction has its database's dialect adapter
  // and plugins (in an array of its own), so one compilation serves the database and its transactions.
  const compiled = new WeakMap<DialectAdapter, Array<{ plugins: readonly KyselyPlugin[]; entry: Compiled<O> }>>()

  function compiledFor(db: Database): Compiled<O> {
    const { adapter, plugins } = db.getExecutor()
    let known = compiled.get(adapter)
    if (!known) {
      known = []
      compiled.set(adapter, known)
    }
    const same = known.find((k) => k.plugins.length === plugins.length && k.plugins.every((plugin, i) => plugin === plugins[i]))
    if (same) return same.entry
    const query = build(db, holes as P).compile()
    const slots = query.parameters.flatMap((value, index) => (isHole(value) ? [{ index, name: value[HOLE] }] : []))
    const camelCase = plugins.length === 1 && plugins[0] instanceof CamelCaseColumns ? plugins[0] : null
    const entry = { query, slots, renamer: camelCase ? new RowRenamer(camelCase) : null }
    known.push({ plugins, entry })
    return entry
  }

  async function execute(db: Database, values: P): Promise<QueryResult<O>> {
    const { query, slots, renamer } = compiledFor(db)
    const parameters = query.parameters.slice()
    for (const { index, name } of slots) {
      const value = (values as Record<string, unknown>)[name]
      if (value === undefined) throw new Error(`Prepared query: no value for "${name}"`)
      parameters[index] = value
    }
    const run = { ...query, parameters }
    if (!renamer) return db.executeQuery<O>(run)
    // The camel-case plugin's own renaming is a third of a listing query's time (decision 049).
    const result = await db.getExecutor().provideConnection((connection) => connection.executeQuery<Record<string, unknown>>(run))
    return { ...result, rows: renamer.renameAll(result.rows) as O[] }
  }

  return {
    execute,
    all: async (db, values) => (await execute(db, values)).rows,
    first: async (db, values) => (await execute(db, values)).rows[0],
  }
}

/**
 * Renames a prepared query's columns (snake case from the database) as the camel-case plugin does, with
 * a function written for the query's columns: its object literal makes every row the same shape at once,
 * where the plugin adds one property at a time under names it looks up (7 µs for a listing page's 24
 * rows against 0.3). A row holding a plain object or an array (a JSON column; the shop has none) is left
 * to the plugin, which renames nested keys too.
 */
class RowRenamer {
  readonly #plugin: CamelCaseColumns
  #columns = ''
  #literal: (row: Record<string, unknown>) => Record<string, unknown> | null = () => null

  constructor(plugin: CamelCaseColumns) {
    this.#plugin = plugin
  }

  renameAll(rows: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
    if (rows.length === 0) return rows
    // A statement's columns do not change; the function is still checked against them once per result.
    const columns = Object.keys(rows[0] as Record<string, unknown>)
    const key = columns.join(',')
    if (key !== this.#columns) {
      this.#columns = key
      this.#literal = writeRenamer(columns, (column) => this.#plugin.columnName(column))
    }
    return rows.map((row) => this.#literal(row) ?? this.#plugin.renamedRow(row))
  }
}

const isNested = (value: object) =>
  Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null

function writeRenamer(columns: readonly string[], camelCase: (column: string) => string) {
  // Names are written as JSON string literals, so a column name can only ever be a property name here.
  const reads = columns.map(
    (column, i) =>
      `const v${i} = row[${JSON.stringify(column)}]; if (typeof v${i} === 'object' && v${i} !== null && isNested(v${i})) return null;`,
  )
  const literal = columns.map((column, i) => `${JSON.stringify(camelCase(column))}: v${i}`).join(', ')
  return new Function('isNested', `return (row) => { ${reads.join(' ')} return { ${literal} } }`)(isNested) as (
    row: Record<string, unknown>,
  ) => Record<string, unknown> | null
}
