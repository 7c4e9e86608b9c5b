import type { Database } from '#db/database.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { keepPromise, keptForAWhile } from '#src/platform/kept-for-a-while.ts'
import { pageCount, pageWindow } from '#src/platform/paging.ts'
import * as repo from './catalog.repository.ts'
import { searchWords } from './catalog.search.ts'
import {
  type Category,
  type Facets,
  LISTING_COUNT_CAP,
  LISTING_PAGE_SIZE,
  type ListingSort,
  type ProductDetail,
  type ProductFilter,
  type ProductImage,
  type ProductPage,
  type ProductQuery,
  type ProductSummary,
  type ProductWithSpecs,
} from './catalog.types.ts'
import { countryName, DECLARATION_FIELDS, type Declarations } from './declarations.ts'
import { keySpecLineOfJson } from './key-specs.ts'
import * as listing from './listing.repository.ts'
import { correctWords, type Vocabulary } from './search-correction.ts'

/** Home page shelves: the first 4 products flagged isNew and the first 4 flagged isFeatured. */
export const HOME_SHELF_SIZE = 4

/**
 * One page of the listing. The count is exact up to LISTING_COUNT_CAP and stops there ("1,000+"),
 * and pages go no deeper than the cap: the work per request does not grow with the catalogue. A
 * page past the last shows the last one.
 */
export async function listProducts(ctx: ServiceContext, query: ProductQuery): Promise<ProductPage> {
  const page = await listMatching(ctx, query)
  const words = searchWords(query.search)
  if (page.total > 0 || words.length === 0) return page
  // Nothing matched: a typo (one edit) is corrected and its results shown; two edits are only offered.
  const vocabulary = await searchVocabulary(ctx)
  const oneEdit = correctWords(words, vocabulary, 1)?.join(' ')
  if (oneEdit) {
    const corrected = await listMatching(ctx, { ...query, search: oneEdit })
    if (corrected.total > 0) return { ...corrected, correctedSearch: oneEdit }
  }
  const twoEdits = correctWords(words, vocabulary, 2)?.join(' ')
  if (twoEdits && twoEdits !== oneEdit && (await listing.countProductsUpTo(ctx.db, ctx.dialect, { ...query, search: twoEdits }, 1)) > 0)
    return { ...page, didYouMean: twoEdits }
  return page
}

/** How long a process reuses the search vocabulary: new words reach typo correction within this time. */
const vocabularies = keptForAWhile<Promise<Vocabulary>>(10 * 60 * 1000, 1)

/** Read only when a search finds nothing, and kept a while: building it reads the whole index. */
function searchVocabulary(ctx: ServiceContext): Promise<Vocabulary> {
  return keepPromise(vocabularies, ctx.db, 'vocabulary', () => repo.findSearchVocabulary(ctx.db, ctx.dialect).then((terms) => ({ terms })))
}

async function listMatching(ctx: ServiceContext, query: ProductQuery): Promise<ProductPage> {
  const { sort: requestedSort, page: requestedPage = 1, ...filter } = query
  // A first page without a search needs no count when it is not full: its rows are all there is.
  // (A search is counted first: the count decides how it is ordered and read.)
  if (!filter.search && requestedPage <= 1) {
    const sort = listingSort(requestedSort, undefined, 0)
    const limit = LISTING_PAGE_SIZE
    const rows = await listing.findProductSummaries(ctx.db, ctx.dialect, { filter, sort, manyMatches: false, limit, offset: 0 })
    if (rows.length < limit) return { products: rows.map(toSummary), total: rows.length, totalExact: true, page: 1, pageCount: 1, sort }
    const counted = await countUpToCap(ctx, filter)
    const total = Math.min(counted, LISTING_COUNT_CAP)
    const totalExact = counted <= LISTING_COUNT_CAP
    return { products: rows.map(toSummary), total, totalExact, page: 1, pageCount: pageCount(total, limit), sort }
  }
  const counted = await countUpToCap(ctx, filter)
  const totalExact = counted <= LISTING_COUNT_CAP
  const total = Math.min(counted, LISTING_COUNT_CAP)
  const sort = listingSort(requestedSort, filter.search, counted)
  const pages = pageCount(total, LISTING_PAGE_SIZE)
  const { page, limit, offset } = pageWindow(Math.min(requestedPage, pages), LISTING_PAGE_SIZE)
  // The last page of a capped result stops at the cap, like the count.
  const take = Math.min(limit, total - offset)
  const rows =
    take > 0 ? await listing.findProductSummaries(ctx.db, ctx.dialect, { filter, sort, manyMatches: !totalExact, limit: take, offset }) : []
  return { products: rows.map(toSummary), total, totalExact, page, pageCount: pages, sort }
}

