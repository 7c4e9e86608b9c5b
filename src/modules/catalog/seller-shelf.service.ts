import type { ServiceContext } from '#src/platform/context.ts'
import { pageCount, pageWindow } from '#src/platform/paging.ts'
import { toSummary } from './catalog.service.ts'
import type { ProductSummary } from './catalog.types.ts'
import * as repo from './seller-shelf.repository.ts'

export const SELLER_SHELF_PAGE_SIZE = 12

/** A seller's products on sale, a page at a time, as listing cards. */
export async function sellerShelf(
  ctx: Pick<ServiceContext, 'db'>,
  vendorId: string,
  requestedPage: number,
): Promise<{ products: ProductSummary[]; total: number; page: number; pageCount: number }> {
  const total = await repo.countSellerProducts(ctx.db, vendorId)
  const pages = pageCount(total, SELLER_SHELF_PAGE_SIZE)
  const { page, limit, offset } = pageWindow(Math.min(requestedPage, pages), SELLER_SHELF_PAGE_SIZE)
  const rows = total === 0 ? [] : await repo.findSellerProductSummaries(ctx.db, vendorId, { limit, offset })
  return { products: rows.map(toSummary), total, page, pageCount: pages }
}

export interface SellerRating {
  /** Mean of its verified buyers' ratings, to one decimal; 0 when it has no reviews. */
  rating: number
  reviewCount: number
}

/** Sellers' ratings from the verified reviews of their products on sale, by seller id. */
export async function sellerRatings(ctx: Pick<ServiceContext, 'db'>, vendorIds: readonly string[]): Promise<Map<string, SellerRating>> {
  const found = new Map<string, SellerRating>()
  if (vendorIds.length === 0) return found
  for (const row of await repo.findSellerReviewTotals(ctx.db, [...new Set(vendorIds)])) {
    const count = Number(row.reviewCount ?? 0)
    found.set(row.vendorId, { reviewCount: count, rating: count === 0 ? 0 : Math.round((Number(row.ratingSum) / count) * 10) / 10 })
  }
  return found
}
