import { type Compilable, type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { Database, DialectName } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import { type PreparedQuery, prepared } from '#src/platform/sql/prepared.ts'
import { boundText, literal } from '#src/platform/sql/query-pieces.ts'
import { selectSummaries } from './catalog.repository.ts'
import { searchTableQuery, searchWords } from './catalog.search.ts'
import type { ListingSort, ProductFilter } from './catalog.types.ts'
import { filterValues, holesOf, inListingOrder, parametersOf, shapeOf, valueConditions } from './listing-filter.repository.ts'
import { filtered, orderedIds } from './listing-search.repository.ts'
import { countSearchTableUpTo, searchTablePageIds } from './search-table.repository.ts'

type ProductsEb = ExpressionBuilder<DB, 'products'>

/**
 * One page of the listing. For a later page, the page's ids are found first, from the sort's index
 * alone, and only those rows are then read with their images: skipping rows costs index steps, not
 * row reads and image joins. The first page of a listing without a search skips nothing, so it is
 * one query. Without a search, the queries are prepared (see `preparedListing`).
 */
export async function findProductSummaries(
  db: Database,
  dialect: DialectName,
  page: { filter: ProductFilter; sort: ListingSort; manyMatches: boolean; limit: number; offset: number },
) {
  if (!page.filter.search && page.offset === 0) return unsearchedFirstPage(db, page)
  const ids = await pageIds(db, dialect, page)
  if (ids.length === 0) return []
  const rows = await summariesOf(db, ids)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The ids of one page of the listing, in its order: from the search table, the search, or the filter alone. */
async function pageIds(
  db: Database,
  dialect: DialectName,
  page: { filter: ProductFilter; sort: ListingSort; manyMatches: boolean; limit: number; offset: number },
): Promise<string[]> {
  const table = page.sort === 'popularity' ? searchTableFor(dialect, page.filter) : null
  if (table) return searchTablePageIds(db, table, page)
  if (!page.filter.search) return unsearchedPageIds(db, page)
  const rows = await orderedIds(db, dialect, page.filter, page.sort, page.manyMatches ? 'probe' : 'drive')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  return rows.map((row) => row.id)
}

type Holes = Record<string, unknown>

/**
 * The listing's queries without a search, prepared once per shape: the set filters with the length of
 * each list (listing-filter.repository.ts), the sort, the number of ids. Shoppers make few shapes; the bound
 * only keeps a flood of odd ones from growing the map without end.
 */
const preparedListing = new Map<string, PreparedQuery<Holes, unknown>>()
const PREPARED_SHAPES_MAX = 1000

function preparedFor<O>(shape: string, prepare: () => PreparedQuery<Holes, O>): PreparedQuery<Holes, O> {
  let query = preparedListing.get(shape)
  if (!query) {
    if (preparedListing.size >= PREPARED_SHAPES_MAX) preparedListing.clear()
    query = prepare()
    preparedListing.set(shape, query)
  }
  return query as PreparedQuery<Holes, O>
}

/**
 * A query over the published products passing `filter` (which has no search), prepared once per `kind`
 * and shape of the filter: `build` gets the filter's conditions, with holes for its values, to put in
 * its WHERE. Returns the query and the filter's values to run it with.
 */
function preparedOverFilter<O>(
  kind: string,
  filter: ProductFilter,
  build: (db: Database, where: (eb: ProductsEb) => Expression<SqlBool>, p: Holes) => Compilable<O>,
) {
  const values = filterValues(filter)
  const query = preparedFor(`${kind} ${shapeOf(values)}`, () =>
    prepared((db, p: Holes) => build(db, (eb) => eb.and(valueConditions(eb, holesOf(values, p))), p)),
  )
  return { query, parameters: parametersOf(values) }
}

// The page size and the cap are literals (query-pieces.ts): a bound LIMIT makes SQLite prepare the query again each time.

function unsearchedFirstPage(db: Database, page: { filter: ProductFilter; sort: ListingSort; limit: number }) {
  const { query, parameters } = preparedOverFilter(`first ${page.sort} ${page.limit}`, page.filter, (db, where) =>
    inListingOrder(selectSummaries(db).where(where), page.sort).limit(literal(page.limit)),
  )
  return query.all(db, parameters)
}

async function unsearchedPageIds(db: Database, page: { filter: ProductFilter; sort: ListingSort; limit: number; offset: number }) {
  const { query, parameters } = preparedOverFilter(`ids ${page.sort} ${page.limit}`, page.filter, (db, where, p) =>
    inListingOrder(db.selectFrom('products').select('products.id').where(where), page.sort)
      .limit(literal(page.limit))
      .offset(p.offset as number),
  )
  const rows = await query.all(db, { ...parameters, offset: page.offset })
  return rows.map((row) => row.id)
}

/**
 * The card rows of these products, in no particular order. Each id is bound as `cast(? as text)`: SQLite
 * read the bare values of the list while planning and prepared the statement again on every run (decision 050).
 */
function summariesOf(db: Database, ids: readonly string[]) {
  const query = preparedFor(`summaries ${ids.length}`, () =>
    prepared((db, p: Holes) =>
      selectSummaries(db).where(
        'products.id',
        'in',
        ids.map((_, i) => boundText(p[`id${i}`] as string)),
      ),
    ),
  )
  return query.all(db, Object.fromEntries(ids.map((id, i) => [`id${i}`, id])))
}

/**
 * PostgreSQL answers a search with no other filter from its search table (migration 0040, decision 052):
 * its count, and its pages in popularity order. Returns the table's query, or null where it cannot answer.
 */
function searchTableFor(dialect: DialectName, filter: ProductFilter): string | null {
  if (dialect !== 'postgres' || !filter.search || Object.keys(filterValues(filter)).length > 0) return null
  return searchTableQuery(searchWords(filter.search))
}

/** How many products match, counting no further than `cap + 1`: more than `cap` is all a caller learns. */
export async function countProductsUpTo(db: Database, dialect: DialectName, filter: ProductFilter, cap: number): Promise<number> {
  const table = searchTableFor(dialect, filter)
  if (table) return countSearchTableUpTo(db, table, cap)
  // A search alone reaches cap + 1 fastest from the match list; beside another filter, that
  // filter's index is the narrower path and the matches are checked against it.
  if (!filter.search) return countUnsearched(db, filter, cap)
  const { search: _search, ...others } = filter
  const plan = Object.values(others).some((value) => value !== undefined) ? 'probe' : 'drive'
  const matches = filtered(db, dialect, filter, plan)
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
  const row = await db
    .selectFrom(matches.as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

async function countUnsearched(db: Database, filter: ProductFilter, cap: number): Promise<number> {
  const { query, parameters } = preparedOverFilter(`count ${cap}`, filter, (db, where) =>
    db
      .selectFrom(
        db
          .selectFrom('products')
          .select(sql<number>`1`.as('one'))
          .where(where)
          .limit(literal(cap + 1))
          .as('capped'),
      )
      .select((eb) => eb.fn.countAll<number>().as('count')),
  )
  const row = await query.first(db, parameters)
  return Number(row?.count ?? 0)
}

/** The spec columns the listing counts by (decision 025). */
export type FacetColumn = 'ramGb' | 'storageGb' | 'screenTenths' | 'cpuFamily' | 'gpu' | 'countryOfOrigin'

/**
 * How many of the products passing `filter` have each value of one spec column (unknown values left
 * out). The filter is the listing's without this facet's own choice, so the counts say what choosing
 * another value would show. Each column's index begins with is_published.
 */
export async function countByValue(
  db: Database,
  dialect: DialectName,
  filter: ProductFilter,
  column: FacetColumn,
): Promise<Array<{ value: string | number; count: number }>> {
  const rows = await filtered(db, dialect, filter, 'drive')
    .select([`products.${column} as value`, (eb) => eb.fn.countAll<number>().as('count')])
    .where(`products.${column}`, 'is not', null)
    .groupBy(`products.${column}`)
    .execute()
  return rows.map((row) => ({ value: row.value as string | number, count: Number(row.count) }))
}
