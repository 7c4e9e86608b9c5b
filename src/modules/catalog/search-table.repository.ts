import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { literal } from '#src/platform/sql/query-pieces.ts'
import { transact } from '#src/platform/transact.ts'

/**
 * PostgreSQL's search table (migration 0040, decision 052): the published products' words, narrow rows
 * kept in shelf order. `query` is a tsquery value from `searchTableQuery`, bound as a parameter so the
 * planner sees it and chooses between the words' index (few matches) and the popularity index (many:
 * walked until the page is full), as it does on `products`.
 */

/** A page of the matching products' ids in popularity order, the listing's order without a search. */
export async function searchTablePageIds(db: Database, query: string, page: { limit: number; offset: number }): Promise<string[]> {
  const { rows } = await sql<{ productId: string }>`select product_id from product_search where words @@ ${query}::tsquery
    order by review_count desc, list_position limit ${literal(page.limit)} offset ${page.offset}`.execute(db)
  return rows.map((row) => row.productId)
}

/** How many products match, counting no further than `cap + 1`. */
export async function countSearchTableUpTo(db: Database, query: string, cap: number): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from (
    select 1 from product_search where words @@ ${query}::tsquery limit ${literal(cap + 1)}) capped`.execute(db)
  return Number(rows[0]?.count ?? 0)
}

/**
 * How closely the table's rows follow shelf order, from -1 to 1 (PostgreSQL's own statistic, after a
 * fresh ANALYZE of a sample of rows); null when the table has no rows to tell by.
 */
export async function searchTableOrder(db: Database): Promise<number | null> {
  await sql`analyze product_search`.execute(db)
  const { rows } = await sql<{ correlation: number | null }>`select correlation from pg_stats
    where schemaname = current_schema() and tablename = 'product_search' and attname = 'shelf'`.execute(db)
  return rows[0]?.correlation ?? null
}

/**
 * Rewrites the table in shelf order (CLUSTER). It holds the table's lock while it runs (4.4 s at
 * 100,000 products): searches and product edits wait for it, and it waits at most `lockWaitMs` for the lock
 * itself, so a long transaction holding the table makes it give up rather than queue everyone behind it.
 */
export async function putSearchTableInShelfOrder(db: Database, lockWaitMs: number): Promise<void> {
  await transact(db, async (trx) => {
    await sql`select set_config('lock_timeout', ${`${lockWaitMs}ms`}, true)`.execute(trx)
    await sql`cluster product_search`.execute(trx)
  })
  await sql`analyze product_search`.execute(db)
}
