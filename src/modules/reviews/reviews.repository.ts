import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { ProductReviewTable } from '#db/schema.ts'
import type { ReviewSort } from './reviews.schemas.ts'

const COLUMNS = [
  'id',
  'productId',
  'userId',
  'authorName',
  'orderId',
  'rating',
  'title',
  'body',
  'helpfulCount',
  'hiddenReason',
  'hiddenAt',
  'createdAt',
  'updatedAt',
] as const

export function findReview(db: Database, id: string) {
  return db.selectFrom('productReviews').select(COLUMNS).where('id', '=', id).executeTakeFirst()
}

export function findReviewOf(db: Database, productId: string, userId: string) {
  return db.selectFrom('productReviews').select(COLUMNS).where('productId', '=', productId).where('userId', '=', userId).executeTakeFirst()
}

export async function insertReview(db: Database, row: Insertable<ProductReviewTable>) {
  await db.insertInto('productReviews').values(row).execute()
}

export async function updateReview(
  db: Database,
  id: string,
  change: { rating: number; title: string | null; body: string; orderId: string | null; updatedAt: string },
) {
  await db.updateTable('productReviews').set(change).where('id', '=', id).execute()
}

export async function setHidden(db: Database, id: string, hidden: { hiddenReason: string | null; hiddenAt: string | null }) {
  await db.updateTable('productReviews').set(hidden).where('id', '=', id).execute()
}

/** A product's visible reviews, most recent or most helpful first. */
export function findVisibleReviews(db: Database, productId: string, sort: ReviewSort, limit: number) {
  let query = db.selectFrom('productReviews').select(COLUMNS).where('productId', '=', productId).where('hiddenAt', 'is', null)
  query = sort === 'helpful' ? query.orderBy('helpfulCount', 'desc').orderBy('createdAt', 'desc') : query.orderBy('createdAt', 'desc')
  return query.orderBy('id').limit(limit).execute()
}

/** How many visible reviews give each rating. */
export function countByRating(db: Database, productId: string) {
  return db
    .selectFrom('productReviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('count')])
    .where('productId', '=', productId)
    .where('hiddenAt', 'is', null)
    .groupBy('rating')
    .execute()
}

/** One helpful vote per shopper per review; false when they had voted already. */
export async function addVote(db: Database, reviewId: string, userId: string, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('reviewVotes')
    .values({ reviewId, userId, createdAt: at })
    .onConflict((oc) => oc.columns(['reviewId', 'userId']).doNothing())
    .executeTakeFirst()
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return false
  await db
    .updateTable('productReviews')
    .set((eb) => ({ helpfulCount: eb('helpfulCount', '+', 1) }))
    .where('id', '=', reviewId)
    .execute()
  return true
}

/** Every review, newest first, for the admin: only hidden ones, only visible ones, or all. */
export function findAllReviews(db: Database, filter: { hidden?: boolean; productIds?: readonly string[] }, limit: number) {
  let query = db.selectFrom('productReviews').select(COLUMNS)
  if (filter.hidden === true) query = query.where('hiddenAt', 'is not', null)
  if (filter.hidden === false) query = query.where('hiddenAt', 'is', null)
  if (filter.productIds) {
    if (filter.productIds.length === 0) return Promise.resolve([])
    query = query.where('productId', 'in', [...filter.productIds])
  }
  return query.orderBy('createdAt', 'desc').orderBy('id').limit(limit).execute()
}

/** A person's reviews, for their data export (decision 042). */
export function findReviewsOfUser(db: Database, userId: string) {
  return db
    .selectFrom('productReviews')
    .innerJoin('products', 'products.id', 'productReviews.productId')
    .select([
      'products.name as productName',
      'productReviews.rating',
      'productReviews.title',
      'productReviews.body',
      'productReviews.createdAt',
    ])
    .where('productReviews.userId', '=', userId)
    .orderBy('productReviews.createdAt')
    .execute()
}

/** An erased account's reviews stay (the product's figures count them) under no name. */
export async function anonymiseReviewsOfUser(db: Database, userId: string, authorName: string): Promise<void> {
  await db.updateTable('productReviews').set({ authorName }).where('userId', '=', userId).execute()
}
