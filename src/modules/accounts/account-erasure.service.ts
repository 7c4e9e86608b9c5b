import type { Database } from '#db/database.ts'
import * as repo from './account-erasure.repository.ts'

/** The account's own record for its data export. */
export const accountProfile = (db: Database, userId: string) => repo.findProfile(db, userId)

/**
 * Erases an account's personal data kept by this module, inside the caller's transaction (the privacy
 * module erases the other modules' in the same one): the name and email go, every session ends, the
 * password and saved addresses are deleted, and the account can never sign in again.
 */
export async function eraseAccountRecords(db: Database, userId: string, at: string): Promise<void> {
  await repo.eraseUserRow(db, userId, at)
  await repo.deleteSignInsAndAddresses(db, userId)
}
