import { PRICE_FILTER, type ProductQuery } from './catalog.types.ts'

// Kept apart from catalog.schemas.ts so pages that only build links do not ship Zod to the browser.

/** The URL search string for a query, leaving out defaults so shared links stay short. */
export function productQueryToSearchParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.search) params.set('search', query.search)
  if (query.category) params.set('category', query.category)
  if (query.brand) params.set('brand', query.brand)
  if (query.isNew) params.set('isNew', 'true')
  if (query.isFeatured) params.set('isFeatured', 'true')
  if (query.minPrice !== undefined && query.minPrice > PRICE_FILTER.min) params.set('minPrice', String(query.minPrice))
  if (query.maxPrice !== undefined && query.maxPrice < PRICE_FILTER.max) params.set('maxPrice', String(query.maxPrice))
  // A search is ordered by relevance unless a sort is chosen; anything else by popularity.
  const defaultSort = query.search ? 'relevance' : 'popularity'
  if (query.sort && query.sort !== defaultSort) params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params
}
