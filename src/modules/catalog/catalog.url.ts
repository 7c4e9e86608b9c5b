import { PRICE_FILTER, type ProductQuery } from './catalog.types.ts'

// Kept apart from catalog.schemas.ts so pages that only build links do not ship Zod to the browser.

/** The URL search string for a query, leaving out defaults so shared links stay short. */
export function productQueryToSearchParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.search) params.set('search', query.search)
  // Repeated, as the filter panel's checkboxes submit it without JavaScript.
  for (const category of query.category ?? []) params.append('category', category)
  for (const brand of query.brand ?? []) params.append('brand', brand)
  if (query.isNew) params.set('isNew', 'true')
  if (query.isFeatured) params.set('isFeatured', 'true')
  if (query.minPrice !== undefined && query.minPrice > PRICE_FILTER.min) params.set('minPrice', String(query.minPrice))
  if (query.maxPrice !== undefined && query.maxPrice < PRICE_FILTER.max) params.set('maxPrice', String(query.maxPrice))
  for (const key of ['ramMin', 'ramMax', 'storageMin', 'storageMax', 'screenMin', 'screenMax'] as const) {
    const value = query[key]
    if (value !== undefined) params.set(key, String(value))
  }
  if (query.cpu?.length) params.set('cpu', query.cpu.join(','))
  if (query.gpu?.length) params.set('gpu', query.gpu.join(','))
  if (query.origin?.length) params.set('origin', query.origin.join(','))
  // A search is ordered by relevance unless a sort is chosen; anything else by popularity.
  const defaultSort = query.search ? 'relevance' : 'popularity'
  if (query.sort && query.sort !== defaultSort) params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params
}

/** The listing's address for a query: `/products`, with the query's parameters when it has any. */
export function listingPath(query: ProductQuery): string {
  const search = productQueryToSearchParams(query).toString()
  return search ? `/products?${search}` : '/products'
}

/**
 * The canonical address of a listing page (decision 020). It keeps the filters that make a page of
 * their own, each with its own title (category, brand, New Arrivals, Featured), in one fixed order,
 * and the page number; it drops the sort, the price range, spec filters and anything else (tracking).
 * A sorted or price-filtered page N holds other products than page N of the listing it points to,
 * so such a page points to that listing's first page. Searches have none: they are not indexed.
 */
export function canonicalListingPath(query: ProductQuery, page = query.page ?? 1): string {
  const params = new URLSearchParams()
  // One category is a page of its own; several narrow the listing like a spec filter (below).
  const [category, ...more] = query.category ?? []
  if (category && more.length === 0) params.set('category', category)
  // So is one brand; several are a choice within the listing, like several categories.
  const [brand, ...moreBrands] = query.brand ?? []
  if (brand && moreBrands.length === 0) params.set('brand', brand)
  if (query.isNew) params.set('isNew', 'true')
  if (query.isFeatured) params.set('isFeatured', 'true')
  const sorted = query.sort !== undefined && query.sort !== 'popularity' && query.sort !== 'relevance'
  const priced =
    (query.minPrice !== undefined && query.minPrice > PRICE_FILTER.min) ||
    (query.maxPrice !== undefined && query.maxPrice < PRICE_FILTER.max)
  // Spec filters (decision 025) narrow the listing like a price range: the canonical is the unfiltered one.
  const specced = [
    query.ramMin,
    query.ramMax,
    query.storageMin,
    query.storageMax,
    query.screenMin,
    query.screenMax,
    query.cpu,
    query.gpu,
    query.origin,
    more.length > 0 ? more : undefined,
    moreBrands.length > 0 ? moreBrands : undefined,
  ].some((value) => value !== undefined)
  if (page > 1 && !sorted && !priced && !specced) params.set('page', String(page))
  const search = params.toString()
  return search ? `/products?${search}` : '/products'
}
