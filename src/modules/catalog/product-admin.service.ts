import type { Database } from '#db/database.ts'
import { type BulkChange, bulkColumns } from './bulk-changes.ts'
import * as repo from './product-admin.repository.ts'
import { updateProductRow } from './product-editor.repository.ts'

/**
 * The catalogue's products as the admin and vendor modules manage them. Those modules check who may
 * act (and record audits); these functions only read and write the catalog's tables. Each takes the
 * database or a transaction handle, so a caller's audit record can land in the same transaction.
 */

export type AdminProductRow = Awaited<ReturnType<typeof repo.listAllProductRows>>['rows'][number]

export { PRODUCT_LIST_SORTS, type ProductListFilter, type ProductListSort, type StoreProductFilter } from './product-admin.repository.ts'

/** One page of every vendor's products, filtered and sorted (newest first by default). */
export function listAllProductsPage(db: Database, filter: repo.ProductListFilter, limit: number, offset: number) {
  return repo.listAllProductRows(db, filter, limit, offset)
}

/** One store's products (published or not), newest first, optionally searched, filtered and sorted. */
export function listStoreProducts(db: Database, vendorId: string, filter: repo.StoreProductFilter = {}) {
  return repo.listStoreProductRows(db, vendorId, filter)
}

/** A product's name, stock and flags; undefined when missing. */
export function productState(db: Database, productId: string) {
  return repo.findProductState(db, productId)
}

type Flag = 'isFeatured' | 'isPublished'

/** Sets one flag of any product; false when there is no such product. */
export function setProductFlagRow(db: Database, productId: string, flag: Flag, on: boolean): Promise<boolean> {
  return updateProductRow(db, null, productId, { [flag]: on ? 1 : 0, updatedAt: new Date().toISOString() })
}

/** Sets the units in stock of any product; false when there is no such product. */
export function setProductStock(db: Database, productId: string, stock: number): Promise<boolean> {
  return updateProductRow(db, null, productId, { stock, updatedAt: new Date().toISOString() })
}

/** Publishes or withdraws a product of `vendorId`'s store; false when the store has no such product. */
export function setStoreProductPublished(db: Database, vendorId: string, productId: string, published: boolean): Promise<boolean> {
  return updateProductRow(db, vendorId, productId, { isPublished: published ? 1 : 0, updatedAt: new Date().toISOString() })
}

/** Whether `vendorId`'s store has this product. */
export async function storeHasProduct(db: Database, vendorId: string, productId: string): Promise<boolean> {
  return (await repo.findStoreProductId(db, vendorId, productId)) !== undefined
}

/** Deletes a product of `vendorId`'s store (its images go with it); returns the image URLs it had, for file removal. */
export async function deleteStoreProduct(db: Database, vendorId: string, productId: string): Promise<string[]> {
  const images = await repo.productImageUrls(db, productId)
  await repo.deleteStoreProduct(db, vendorId, productId)
  return images
}

/** Several products' name, stock and flags (only `vendorId`'s store's when given). */
export function productStates(db: Database, vendorId: string | null, productIds: readonly string[]) {
  return repo.findProductStates(db, vendorId, productIds)
}

/**
 * Applies one bulk change to each product in `states` (already scoped to who may change them) inside
 * the caller's transaction, calling `record` per product so each gets its own audit entry.
 */
export async function applyBulkChange(
  trx: Database,
  states: ReadonlyArray<{ id: string }>,
  change: BulkChange,
  record: (productId: string) => Promise<void>,
): Promise<void> {
  const columns = bulkColumns(change)
  for (const product of states) {
    await updateProductRow(trx, null, product.id, { ...columns, updatedAt: new Date().toISOString() })
    await record(product.id)
  }
}
