import type { Database } from '#db/database.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { Actor, ServiceContext } from '#src/platform/context.ts'
import { transact } from '#src/platform/transact.ts'
import { type BulkChange, bulkColumns } from './bulk-changes.ts'
import * as repo from './product-admin.repository.ts'
import { setSellerProductsOnSale, updateProductRow } from './product-editor.repository.ts'
import type { ProductListFilter, StoreProductFilter } from './product-lists.ts'

/**
 * The catalogue's products as the admin and vendor modules manage them. Those modules check who may
 * act (and record audits); these functions only read and write the catalog's tables. Each takes the
 * database or a transaction handle, so a caller's audit record can land in the same transaction.
 */

export type AdminProductRow = Awaited<ReturnType<typeof repo.listAllProductRows>>['rows'][number]

export { PRODUCT_LIST_SORTS, type ProductListFilter, type ProductListSort, type StoreProductFilter } from './product-lists.ts'

/** One page of every vendor's products, filtered and sorted (newest first by default). */
export function listAllProductsPage(db: Database, filter: ProductListFilter, limit: number, offset: number) {
  return repo.listAllProductRows(db, filter, limit, offset)
}

/** One store's products (published or not), newest first, optionally searched, filtered and sorted. */
export function listStoreProducts(db: Database, vendorId: string, filter: StoreProductFilter = {}) {
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

/**
 * A seller's approval moved (decision 038): its published products go on sale or are held. The sellers
 * module calls this in the transaction that moves the seller's status, so the two never disagree.
 */
export function setSellerOnSale(db: Database, vendorId: string, onSale: boolean): Promise<number> {
  return setSellerProductsOnSale(db, vendorId, onSale)
}

/**
 * Why these products may not be published, or null when they may: a published listing shows its
 * declarations (rule 6(10), decision 041), so a quick or bulk Publish checks what the form checks.
 */
export async function publishRefusal(db: Database, productIds: readonly string[]): Promise<string | null> {
  const names = await repo.findUndeclaredNames(db, productIds)
  if (names.length === 0) return null
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
  return `Fill in the declarations (maker, country of origin, generic name, net quantity, consumer care, and the importer of imported goods) before publishing: ${shown}.`
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
 * One bulk change in one transaction, with an audit record per product: what it was, what it became.
 * `states` are the products the actor may change (the caller, admin or vendor, scopes them).
 */
export async function applyAuditedBulkChange(
  ctx: Pick<ServiceContext, 'db'>,
  actor: Actor,
  states: ReadonlyArray<{ id: string; stock: number; isFeatured: number; isPublished: number }>,
  change: BulkChange,
): Promise<void> {
  const after = bulkColumns(change)
  await transact(ctx.db, async (trx) => {
    for (const product of states) {
      await updateProductRow(trx, null, product.id, { ...after, updatedAt: new Date().toISOString() })
      await recordAudit(trx, actor, {
        action: `product.bulk-${change.action}`,
        entity: 'product',
        entityId: product.id,
        before: Object.fromEntries(Object.keys(after).map((key) => [key, product[key as keyof typeof after]])),
        after,
      })
    }
  })
}
