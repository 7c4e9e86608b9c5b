import type { Insertable, Updateable } from 'kysely'
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
      'pricePaise',
      'discountPricePaise',
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

export async function insertProduct(db: Database, row: Insertable<ProductTable>) {
  await db.insertInto('products').values(row).execute()
}

/** Whether the product (within `vendorId`'s store; null: any) was there to update. */
export async function updateProductRow(
  db: Database,
  vendorId: string | null,
  productId: string,
  values: Updateable<ProductTable>,
): Promise<boolean> {
  let update = db.updateTable('products').set(values).where('id', '=', productId)
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
