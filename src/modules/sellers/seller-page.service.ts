import { type SellerRating, sellerRatings, sellerShelf } from '#src/modules/catalog/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { type SellerOfRecord, sellerCanSell } from './seller-of-record.ts'
import * as repo from './seller-profiles.repository.ts'
import { sellersOfRecord } from './sellers.service.ts'

/** What "Sold by" shows beside a product, a cart line or a compare column: a link, a place, a rating. */
export interface SellerBadge {
  vendorId: string
  name: string
  slug: string
  city: string
  state: string
  rating: SellerRating
}

/** Badges of the sellers (approved or not: an order page still names who sold a line), by id. */
export async function sellerBadges(ctx: Pick<ServiceContext, 'db'>, vendorIds: readonly string[]): Promise<Map<string, SellerBadge>> {
  const [sellers, ratings] = await Promise.all([sellersOfRecord(ctx, vendorIds), sellerRatings(ctx, vendorIds)])
  const badges = new Map<string, SellerBadge>()
  for (const seller of sellers.values())
    badges.set(seller.vendorId, {
      vendorId: seller.vendorId,
      name: seller.displayName,
      slug: seller.slug,
      city: seller.city,
      state: seller.state,
      rating: ratings.get(seller.vendorId) ?? { rating: 0, reviewCount: 0 },
    })
  return badges
}

export interface SellerPage {
  seller: SellerOfRecord
  /** The seller's grievance officer (E-Commerce Rules 2020, rule 6); the store's is on its contact page. */
  grievance: { name: string; designation: string; email: string; phone: string } | null
  rating: SellerRating
  shelf: Awaited<ReturnType<typeof sellerShelf>>
}

/**
 * A seller's public page: who it is, how to reach it, its rating and its products on sale. Only a
 * seller that sells has one; any other slug is not found, like a product that is not on sale.
 */
export async function sellerPage(ctx: Pick<ServiceContext, 'db'>, slug: string, page: number): Promise<SellerPage | null> {
  const row = await repo.findSellerProfileBySlug(ctx.db, slug)
  if (!row?.status || !sellerCanSell(row.status)) return null
  const seller = (await sellersOfRecord(ctx, [row.vendorId])).get(row.vendorId)
  if (!seller) return null
  const [ratings, shelf] = await Promise.all([sellerRatings(ctx, [row.vendorId]), sellerShelf(ctx, row.vendorId, page)])
  const grievance =
    row.grievanceName && row.grievanceEmail
      ? {
          name: row.grievanceName,
          designation: row.grievanceDesignation ?? '',
          email: row.grievanceEmail,
          phone: row.grievancePhone ?? '',
        }
      : null
  return { seller, grievance, rating: ratings.get(row.vendorId) ?? { rating: 0, reviewCount: 0 }, shelf }
}
