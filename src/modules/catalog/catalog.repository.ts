import {
  type Compilable,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely'
import type { Database, DialectName } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import { type PreparedQuery, prepared } from '#src/platform/sql/prepared.ts'
import { boundText, containsAny, literal, withMainImage } from '#src/platform/sql/query-pieces.ts'
import { fts5Query, searchTableQuery, searchWords, tsQuery, tsQueryParts } from './catalog.search.ts'
import type { ListingSort, ProductFilter } from './catalog.types.ts'
import { DECLARATION_FIELDS } from './declarations.ts'
import { effectivePrice, filterValues, holesOf, parametersOf, shapeOf, valueConditions } from './listing-filter.repository.ts'
import { specIntents } from './search-specs.ts'
import { countSearchTableUpTo, searchTablePageIds } from './search-table.repository.ts'

type ProductsEb = ExpressionBuilder<DB, 'products'>

const SUMMARY_COLUMNS = [
  'products.id',
  'products.name',
  'products.slug',
  'products.category',
  'products.brand',
  'products.pricePaise',
  'products.discountPricePaise',
  'products.stock',
  'products.rating',
  'products.reviewCount',
  'products.isNew',
  'products.isFeatured',
  // For the card's key-spec line (key-specs.ts).
  'products.specs',
] as const

// What the product page declares (rule 6(10)).
const DECLARATION_COLUMNS = DECLARATION_FIELDS.map((field) => `products.${field}` as const)

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
type SearchPlan = 'drive' | 'probe'

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
function filtered(db: Database, dialect: DialectName, filter: ProductFilter, plan: SearchPlan) {
  const words = searchWords(filter.search)
  let query = db.selectFrom('products')
  if (dialect === 'sqlite' && plan === 'drive' && words.length > 0) {
    const matches = sql<{ rowId: number }>`(select ${FTS_PRODUCT} as row_id from products_fts where products_fts match ${fts5Query(words)})`
    query = query.innerJoin(matches.as('matches'), (join) => join.on(sql`matches.row_id`, '=', sql`products.rowid`))
  }
  return query.where((eb) => whereFilter(eb, dialect, filter, plan))
}

/** Product columns for a card, with its main image joined in. */
export function selectSummaries(db: Database) {
  return withMainImage(db.selectFrom('products')).select([...SUMMARY_COLUMNS, 'mainImage.url as imageUrl', 'mainImage.alt as imageAlt'])
}

export type ProductSummaryRow = Awaited<ReturnType<typeof findFlaggedProducts>>[number]

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

/** A listing's order without a search; relevance without words to rank by is popularity. */
function inListingOrder<O>(query: SelectQueryBuilder<DB, 'products', O>, sort: ListingSort) {
  switch (sort) {
    case 'relevance':
    case 'popularity':
      return query.orderBy('products.reviewCount', 'desc').orderBy('products.listPosition', 'asc')
    case 'price-asc':
      return query.orderBy(effectivePrice, 'asc').orderBy('products.listPosition', 'asc')
    // Ties follow the sort's direction, so one index read forwards or backwards serves both price sorts.
    case 'price-desc':
      return query.orderBy(effectivePrice, 'desc').orderBy('products.listPosition', 'desc')
    case 'newest':
      return query.orderBy('products.listPosition', 'desc')
  }
}

function orderedIds(db: Database, dialect: DialectName, filter: ProductFilter, sort: ListingSort, plan: SearchPlan) {
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

/** Published products flagged isNew or isFeatured, in the catalogue's list order. */
export async function findFlaggedProducts(db: Database, flag: 'isNew' | 'isFeatured', limit: number) {
  return selectSummaries(db)
    .where('products.isPublished', '=', literal(1))
    .where(`products.${flag}`, '=', literal(1))
    .orderBy('products.listPosition', 'asc')
    .limit(literal(limit))
    .execute()
}

export async function findPublishedProductBySlug(db: Database, slug: string) {
  return (
    selectSummaries(db)
      .innerJoin('vendors', 'vendors.id', 'products.vendorId')
      .select(['products.description', 'products.specs', 'vendors.id as vendorId', 'vendors.name as vendorName', ...DECLARATION_COLUMNS])
      // Bound as boundText: a bare parameter in this join makes SQLite plan the statement on every run (decision 048).
      .where('products.slug', '=', boundText(slug))
      .where('products.isPublished', '=', literal(1))
      .executeTakeFirst()
  )
}

export async function findPublishedProductId(db: Database, slug: string) {
  return db.selectFrom('products').select('id').where('slug', '=', slug).where('isPublished', '=', literal(1)).executeTakeFirst()
}

/**
 * Published products by id or slug (a compare list of at most four): both columns are unique and
 * indexed, so this is a handful of index lookups whatever the catalogue's size.
 */
export async function findPublishedByRefs(db: Database, refs: readonly string[]) {
  if (refs.length === 0) return []
  return selectSummaries(db)
    .innerJoin('vendors', 'vendors.id', 'products.vendorId')
    .select(['vendors.id as vendorId', 'vendors.name as vendorName'])
    .where('products.isPublished', '=', literal(1))
    .where((eb) => eb.or([eb('products.id', 'in', refs), eb('products.slug', 'in', refs)]))
    .execute()
}

export async function findImages(db: Database, productIds: readonly string[]) {
  if (productIds.length === 0) return []
  return db
    .selectFrom('productImages')
    .select(['productId', 'position', 'url', 'alt'])
    .where('productId', 'in', productIds)
    .orderBy('productId')
    .orderBy('position')
    .execute()
}

/**
 * The brands of published products. DISTINCT would read every product; this steps through the
 * (is_published, brand) index from one brand to the next, one seek per brand, on both databases.
 */
export async function findPublishedBrands(db: Database): Promise<string[]> {
  const result = await sql<{ brand: string | null }>`with recursive brands(brand) as (
      select min(brand) from products where is_published = 1
      union all
      select (select min(p.brand) from products p where p.is_published = 1 and p.brand > brands.brand)
      from brands where brands.brand is not null
    )
    select brand from brands where brand is not null`.execute(db)
  return result.rows.flatMap((row) => (row.brand === null ? [] : [row.brand]))
}

/** Published products counted for the sitemap: read from the listing indexes, which all begin with is_published. */
export async function countPublishedProducts(db: Database): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('isPublished', '=', literal(1))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * A slice of the published products for the sitemap, only the two columns it prints. Ordered by
 * list position (products_by_position_idx), where new products are appended, so a product keeps
 * its child sitemap as the catalogue grows.
 */
export async function findPublishedSlugs(db: Database, slice: { offset: number; limit: number }) {
  return db
    .selectFrom('products')
    .select(['slug', 'updatedAt'])
    .where('isPublished', '=', literal(1))
    .orderBy('listPosition')
    .orderBy('id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute()
}

/** Every product of one vendor, published or not, for their own dashboard. */
export async function findVendorProducts(db: Database, vendorId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'pricePaise', 'discountPricePaise', 'stock', 'isPublished'])
    .where('vendorId', '=', vendorId)
    .orderBy('listPosition', 'desc')
    .execute()
}

/**
 * The words the search index knows, with how many products use each: what "did you mean" and typo
 * tolerance choose from. Only words of four letters or more, which are the ones worth correcting.
 */
export async function findSearchVocabulary(db: Database, dialect: DialectName): Promise<Array<{ term: string; docs: number }>> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ term: string; docs: number }>`select term, doc as docs from products_fts_vocab where length(term) >= 4`.execute(db)
      : await sql<{ term: string; docs: number }>`select word as term, ndoc as docs
          from ts_stat('select search_vector from products where is_published = 1') where length(word) >= 4`.execute(db)
  return rows.rows.map((row) => ({ term: row.term, docs: Number(row.docs) }))
}

/** A product's rating and review count, as its reviews add up (decision 024). */
export async function updateReviewFigures(db: Database, productId: string, rating: number, reviewCount: number) {
  await db.updateTable('products').set({ rating, reviewCount }).where('id', '=', productId).execute()
}

/** Names and slugs of products (published or not), for lists that mention them. */
export function findProductNames(db: Database, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'vendorId'])
    .where('id', 'in', [...productIds])
    .execute()
}
