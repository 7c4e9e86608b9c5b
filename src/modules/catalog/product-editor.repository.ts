import { type Insertable, sql, type Updateable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { ProductTable } from '#db/schema.ts'

// The product editor's reads and writes of products and product_images (catalog module).

/** A product's editable columns; null when missing or outside `vendorId`'s store (null: any store). */
export function findEditableProductRow(db: Database, vendorId: string | null, productId: string) {
  // Named columns, not selectAll(): PostgreSQL's products also carry the search index's tsvector.
  let query = db
    .selectFrom('products')
    .select([
      'id',
      'vendorId',
      'name',
      'slug',
      'description',
      'category',
      'brand',
      'sellingPricePaise',
      'mrpPaise',
      'stock',
      'specs',
      'isNew',
      'isPublished',
      'isFeatured',
      'nonReturnable',
      'ramGb',
      'storageGb',
      'storageType',
      'cpuBrand',
      'cpuFamily',
      'gpu',
      'screenTenths',
      'weightGrams',
      'manufacturerName',
      'manufacturerAddress',
      'importerName',
      'importerAddress',
      'countryOfOrigin',
      'genericName',
      'netQuantity',
      'consumerCare',
    ])
    .where('id', '=', productId)
  if (vendorId !== null) query = query.where('vendorId', '=', vendorId)
  return query.executeTakeFirst()
}

export function listProductImages(db: Database, productId: string) {
  return db.selectFrom('productImages').select(['url', 'alt']).where('productId', '=', productId).orderBy('position').execute()
}

/** The highest list position any product has (0 when there is none). */
export async function lastListPosition(db: Database): Promise<number> {
  const last = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('listPosition').as('position'))
    .executeTakeFirst()
  return Number(last?.position ?? 0)
}

/**
 * `is_published` is 0 (a draft), 1 (on sale) or 2 (published by its seller but held: the seller is not
 * approved, or is suspended; decision 038). Every write of "published" comes through here and becomes 1
 * or 2 by the seller's status as it is in the same statement, so a seller's product is never on sale
 * before the seller is; the shopper's queries keep asking for `is_published = 1` on their indexes.
 */
const PUBLISHED_IF_SELLER_APPROVED = sql<number>`case when exists (select 1 from seller_profiles sp
  where sp.vendor_id = products.vendor_id and sp.status = 'approved') then 1 else 2 end`
const publishedIfApproved = (vendorId: string) => sql<number>`case when exists (select 1 from seller_profiles sp
  where sp.vendor_id = ${vendorId} and sp.status = 'approved') then 1 else 2 end`

export async function insertProduct(db: Database, row: Insertable<ProductTable>) {
  const isPublished = row.isPublished === 0 ? 0 : publishedIfApproved(row.vendorId)
  await db
    .insertInto('products')
    .values({ ...row, isPublished })
    .execute()
}

/** Whether the product (within `vendorId`'s store; null: any) was there to update. */
export async function updateProductRow(
  db: Database,
  vendorId: string | null,
  productId: string,
  values: Updateable<ProductTable>,
): Promise<boolean> {
  const set = values.isPublished === 1 ? { ...values, isPublished: PUBLISHED_IF_SELLER_APPROVED } : values
  let update = db.updateTable('products').set(set).where('id', '=', productId)
  if (vendorId !== null) update = update.where('vendorId', '=', vendorId)
  const result = await update.executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Replaces the product's gallery with `urls`, in order. */
export async function replaceProductImages(db: Database, productId: string, name: string, urls: string[]) {
  await db.deleteFrom('productImages').where('productId', '=', productId).execute()
  await insertProductImages(db, productId, name, urls)
}

export async function insertProductImages(db: Database, productId: string, name: string, urls: string[]) {
  await db
    .insertInto('productImages')
    .values(urls.map((url, position) => ({ productId, position, url, alt: `${name}, picture ${position + 1}` })))
    .execute()
}

/** Slugs already taken among `base` and `base-…`. */
export async function takenSlugs(db: Database, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('products')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute()
  return new Set(rows.map((row) => row.slug))
}

/** Puts a seller's published products on sale (approved) or holds them (not approved, suspended): one statement. */
export async function setSellerProductsOnSale(db: Database, vendorId: string, onSale: boolean): Promise<number> {
  const result = await db
    .updateTable('products')
    .set({ isPublished: onSale ? 1 : 2 })
    .where('vendorId', '=', vendorId)
    .where('isPublished', '=', onSale ? 2 : 1)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
