import type { Database } from '#db/database.ts'
import * as repo from './stock.repository.ts'

/** Units of one product, as an order line carries them. */
export interface Units {
  productId: string
  quantity: number
  /** The product's name, for the sold-out message. */
  name: string
}

/** A product in the list had fewer units left than asked for; the caller's transaction rolls back. */
export class SoldOut extends Error {
  override name = 'SoldOut'
  readonly productName: string
  constructor(productName: string) {
    super(`${productName} has sold out`)
    this.productName = productName
  }
}

/**
 * Product rows are always locked in the same order (by id): two transactions taking the same products
 * listed in opposite orders would otherwise each hold one row and wait for the other (a deadlock).
 */
const byProductId = (units: readonly Units[]) =>
  [...units].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0))

/**
 * Takes every line's units, all or none: call it inside the transaction that records why (an order
 * placed, a payment that takes released units again). Throws `SoldOut` so that transaction rolls back.
 */
export async function takeUnits(trx: Database, units: readonly Units[]): Promise<void> {
  for (const line of byProductId(units)) {
    if (!(await repo.takeUnits(trx, line.productId, line.quantity))) throw new SoldOut(line.name)
  }
}

/** Gives the units back (a cancelled order, a released hold), inside the transaction that records why. */
export async function returnUnits(trx: Database, units: readonly Units[]): Promise<void> {
  for (const line of byProductId(units)) await repo.returnUnits(trx, line.productId, line.quantity)
}

/** Which vendor sells each product: an order line is that vendor's to fulfil. */
export const vendorsOfProducts = (db: Database, productIds: readonly string[]) => repo.findVendorIds(db, productIds)

/** How many products are on sale, and the published ones running low (for the admin dashboard). */
export async function stockFigures(db: Database, lowStockThreshold: number) {
  const [published, lowStock] = await Promise.all([repo.countPublished(db), repo.findLowStock(db, lowStockThreshold, 10)])
  return { published, lowStock }
}

/** Which of these products are on the refund policy's non-returnable list (a mark on the product, owned here). */
export const nonReturnableProducts = (db: Database, productIds: readonly string[]) => repo.findNonReturnable(db, productIds)

/** Published products at or below the threshold, with their vendor, lowest stock first within each. */
export const lowStockByVendor = (db: Database, threshold: number, limit = 5_000) => repo.findLowStockByVendor(db, threshold, limit)
