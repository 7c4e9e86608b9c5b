import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { literal } from '#src/platform/sql/query-pieces.ts'

/**
 * Takes `quantity` units if at least that many are left, in one statement: two buyers of the last unit
 * cannot both succeed, on SQLite or PostgreSQL. Returns whether the units were taken.
 */
export async function takeUnits(db: Database, productId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ stock: sql`stock - ${quantity}` })
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .where('isPublished', '=', literal(1))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function returnUnits(db: Database, productId: string, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', productId)
    .execute()
}

export async function findVendorIds(db: Database, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('products')
    .select(['id', 'vendorId'])
    .where('id', 'in', [...productIds])
    .execute()
  return new Map(rows.map((r) => [r.id, r.vendorId]))
}

export async function countPublished(db: Database): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('isPublished', '=', literal(1))
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** Published products at or below the threshold, by vendor, for the vendors' daily notice. */
export function findLowStockByVendor(db: Database, threshold: number, limit: number) {
  return db
    .selectFrom('products')
    .select(['vendorId', 'name', 'stock'])
    .where('isPublished', '=', literal(1))
    .where('stock', '<=', threshold)
    .orderBy('vendorId')
    .orderBy('stock')
    .orderBy('name')
    .limit(limit)
    .execute()
}

export function findLowStock(db: Database, threshold: number, limit: number) {
  return db
    .selectFrom('products')
    .innerJoin('vendors', 'vendors.id', 'products.vendorId')
    .select(['products.id', 'products.name', 'products.stock', 'vendors.name as vendorName'])
    .where('products.isPublished', '=', literal(1))
    .where('products.stock', '<=', threshold)
    .orderBy('products.stock')
    .orderBy('products.name')
    .limit(limit)
    .execute()
}

/** The products on the refund policy's non-returnable list, with why (decision 018). */
export async function findNonReturnable(db: Database, productIds: readonly string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('products')
    .select(['id', 'nonReturnable'])
    .where('id', 'in', [...productIds])
    .where('nonReturnable', 'is not', null)
    .execute()
  return new Map(rows.map((row) => [row.id, row.nonReturnable ?? '']))
}
