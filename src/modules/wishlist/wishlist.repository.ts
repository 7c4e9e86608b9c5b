import type { Database } from '#db/database.ts'
import { literal } from '#src/platform/sql/query-pieces.ts'

// The wishlist's tables (decision 086). Products and users are read beside them, never written.

export interface WishlistRow {
  productId: string
  slug: string
  name: string
  brand: string
  category: string
  imageUrl: string | null
  imageAlt: string | null
  sellingPricePaise: number
  mrpPaise: number | null
  stock: number
  isPublished: number
  savedAt: string
  savedPricePaise: number
  priceAlertPaise: number | null
  stockAlert: number
}

/** A person's saved products with what they cost now and when saved, newest first. */
export function findItems(db: Database, userId: string): Promise<WishlistRow[]> {
  return db
    .selectFrom('wishlistItems')
    .innerJoin('products', 'products.id', 'wishlistItems.productId')
    .select([
      'wishlistItems.productId',
      'products.slug',
      'products.name',
      'products.brand',
      'products.category',
      'products.sellingPricePaise',
      'products.mrpPaise',
      'products.stock',
      'products.isPublished',
      'wishlistItems.savedAt',
      'wishlistItems.savedPricePaise',
      'wishlistItems.priceAlertPaise',
      'wishlistItems.stockAlert',
    ])
    .select((eb) => [
      eb
        .selectFrom('productImages')
        .select('productImages.url')
        .whereRef('productImages.productId', '=', 'products.id')
        .orderBy('productImages.position')
        .limit(1)
        .as('imageUrl'),
      eb
        .selectFrom('productImages')
        .select('productImages.alt')
        .whereRef('productImages.productId', '=', 'products.id')
        .orderBy('productImages.position')
        .limit(1)
        .as('imageAlt'),
    ])
    .where('wishlistItems.userId', '=', userId)
    .orderBy('wishlistItems.savedAt', 'desc')
    .orderBy('wishlistItems.productId')
    .execute()
}

export async function findSavedIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('wishlistItems').select('productId').where('userId', '=', userId).execute()
  return rows.map((row) => row.productId)
}

/** One saved product's row, by the product's slug (a product page knows its slug, not its id). */
export function findItemBySlug(db: Database, userId: string, slug: string) {
  return db
    .selectFrom('wishlistItems')
    .innerJoin('products', 'products.id', 'wishlistItems.productId')
    .select(['wishlistItems.productId', 'wishlistItems.priceAlertPaise', 'wishlistItems.stockAlert'])
    .where('wishlistItems.userId', '=', userId)
    .where('products.slug', '=', slug)
    .executeTakeFirst()
}

export function findItem(db: Database, userId: string, productId: string) {
  return db
    .selectFrom('wishlistItems')
    .select(['productId', 'priceAlertPaise', 'stockAlert'])
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .executeTakeFirst()
}

/** A published product's price and stock, for saving it. */
export function findProduct(db: Database, productId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sellingPricePaise', 'stock'])
    .where('id', '=', productId)
    .where('isPublished', '=', literal(1))
    .executeTakeFirst()
}

/** Saves a product; saving it again keeps the first save's date and price. */
export async function insertItem(db: Database, row: { userId: string; productId: string; savedAt: string; savedPricePaise: number }) {
  await db
    .insertInto('wishlistItems')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'productId']).doNothing())
    .execute()
}

export async function deleteItem(db: Database, userId: string, productId: string) {
  await db.deleteFrom('wishlistItems').where('userId', '=', userId).where('productId', '=', productId).execute()
}

/** Sets or clears the price alert; its crossing state starts again from "not below". */
export async function setPriceAlert(db: Database, userId: string, productId: string, belowPaise: number | null) {
  await db
    .updateTable('wishlistItems')
    .set({ priceAlertPaise: belowPaise, priceAlertBelow: 0 })
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .execute()
}

/** Sets or clears the stock alert, remembering whether the product is out of stock now. */
export async function setStockAlert(db: Database, userId: string, productId: string, on: boolean, outNow: boolean) {
  await db
    .updateTable('wishlistItems')
    .set({ stockAlert: on ? 1 : 0, stockAlertOut: on && outNow ? 1 : 0 })
    .where('userId', '=', userId)
    .where('productId', '=', productId)
    .execute()
}

export function findShare(db: Database, userId: string) {
  return db.selectFrom('wishlistShares').select(['token', 'createdAt']).where('userId', '=', userId).executeTakeFirst()
}

export function findShareOwner(db: Database, token: string) {
  return db.selectFrom('wishlistShares').select('userId').where('token', '=', token).executeTakeFirst()
}

export async function insertShare(db: Database, row: { userId: string; token: string; createdAt: string }) {
  await db
    .insertInto('wishlistShares')
    .values(row)
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute()
}

export async function deleteShare(db: Database, userId: string) {
  await db.deleteFrom('wishlistShares').where('userId', '=', userId).execute()
}

/** Everything of one person's: their erasure (decision 042). */
export async function deleteAllOf(db: Database, userId: string) {
  await db.deleteFrom('wishlistShares').where('userId', '=', userId).execute()
  await db.deleteFrom('wishlistItems').where('userId', '=', userId).execute()
}
