import { paiseToRupees } from '#src/lib/money.ts'
import { GST_PERCENT } from '#src/lib/tax.ts'
import type { ProductDetail, ProductSummary } from '#src/modules/catalog/index.ts'
import * as catalog from '#src/modules/catalog/index.ts'
import { parseProductQueryStrict, shopperPrice } from '#src/modules/catalog/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { type ApiResult, apiError, ok } from './api-result.ts'

/** GET /api/v1/products: the listing's filters and sorts; an unknown or malformed parameter is a 400. */
export async function listProductsApi(ctx: ServiceContext, url: URL): Promise<ApiResult> {
  const parsed = parseProductQueryStrict(url.searchParams)
  if (!parsed.ok) return apiError(400, 'invalid_query', 'The query parameters are not valid.', parsed.issues)
  const page = await catalog.listProducts(ctx, parsed.query)
  return ok({
    products: page.products.map(summaryJson),
    total: page.total,
    // Added in decision 011: above the count cap, `total` is the cap and more products match.
    totalExact: page.totalExact,
    page: page.page,
    pageCount: page.pageCount,
    sort: page.sort,
  })
}

/** GET /api/v1/products/facets: the spec facets' values and counts for the same filters as the listing. */
export async function productFacetsApi(ctx: ServiceContext, url: URL): Promise<ApiResult> {
  const parsed = parseProductQueryStrict(url.searchParams)
  if (!parsed.ok) return apiError(400, 'invalid_query', 'The query parameters are not valid.', parsed.issues)
  const facets = await catalog.listingFacets(ctx, parsed.query)
  // Screens leave in inches, as the filters take them.
  return ok({ facets: { ...facets, screen: facets.screen.map((f) => ({ value: f.value / 10, count: f.count })) } })
}

/** GET /api/v1/products/:slug */
export async function getProductApi(ctx: ServiceContext, slug: string): Promise<ApiResult> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return apiError(400, 'invalid_slug', 'A product slug is lower-case letters, digits and hyphens.')
  const product = await catalog.getProduct(ctx, slug)
  if (!product) return apiError(404, 'not_found', 'Product Not Found')
  return ok({ product: detailJson(product) })
}

/**
 * Prices leave the API in rupees, each named for what it is (decision 068): `mrp`, the M.R.P. inclusive
 * of all taxes as the seller declared it (null when not declared); `priceWithGst`, the selling price the
 * shopper pays; `taxableValue`, the value before GST inside it (to the paisa), which invoices show;
 * `gstRate`, the percentage.
 */
export function priceFields(p: { pricePaise: number; sellingPricePaise: number; mrpPaise: number | null }) {
  const shown = shopperPrice(p)
  return {
    currency: 'INR',
    mrp: shown.mrpPaise === null ? null : paiseToRupees(shown.mrpPaise),
    priceWithGst: paiseToRupees(shown.payPaise),
    // To the paisa: the taxable value inside a whole-rupee price has paise.
    taxableValue: p.pricePaise / 100,
    gstRate: GST_PERCENT,
    percentOff: shown.offPercent,
  }
}

/** A product's card fields; prices as priceFields says. */
function summaryJson(p: ProductSummary) {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    ...priceFields(p),
    category: p.category,
    brand: p.brand,
    stock: p.stock,
    rating: p.rating,
    reviews: p.reviewCount,
    isNew: p.isNew,
    isFeatured: p.isFeatured,
    image: p.image?.url ?? null,
  }
}

function detailJson(p: ProductDetail) {
  const { image: _main, ...summary } = summaryJson(p)
  return {
    ...summary,
    description: p.description,
    specs: p.specs,
    images: p.images.map((i) => i.url),
    vendorId: p.vendor.id,
    vendorName: p.vendor.name,
    // What the listing declares (rule 6(10)); the M.R.P. is mrpWithGst above.
    declarations: p.declarations,
  }
}
