import type { Database } from '#db/database.ts'
import * as repo from './reviews.repository.ts'

/** What the privacy module needs of a person's reviews (DPDP Act ss.11–12): to export them, and to take their name off. */
export const reviewsOfUser = (db: Database, userId: string) => repo.findReviewsOfUser(db, userId)

export const anonymiseReviewsOf = (db: Database, userId: string) => repo.anonymiseReviewsOfUser(db, userId, 'Former customer')
