import type { Database } from '#db/database.ts'
import { eraseCustomerOrders } from './customer-erasure.repository.ts'

/**
 * The orders module's part of erasing an account at its owner's request (DPDP Act s.12, decision 042),
 * inside the privacy module's transaction. What tax law needs kept stays: each invoiced order's recipient
 * particulars, amounts and numbers, and every invoice and credit note.
 */
export const eraseCustomerFromOrders = (db: Database, userId: string, erasedEmail: string, at: string) =>
  eraseCustomerOrders(db, userId, erasedEmail, at)
