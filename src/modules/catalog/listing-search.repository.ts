import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely'
import type { Database, DialectName } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import { containsAny } from '#src/platform/sql/query-pieces.ts'
import { fts5Query, searchWords, tsQuery, tsQueryParts } from './catalog.search.ts'
import type { ListingSort, ProductFilter } from './catalog.types.ts'
import { filterValues, inListingOrder, valueConditions } from './listing-filter.repository.ts'
import { specIntents } from './search-specs.ts'

/**
 * How a listing's search is put into SQL: SQLite's full-text index (FTS5) or PostgreSQL's weighted
 * vector, as a condition or a join, ranked or in popularity order. The words themselves come from
 * catalog.search.ts; PostgreSQL's search table (decision 052) is search-table.repository.ts's.
 */
type ProductsEb = ExpressionBuilder<DB, 'products'>

const SEARCHED_COLUMNS = ['products.name', 'products.description', 'products.category', 'products.brand'] as const

// Column weights: a word in the name counts most, then brand, category, specifications, description.
const SQLITE_RANK = sql<number>`bm25(products_fts, 10.0, 5.0, 3.0, 1.0, 2.0)`
const PG_WEIGHTS = '{0.1, 0.3, 0.5, 1.0}'

/**
 * SQLite's full-text index keeps each product under a key in popularity order whose low 32 bits are
 * the product's rowid (migration 0024): this is the product a match stands for.
 */
const FTS_PRODUCT = sql<number>`products_fts.rowid % 4294967296`

/**
 * How a search joins the listing query. SQLite's planner, given a full-text match, either reads the
 * matches and sorts them or walks the sort's index and checks each product against the matches; the
 * cheap one depends on how many match, which the capped count has just told us:
 * - 'drive': few matches (at most the cap): read them from the FTS index, sort that handful.
 * - 'probe': many matches: walk the sort index, checking membership, until the page is full.
 * PostgreSQL's planner makes this choice itself from its statistics.
 */
export type SearchPlan = 'drive' | 'probe'

function whereFilter(eb: ProductsEb, dialect: DialectName, filter: ProductFilter, plan: SearchPlan): Expression<SqlBool> {
  const conditions = valueConditions(eb, filterValues(filter))
  const search = searchCondition(eb, dialect, filter.search, plan)
  if (search) conditions.push(search)
  return eb.and(conditions)
}

/**
 * Every word must match, as a prefix, in the name, description, category or brand (through the
 * full-text index). A search of punctuation alone ("%", "_") has no words for the index: it is
 * looked for as typed, a substring, as before the index existed. In SQLite's 'drive' plan the
 * match is a join (see `filtered`), not a condition.
 */
function searchCondition(eb: ProductsEb, dialect: DialectName, search: string | undefined, plan: SearchPlan): Expression<SqlBool> | null {
  if (!search) return null
  const words = searchWords(search)
  if (words.length === 0)
    return eb.and(
      search
        .split(/\s+/)
        .filter(Boolean)
        .map((term) => containsAny(eb, SEARCHED_COLUMNS, term)),
    )
  if (dialect === 'postgres') {
    const { required, defining } = tsQueryParts(words)
    // ts_match_vq is the @@ operator as a plain function, which the planner does not take to the index.
    if (required)
      return sql<SqlBool>`products.search_vector @@ to_tsquery('simple', ${required})
        and ts_match_vq(products.search_vector, to_tsquery('simple', ${defining}))`
    return sql<SqlBool>`products.search_vector @@ to_tsquery('simple', ${defining})`
  }
  if (plan === 'drive') return null
  // The unary + keeps SQLite from driving the query from the match list: it walks the sort index.
  return sql<SqlBool>`+products.rowid in (select ${FTS_PRODUCT} from products_fts where products_fts match ${fts5Query(words)})`
}