/** Filter sets known to match more than LISTING_COUNT_CAP products: a minute each, 500 per process. */
const broadFilters = keptForAWhile<true>(60 * 1000, 500)

/**
 * The capped count. That a filter set matches more than the cap ("1,000+") is remembered for a minute
 * per process, as facet counts are: counting to the cap re-checks a thousand matches (on PostgreSQL the
 * weighted full-text condition, row by row), and a set that broad does not fall under the cap from one
 * minute to the next. An exact count, at or under the cap, is always counted afresh; the products on
 * the page are always read fresh.
 */
async function countUpToCap(ctx: ServiceContext, filter: ProductFilter): Promise<number> {
  const key = filterKey(filter)
  if (broadFilters.get(ctx.db, key)) return LISTING_COUNT_CAP + 1
  const counted = await listing.countProductsUpTo(ctx.db, ctx.dialect, filter, LISTING_COUNT_CAP)
  if (counted > LISTING_COUNT_CAP) broadFilters.set(ctx.db, key, true)
  else broadFilters.delete(ctx.db, key)
  return counted
}

/** One text per filter set, whatever order its fields were given in. */
const filterKey = (filter: ProductFilter) => JSON.stringify(Object.entries(filter).sort(([a], [b]) => (a < b ? -1 : 1)))

/**
 * A search is ordered by relevance unless the shopper chose a sort. Ranking costs a little for every
 * match, so a search broader than LISTING_COUNT_CAP is sorted by popularity instead (the page says so).
 */
function listingSort(requested: ListingSort | undefined, search: string | undefined, matches: number): ListingSort {
  const sort = requested ?? (search ? 'relevance' : 'popularity')
  if (sort !== 'relevance') return sort
  return search && searchWords(search).length > 0 && matches <= LISTING_COUNT_CAP ? 'relevance' : 'popularity'
}

/** Facet counts for the same filters, kept a minute, 500 filter sets per process (decision 025). */
const facetCounts = keptForAWhile<Promise<Facets>>(60 * 1000, 500)

/**
 * The spec facets beside a listing: for each, the values of the products passing every other active
 * filter, with counts. Grouping reads every match, so the answer is kept for a minute per filter set
 * (counts may trail a catalogue change by that much); the listing itself is always fresh.
 */
export function listingFacets(ctx: ServiceContext, query: ProductQuery): Promise<Facets> {
  const { sort: _sort, page: _page, ...filter } = query
  return keepPromise(facetCounts, ctx.db, filterKey(filter), () => countFacets(ctx, filter))
}

async function countFacets(ctx: ServiceContext, filter: ProductFilter): Promise<Facets> {
  const count = (column: listing.FacetColumn, without: Partial<ProductFilter>) =>
    listing.countByValue(ctx.db, ctx.dialect, { ...filter, ...without }, column)
  const numbers = (rows: Array<{ value: string | number; count: number }>) =>
    rows.map((r) => ({ value: Number(r.value), count: r.count })).sort((a, b) => a.value - b.value)
  const texts = (rows: Array<{ value: string | number; count: number }>) =>
    rows.map((r) => ({ value: String(r.value), count: r.count })).sort((a, b) => byNumberAware(a.value, b.value))
  const [ram, storage, screen, cpu, gpu, origin] = await Promise.all([
    count('ramGb', { ramMin: undefined, ramMax: undefined }),
    count('storageGb', { storageMin: undefined, storageMax: undefined }),
    count('screenTenths', { screenMin: undefined, screenMax: undefined }),
    count('cpuFamily', { cpu: undefined }),
    count('gpu', { gpu: undefined }),
    count('countryOfOrigin', { origin: undefined }),
  ])
  // Countries in the order of the names a shopper reads, not of their codes.
  const countries = origin.map((r) => ({ value: String(r.value), count: r.count }))
  countries.sort((a, b) => byLetters(countryName(a.value), countryName(b.value)))
  return { ram: numbers(ram), storage: numbers(storage), screen: numbers(screen), cpu: texts(cpu), gpu: texts(gpu), origin: countries }
}

