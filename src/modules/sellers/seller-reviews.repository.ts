import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { SellerReviewTable } from '#db/schema.ts'

// The record of admins' decisions on sellers (decision 079): written in the decision's own transaction.

export async function insertReview(db: Database, row: Insertable<SellerReviewTable>): Promise<void> {
  await db.insertInto('sellerReviews').values(row).execute()
}

/** A seller's decisions, newest first. */
export function findReviews(db: Database, vendorId: string) {
  return db
    .selectFrom('sellerReviews')
    .select(['id', 'move', 'fromStatus', 'toStatus', 'version', 'reason', 'decidedByName', 'decidedAt'])
    .where('vendorId', '=', vendorId)
    .orderBy('decidedAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
}
