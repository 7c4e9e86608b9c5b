import type { ServiceContext } from '#src/platform/context.ts'
import { listingFacets } from './catalog.service.ts'
import {
  type Category,
  LISTING_COUNT_CAP,
  LISTING_PAGE_SIZE,
  type NearestMatches,
  PRICE_FILTER,
  type ProductQuery,
} from './catalog.types.ts'
import { appliedFilterChips } from './filter-chips.ts'
import * as listing from './listing.repository.ts'
import { readSearchPhrase } from './search-phrase.ts'

/**
 * A listing query whose search names filters ("gaming laptop under 1 lakh") as the query with those
 * filters and the words left as its search; null when the search names none (decision 085). A filter
 * the search names replaces the same filter already set: it is what the shopper asked for last.
 * The processor and graphics names are matched against the catalogue's own, read only when named.
 */
export async function readSearchAsFilters(ctx: ServiceContext, query: ProductQuery): Promise<ProductQuery | null> {
  if (!query.search) return null
  let reading = readSearchPhrase(query.search, { cpu: [], gpu: [] })
  if (!reading) return null
  if (reading.filter.cpu || reading.filter.gpu) {
    const facets = await listingFacets(ctx, {})
    reading = readSearchPhrase(query.search, { cpu: facets.cpu.map((f) => f.value), gpu: facets.gpu.map((f) => f.value) }) ?? reading
  }
  const { sort, page: _page, ...rest } = query
  const read: ProductQuery = { ...rest, ...reading.filter, search: reading.rest || undefined }
  // Relevance without words to rank by is the listing's own order.
  if (sort && !(sort === 'relevance' && !read.search)) read.sort = sort
  return read
}

const MAX_RELAXED = 8
const STEP = PRICE_FILTER.step

/**
 * For a query that found nothing: the product nearest its price bound ("The cheapest gaming laptop is
 * ₹1,27,428") and the count each filter's removal would show. Only asked when a page is empty, so its
 * few capped counts are paid where they help.
 */
export async function nearestMatches(ctx: ServiceContext, query: ProductQuery): Promise<NearestMatches | null> {
  const { page: _page, ...q } = query
  const relaxed = appliedFilterChips(q).map((chip) => ({ label: chip.label, query: chip.without }))
  if (q.search) relaxed.push({ label: `Words “${q.search}”`, query: { ...q, search: undefined } })
  if (relaxed.length === 0) return null
  const counted = await Promise.all(
    relaxed.slice(0, MAX_RELAXED).map(async (r) => {
      const count = await countUpToCap(ctx, r.query)
      return { ...r, count: Math.min(count, LISTING_COUNT_CAP), exact: count <= LISTING_COUNT_CAP }
    }),
  )
  const price = await pastPriceBound(ctx, q)
  return { ...(price ? { price } : {}), without: counted.filter((r) => r.count > 0) }
}

const countUpToCap = (ctx: ServiceContext, query: ProductQuery) => {
  const { sort: _sort, page: _page, ...filter } = query
  return listing.countProductsUpTo(ctx.db, ctx.dialect, filter, LISTING_COUNT_CAP)
}

async function pastPriceBound(ctx: ServiceContext, q: ProductQuery): Promise<NearestMatches['price'] | null> {
  const max = q.maxPrice !== undefined && q.maxPrice < PRICE_FILTER.max ? q.maxPrice : undefined
  const min = q.minPrice !== undefined && q.minPrice > PRICE_FILTER.min ? q.minPrice : undefined
  if (max !== undefined) {
    // The cheapest above the limit (keeping any lower bound): the limit that would show it.
    const above = await firstOf(ctx, { ...q, maxPrice: undefined }, 'price-asc')
    if (above) {
      const widenedTo = Math.min(Math.ceil(above.pricePaise / 100 / STEP) * STEP, PRICE_FILTER.max)
      return { bound: 'max', pricePaise: above.pricePaise, noun: nounOf(q), widened: { ...q, maxPrice: widenedTo }, widenedTo }
    }
  }
  if (min !== undefined) {
    const below = await firstOf(ctx, { ...q, minPrice: undefined }, 'price-desc')
    if (below) {
      const widenedTo = Math.floor(below.pricePaise / 100 / STEP) * STEP
      return { bound: 'min', pricePaise: below.pricePaise, noun: nounOf(q), widened: { ...q, minPrice: widenedTo || undefined }, widenedTo }
    }
  }
  return null
}

async function firstOf(ctx: ServiceContext, query: ProductQuery, sort: 'price-asc' | 'price-desc') {
  const { sort: _sort, page: _page, ...filter } = query
  const count = await listing.countProductsUpTo(ctx.db, ctx.dialect, filter, LISTING_COUNT_CAP)
  if (count === 0) return null
  // A page as the listing reads it, not one row: the same prepared statement, and SQLite plans LIMIT 1
  // as a walk of the whole price index (130 ms for the cheapest gaming laptop at 100,000 products).
  const [row] = await listing.findProductSummaries(ctx.db, ctx.dialect, {
    filter,
    sort,
    manyMatches: count > LISTING_COUNT_CAP,
    limit: LISTING_PAGE_SIZE,
    offset: 0,
  })
  return row ? { pricePaise: row.sellingPricePaise } : null
}

const NOUNS: Record<string, string> = { 'Gaming Laptop': 'gaming laptop', Laptop: 'laptop', Desktop: 'desktop' }

/** What the products are called, when nothing but their categories (and the price) narrows them. */
function nounOf(q: ProductQuery): string | null {
  const { category, minPrice: _min, maxPrice: _max, sort: _sort, ...others } = q
  if (Object.values(others).some((value) => value !== undefined)) return null
  const categories = new Set<Category>(category ?? [])
  if (categories.size === 0) return 'product'
  if (categories.size === 1) return NOUNS[[...categories][0] as Category] ?? null
  // "rtx 4060 laptop" ticks both laptop categories: they are laptops.
  return categories.size === 2 && categories.has('Laptop') && categories.has('Gaming Laptop') ? 'laptop' : null
}
