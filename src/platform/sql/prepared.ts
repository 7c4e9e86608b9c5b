import type { Compilable, CompiledQuery, DialectAdapter, KyselyPlugin, QueryResult } from 'kysely'
import type { Database } from '#db/database.ts'
import { keepPrepared } from '#db/named-statements.ts'

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
    // On PostgreSQL each connection keeps it parsed (and, once it pays, planned).
    keepPrepared(query.sql)
    const slots = query.parameters.flatMap((value, index) => (isHole(value) ? [{ index, name: value[HOLE] }] : []))
    const entry = { query, slots }
    known.push({ plugins, entry })
    return entry
  }

  function execute(db: Database, values: P): Promise<QueryResult<O>> {
    const { query, slots } = compiledFor(db)
    const parameters = query.parameters.slice()
    for (const { index, name } of slots) {
      const value = (values as Record<string, unknown>)[name]
      if (value === undefined) throw new Error(`Prepared query: no value for "${name}"`)
      parameters[index] = value
    }
    return db.executeQuery<O>({ ...query, parameters })
  }

  return {
    execute,
    all: async (db, values) => (await execute(db, values)).rows,
    first: async (db, values) => (await execute(db, values)).rows[0],
  }
}
