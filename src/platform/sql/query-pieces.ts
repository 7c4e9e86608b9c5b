import { type ExpressionBuilder, type JoinBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import type { DB, ProductImageTable } from '#db/schema.ts'

/**
 * Query pieces that several repositories share: written once so a fix (the LIKE escape that SQLite
 * needs spelled out, the main-image rule, page arithmetic) reaches every list that uses them.
 */

/** LIKE pattern for a literal substring: %, _ and \ in the user's text match only themselves. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * `term` appears (case-insensitively, as typed) in any of `columns`. SQLite has no default LIKE
 * escape character, so it is named: without it a searched "%" would match everything there.
 */
export function containsAny<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, columns: readonly string[], term: string) {
  const pattern = containsPattern(term)
  return eb.or(columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`))
}

/**
 * A constant of the code written into the SQL instead of bound to it. SQLite's planner looks at some
 * bound values (a LIMIT, an equality beside an ORDER BY or in a join) and then prepares the statement
 * again each time it is run, which costs more than running a small query (decision 048). A value that
 * never changes, such as "published", "delivered" or "the main image", is better as part of the
 * statement. Never for a value that comes from a request: that is bound, with `boundText` where the
 * planner would read it.
 */
export function literal<V extends number | string>(value: V) {
  return sql.lit(value)
}

/**
 * A text value bound so that SQLite's planner does not look at it: `cast(? as text)`. A bare
 * parameter in an equality of a join, or beside an ORDER BY, is read while planning, and the
 * statement is then prepared again each time it is bound (decision 048). The cast is an expression,
 * not a parameter, and a column's own index serves it as before (check the plan): not an index on an
 * expression such as lower(brand), which SQLite then stops using. Both databases read it the same.
 */
export function boundText(value: string) {
  return sql<string>`cast(${value} as text)`
}

/** Joins a product's main image (position 0) as `mainImage`; products without pictures keep their row. */
export function withMainImage<TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB | 'products', O>) {
  return query.leftJoin('productImages as mainImage', (join) => {
    // Kysely cannot check column names against a generic table set; this view names the two it joins.
    const on = join as unknown as JoinBuilder<DB & { mainImage: ProductImageTable }, 'products' | 'mainImage'>
    return on.onRef('mainImage.productId', '=', 'products.id').on('mainImage.position', '=', literal(0)) as unknown as typeof join
  })
}
