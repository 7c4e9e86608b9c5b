import { productQueryShape, suggestSearches } from '#src/modules/catalog/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { type ApiResult, apiError, ok } from './api-result.ts'

/** GET /api/v1/search/suggestions?q=…: what the header's search box offers as the shopper types. */
export async function searchSuggestionsApi(ctx: ServiceContext, url: URL): Promise<ApiResult> {
  const q = productQueryShape.search.safeParse(url.searchParams.get('q') ?? '')
  if (!q.success) return apiError(400, 'invalid_query', 'q is a search of at most 100 characters.')
  const found = await suggestSearches(ctx, q.data ?? '')
  return ok({
    products: found.products.map((p) => ({ name: p.name, url: `/products/${p.slug}` })),
    categories: found.categories.map((name) => ({ name, url: `/products?category=${encodeURIComponent(name)}` })),
    brands: found.brands.map((name) => ({ name, url: `/products?brand=${encodeURIComponent(name)}` })),
  })
}
