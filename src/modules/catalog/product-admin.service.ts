import type { Database } from '#db/database.ts'
import * as repo from './product-admin.repository.ts'
import { updateProductRow } from './product-editor.repository.ts'

/**
 * The catalogue's products as the admin and vendor modules manage them. Those modules check who may
 * act (and record audits); these functions only read and write the catalog's tables. Each takes the
 * database or a transaction handle, so a caller's audit record can land in the same transaction.
 */

export type AdminProductRow = Awaited<ReturnType<typeof repo.listAllProductRows>>['rows'][number]

/** One page of every vendor's products, newest first; `q` matches name, brand or store. */
export function listAllProductsPage(db: Database, q: string | undefined, limit: number, offset: number) {
  return repo.listAllProductRows(db, q, limit, offset)
}

/** One store's products (published or not), newest first, optionally matching a name search. */
export function listStoreProducts(db: Database, vendorId: string, term: string) {
  return repo.listStoreProductRows(db, vendorId, term)
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
