import type { ServiceContext } from '#src/context.ts'
import * as repo from './catalog.repository.ts'
import {
  type Category,
  LISTING_PAGE_SIZE,
  type ProductDetail,
  type ProductImage,
  type ProductPage,
  type ProductQuery,
  type ProductSummary,
} from './catalog.types.ts'

/** Home page shelves: the first 4 products flagged isNew and the first 4 flagged isFeatured. */
export const HOME_SHELF_SIZE = 4

export async function listProducts(ctx: ServiceContext, query: ProductQuery): Promise<ProductPage> {
  const { sort = 'popularity', page: requestedPage = 1, ...filter } = query
  const fetchPage = (page: number) => repo.findProductSummaries(ctx.db, filter, sort, LISTING_PAGE_SIZE, (page - 1) * LISTING_PAGE_SIZE)
  let page = requestedPage
  let rows = await fetchPage(page)
  // Past the last page there are no rows to carry the total: count, and show the last page instead.
  if (rows.length === 0 && page > 1) {
    const total = await repo.countProducts(ctx.db, filter)
    page = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE))
    rows = total > 0 ? await fetchPage(page) : []
  }
  const total = rows[0]?.total ?? 0
  return { products: rows.map(toSummary), total, page, pageCount: Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE)) }
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