/** The published products that pass the filter, with the search joined in as `plan` says. */
export function filtered(db: Database, dialect: DialectName, filter: ProductFilter, plan: SearchPlan) {
  const words = searchWords(filter.search)
  let query = db.selectFrom('products')
  if (dialect === 'sqlite' && plan === 'drive' && words.length > 0) {
    const matches = sql<{ rowId: number }>`(select ${FTS_PRODUCT} as row_id from products_fts where products_fts match ${fts5Query(words)})`
    query = query.innerJoin(matches.as('matches'), (join) => join.on(sql`matches.row_id`, '=', sql`products.rowid`))
  }
  return query.where((eb) => whereFilter(eb, dialect, filter, plan))
}

/** The ids of the products passing `filter`, in the order `sort` asks for, searched as `plan` says. */
export function orderedIds(db: Database, dialect: DialectName, filter: ProductFilter, sort: ListingSort, plan: SearchPlan) {
  const words = sort === 'relevance' ? searchWords(filter.search) : []
  if (words.length > 0 && dialect === 'sqlite') {
    // bm25() needs the FTS5 cursor, so the ranked matches are joined in; the search is then that join.
    const ranked = sql<{ rowId: number; score: number }>`(select ${FTS_PRODUCT} as row_id, ${SQLITE_RANK} as score
      from products_fts where products_fts match ${fts5Query(words)})`.as('ranked')
    return db
      .selectFrom('products')
      .innerJoin(ranked, (join) => join.on(sql`ranked.row_id`, '=', sql`products.rowid`))
      .select('products.id')
      .where((eb) => whereFilter(eb, dialect, { ...filter, search: undefined }, plan))
      .$call((query) => withSpecsFirst(query, words))
      .orderBy(sql`ranked.score`)
      .orderBy('products.listPosition', 'asc')
  }
  const searched = searchWords(filter.search)
  if (sort === 'popularity' && dialect === 'sqlite' && searched.length > 0) {
    // The index walks its matches in popularity order (migration 0024): SQLite reads matches in key
    // order, checks each product against the other filters, and stops when the page is full.
    return db
      .selectFrom(sql`products_fts`.as('products_fts'))
      .innerJoin('products', (join) => join.on(sql`products.rowid`, '=', FTS_PRODUCT))
      .select('products.id')
      .where(sql<SqlBool>`products_fts match ${fts5Query(searched)}`)
      .where((eb) => whereFilter(eb as unknown as ProductsEb, dialect, { ...filter, search: undefined }, plan))
      .orderBy(sql`products_fts.rowid`)
  }
  const query = filtered(db, dialect, filter, plan).select('products.id')
  if (sort !== 'relevance' || words.length === 0) return inListingOrder(query, sort)
  return query
    .$call((query) => withSpecsFirst(query, words))
    .orderBy(sql`ts_rank(${PG_WEIGHTS}, products.search_vector, to_tsquery('simple', ${tsQuery(words)}))`, 'desc')
    .orderBy('products.listPosition', 'asc')
}

/**
 * How many of the specifications the search names a product has (search-specs.ts): ranked matches
 * with them come first ("i7 16gb": a Core i7 with 16 GB before a desktop whose graphics card has 16 GB).
 */
function specsNamed(words: readonly string[]) {
  const intents = specIntents(words)
  const parts = [
    intents.ramGb === undefined ? null : sql`case when products.ram_gb = ${intents.ramGb} then 1 else 0 end`,
    intents.storageGb === undefined ? null : sql`case when products.storage_gb = ${intents.storageGb} then 1 else 0 end`,
    intents.cpuFamily === undefined ? null : sql`case when products.cpu_family like ${`${intents.cpuFamily}%`} then 1 else 0 end`,
    intents.gpu === undefined ? null : sql`case when products.gpu = ${intents.gpu} then 1 else 0 end`,
  ].filter((part) => part !== null)
  // With none named there is nothing to order by: a constant in ORDER BY names a column (SQLite) or is refused (PostgreSQL).
  return parts.length === 0 ? null : sql<number>`(${sql.join(parts, sql` + `)})`
}

function withSpecsFirst<Q extends { orderBy: (expression: RawBuilder<number>, direction: 'desc') => Q }>(
  query: Q,
  words: readonly string[],
): Q {
  const named = specsNamed(words)
  return named ? query.orderBy(named, 'desc') : query
}
