import type { Database } from '#db/database.ts'
import { takeInvoiceNumber } from '../orders.repository.ts'
import { financialYear } from './tax-rules.ts'

/**
 * The next invoice number of the financial year, e.g. DD/2026-27/000042. Called inside the order's
 * transaction: the counter row is locked by the update, so numbers are unique and have no gaps.
 */
export async function nextInvoiceNumber(db: Database, at: Date): Promise<string> {
  const fy = financialYear(at)
  return `DD/${fy}/${String(await takeInvoiceNumber(db, fy)).padStart(6, '0')}`
}
