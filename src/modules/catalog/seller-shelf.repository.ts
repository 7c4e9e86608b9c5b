import type { Database } from '#db/database.ts'
import { literal } from '#src/platform/sql/query-pieces.ts'
import { selectSummaries } from './catalog.repository.ts'

// A seller's products on sale, and its rating, for the seller's page and "Sold by" (decision 038).

/** One page of a seller's products on sale, newest first (products_vendor_idx finds them). */
export function findSellerProductSummaries(db: Database, vendorId: string, page: { limit: number; offset: number }) {
  return selectSummaries(db)
    .where('products.vendorId', '=', vendorId)
    .where('products.isPublished', '=', literal(1))
    .orderBy('products.listPosition', 'desc')
    .orderBy('products.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

export async function countSellerProducts(db: Database, vendorId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('vendorId', '=', vendorId)
    .where('isPublished', '=', literal(1))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Each seller's reviews added up over its products on sale: a product's rating and count are its
 * verified buyers' visible reviews (decisions 022, 024), so the seller's is their review-weighted mean.
 */
export function findSellerReviewTotals(db: Database, vendorIds: readonly string[]) {
  return db
    .selectFrom('products')
    .select([
      'vendorId',
      (eb) => eb.fn.sum<number>(eb('rating', '*', eb.ref('reviewCount'))).as('ratingSum'),
      (eb) => eb.fn.sum<number>('reviewCount').as('reviewCount'),
    ])
    .where('vendorId', 'in', [...vendorIds])
    .where('isPublished', '=', literal(1))
    .groupBy('vendorId')
    .execute()
}
