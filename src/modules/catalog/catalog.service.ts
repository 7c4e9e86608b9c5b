import type { ServiceContext } from '#src/context.ts'
import { pageCount, pageWindow } from '#src/lib/sql/query-pieces.ts'
import * as repo from './catalog.repository.ts'
import { searchWords } from './catalog.search.ts'
import {
  type Category,
  LISTING_COUNT_CAP,
  LISTING_PAGE_SIZE,
  type ListingSort,
  type ProductDetail,
  type ProductImage,
  type ProductPage,
  type ProductQuery,
  type ProductSummary,
} from './catalog.types.ts'
import { keySpecLineOfJson } from './key-specs.ts'
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
  if (twoEdits && twoEdits !== oneEdit && (await repo.countProductsUpTo(ctx.db, ctx.dialect, { ...query, search: twoEdits }, 1)) > 0)
    return { ...page, didYouMean: twoEdits }
  return page
}

/** How long a process reuses the search vocabulary: new words reach typo correction within this time. */
const VOCABULARY_TTL_MS = 10 * 60 * 1000
const vocabularies = new WeakMap<object, { at: number; vocabulary: Promise<Vocabulary> }>()

/** Read only when a search finds nothing, and kept a while: building it reads the whole index. */
function searchVocabulary(ctx: ServiceContext): Promise<Vocabulary> {
  const cached = vocabularies.get(ctx.db)
  if (cached && Date.now() - cached.at < VOCABULARY_TTL_MS) return cached.vocabulary
  const vocabulary = repo.findSearchVocabulary(ctx.db, ctx.dialect).then((terms) => ({ terms }))
  vocabularies.set(ctx.db, { at: Date.now(), vocabulary })
  vocabulary.catch(() => vocabularies.delete(ctx.db))
  return vocabulary
}

async function listMatching(ctx: ServiceContext, query: ProductQuery): Promise<ProductPage> {
  const { sort: requestedSort, page: requestedPage = 1, ...filter } = query
  // A first page without a search needs no count when it is not full: its rows are all there is.
  // (A search is counted first: the count decides how it is ordered and read.)
  if (!filter.search && requestedPage <= 1) {
    const sort = listingSort(requestedSort, undefined, 0)
    const limit = LISTING_PAGE_SIZE
    const rows = await repo.findProductSummaries(ctx.db, ctx.dialect, { filter, sort, manyMatches: false, limit, offset: 0 })
    if (rows.length < limit) return { products: rows.map(toSummary), total: rows.length, totalExact: true, page: 1, pageCount: 1, sort }
    const counted = await repo.countProductsUpTo(ctx.db, ctx.dialect, filter, LISTING_COUNT_CAP)
    const total = Math.min(counted, LISTING_COUNT_CAP)
    const totalExact = counted <= LISTING_COUNT_CAP
    return { products: rows.map(toSummary), total, totalExact, page: 1, pageCount: pageCount(total, limit), sort }
  }
  const counted = await repo.countProductsUpTo(ctx.db, ctx.dialect, filter, LISTING_COUNT_CAP)
  const totalExact = counted <= LISTING_COUNT_CAP
  const total = Math.min(counted, LISTING_COUNT_CAP)
  const sort = listingSort(requestedSort, filter.search, counted)
  const pages = pageCount(total, LISTING_PAGE_SIZE)
  const { page, limit, offset } = pageWindow(Math.min(requestedPage, pages), LISTING_PAGE_SIZE)
  // The last page of a capped result stops at the cap, like the count.
  const take = Math.min(limit, total - offset)
  const rows =
    take > 0 ? await repo.findProductSummaries(ctx.db, ctx.dialect, { filter, sort, manyMatches: !totalExact, limit: take, offset }) : []
  return { products: rows.map(toSummary), total, totalExact, page, pageCount: pages, sort }
}

/**
 * A search is ordered by relevance unless the shopper chose a sort. Ranking costs a little for every
 * match, so a search broader than LISTING_COUNT_CAP is sorted by popularity instead (the page says so).
 */
function listingSort(requested: ListingSort | undefined, search: string | undefined, matches: number): ListingSort {
  const sort = requested ?? (search ? 'relevance' : 'popularity')
  if (sort !== 'relevance') return sort
  return search && searchWords(search).length > 0 && matches <= LISTING_COUNT_CAP ? 'relevance' : 'popularity'
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
    description: row.description,
    specs: parseSpecs(ctx, row.id, row.specs),
    images,
    vendor: { id: row.vendorId, name: row.vendorName },
  }
}

export async function listBrands(ctx: ServiceContext): Promise<string[]> {
  // Sorted here, not in SQL: SQLite and PostgreSQL collate mixed case differently.
  return (await repo.findPublishedBrands(ctx.db)).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
}

function toSummary(row: repo.ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category as Category,
    brand: row.brand,
    pricePaise: row.pricePaise,
    discountPricePaise: row.discountPricePaise,
    stock: row.stock,
    rating: row.rating,
    reviewCount: row.reviewCount,
    isNew: row.isNew === 1,
    isFeatured: row.isFeatured === 1,
    image: row.imageUrl ? { url: row.imageUrl, alt: row.imageAlt ?? '' } : null,
    keySpecs: keySpecLineOfJson(row.specs),
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
