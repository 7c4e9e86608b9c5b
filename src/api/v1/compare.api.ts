import { stockLevel } from '#src/modules/catalog/index.ts'
import { COMPARE_MAX, compareProducts, parseCompareParam } from '#src/modules/compare/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { type ApiResult, apiError, ok } from './api-result.ts'
import { priceFields } from './products.api.ts'

/**
 * GET /api/v1/compare?ids=a,b,c: the comparison the /compare page shows, by slug or id. Unknown and
 * unpublished products are listed in `skipped`, as the page notes them; more than four is a 400.
 */
export async function compareApi(ctx: ServiceContext, url: URL): Promise<ApiResult> {
  const { refs, tooMany } = parseCompareParam(url.searchParams.get('ids'))
  if (tooMany) return apiError(400, 'invalid_query', `Compare at most ${COMPARE_MAX} products.`)
  if (refs.length === 0) return apiError(400, 'invalid_query', 'Name products to compare: ids=slug-or-id,slug-or-id')
  const comparison = await compareProducts(ctx, refs)
  return ok({
    products: comparison.products.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      brand: p.brand,
      category: p.category,
      // Whole rupees, as in the products API: before GST, and as a shopper pays them.
      ...priceFields(p),
      stock: p.stock,
      stockLevel: stockLevel(p.stock),
      rating: p.rating,
      reviews: p.reviewCount,
      image: p.image?.url ?? null,
      specs: p.specs,
    })),
    rows: comparison.rows,
    skipped: comparison.skipped,
  })
}