export async function homeShelves(ctx: ServiceContext): Promise<{ latest: ProductSummary[]; featured: ProductSummary[] }> {
  const [latest, featured] = await Promise.all([
    repo.findFlaggedProducts(ctx.db, 'isNew', HOME_SHELF_SIZE),
    repo.findFlaggedProducts(ctx.db, 'isFeatured', HOME_SHELF_SIZE),
  ])
  return { latest: latest.map(toSummary), featured: featured.map(toSummary) }
}

export async function getProduct(ctx: ServiceContext, slug: string): Promise<ProductDetail | null> {
  const row = await repo.findPublishedProductBySlug(ctx.db, slug)
  if (!row) return null
  const images: ProductImage[] = (await repo.findImages(ctx.db, [row.id])).map(({ url, alt }) => ({ url, alt }))
  return {
    ...toSummary(row),
    declarations: Object.fromEntries(DECLARATION_FIELDS.map((field) => [field, row[field]])) as unknown as Declarations,
    description: row.description,
    specs: parseSpecs(ctx, row.id, row.specs),
    images,
    vendor: { id: row.vendorId, name: row.vendorName },
  }
}

/** A published product's id by its slug (one index look-up), or null. */
export async function publishedProductId(ctx: Pick<ServiceContext, 'db'>, slug: string): Promise<string | null> {
  return (await repo.findPublishedProductId(ctx.db, slug))?.id ?? null
}

/** How many products a sitemap lists: every published one. */
export const countListedProducts = (ctx: Pick<ServiceContext, 'db'>) => repo.countPublishedProducts(ctx.db)

/** Slug and last change of published products, a slice at a time, for the sitemap. */
export async function listedProductSlugs(
  ctx: Pick<ServiceContext, 'db'>,
  slice: { offset: number; limit: number },
): Promise<Array<{ slug: string; updatedAt: string }>> {
  if (slice.limit <= 0) return []
  return repo.findPublishedSlugs(ctx.db, slice)
}

/**
 * Published products by id or slug, in the order asked for, each once, with their specs: what the
 * compare tray and the comparison read. Unknown and unpublished references are simply absent.
 */
export async function productsByRefs(ctx: ServiceContext, refs: readonly string[]): Promise<ProductWithSpecs[]> {
  const rows = await repo.findPublishedByRefs(ctx.db, refs)
  const found: ProductWithSpecs[] = []
  for (const ref of refs) {
    const row = rows.find((r) => r.id === ref || r.slug === ref)
    if (row && !found.some((p) => p.id === row.id))
      found.push({ ...toSummary(row), specs: parseSpecs(ctx, row.id, row.specs), vendor: { id: row.vendorId, name: row.vendorName } })
  }
  return found
}

export async function listBrands(ctx: ServiceContext): Promise<string[]> {
  // Sorted here, not in SQL: SQLite and PostgreSQL collate mixed case differently.
  return (await repo.findPublishedBrands(ctx.db)).sort(byLetters)
}

// One collator each: localeCompare with options builds a collator on every call, which was 2% of a
// rendered listing's time (the brand list is sorted on every page).
const byLetters = new Intl.Collator('en', { sensitivity: 'base' }).compare
const byNumberAware = new Intl.Collator('en', { numeric: true }).compare

export function toSummary(row: repo.ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category as Category,
    brand: row.brand,
    pricePaise: row.pricePaise,
    sellingPricePaise: row.sellingPricePaise,
    mrpPaise: row.mrpPaise,
    stock: row.stock,
    rating: row.rating,
    reviewCount: row.reviewCount,
    isNew: row.isNew === 1,
    isFeatured: row.isFeatured === 1,
    image: row.imageUrl ? { url: row.imageUrl, alt: row.imageAlt ?? '' } : null,
    keySpecs: keySpecLineOfJson(row.id, row.specs),
  }
}

function parseSpecs(ctx: ServiceContext, productId: string, json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json)
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    }
  } catch (error) {
    ctx.log.error({ err: error, productId }, 'product specs are not valid JSON')
  }
  return {}
}

/** A vendor's own products, published or not, for their dashboard (the vendors module checks who asks). */
export const productsOfVendor = (ctx: Pick<ServiceContext, 'db'>, vendorId: string) => repo.findVendorProducts(ctx.db, vendorId)

/** Sets a product's rating and review count from its reviews (the reviews module computes them). */
export const setReviewFigures = (db: Database, productId: string, rating: number, reviewCount: number) =>
  repo.updateReviewFigures(db, productId, rating, reviewCount)

/** Names, slugs and stores of products, for the reviews lists. */
export const productNames = (db: Database, productIds: readonly string[]) => repo.findProductNames(db, productIds)
