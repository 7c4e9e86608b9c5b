import type { Database } from '#db/database.ts'
import { takeOrderNumber } from '../records/orders.repository.ts'

/** YYMM of a moment in India's time zone: an order placed at 00:10 IST on 1 December is December's. */
export function orderNumberMonth(at: Date): string {
  const ist = new Date(at.getTime() + 5.5 * 60 * 60 * 1000)
  return `${String(ist.getUTCFullYear() % 100).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The form of every order number: DD-2611-004213. */
export const ORDER_NUMBER_PATTERN = /^DD-\d{4}-\d{6}$/

/**
 * The next order number, e.g. DD-2611-004213: the month's series in India's time zone. Called inside
 * the order's transaction: the counter row is locked by the update, so numbers are unique and
 * consecutive however many orders are placed at once (as invoice numbers are, tax-invoice.ts).
 */
export async function nextOrderNumber(db: Database, at: Date): Promise<string> {
  const month = orderNumberMonth(at)
  return `DD-${month}-${String(await takeOrderNumber(db, month)).padStart(6, '0')}`
}
