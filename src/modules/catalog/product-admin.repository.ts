import type { Database } from '#db/database.ts'
import { containsAny, withMainImage } from '#src/lib/sql/query-pieces.ts'

// Products as admins and vendors manage them (catalog module): lists, flags, stock, deletion.

/** Every vendor's products, newest first; `q` matches name, brand or store name. */
export async function listAllProductRows(db: Database, q: string | undefined, limit: number, offset: number) {
  let query = withMainImage(db.selectFrom('products').innerJoin('vendors', 'vendors.id', 'products.vendorId'))
  if (q) query = query.where((eb) => containsAny(eb, ['products.name', 'products.brand', 'vendors.name'], q))
  const [rows, counted] = await Promise.all([
    query
      .select([
        'products.id',
        'products.name',
        'products.slug',
        'products.category',
        'products.pricePaise',
        'products.discountPricePaise',
        'products.stock',
        'products.isPublished',
        'products.isFeatured',
        'vendors.name as vendorName',
        'mainImage.url as imageUrl',
      ])
      .orderBy('products.listPosition', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ])
  return { rows, total: Number(counted?.count ?? 0) }
}

/** One store's products (published or not), newest first; `term` matches the name. */
export function listStoreProductRows(db: Database, vendorId: string, term: string) {
  let query = withMainImage(db.selectFrom('products'))
    .select([
      'products.id',
      'products.name',
      'products.slug',
      'products.category',
      'products.pricePaise',
      'products.discountPricePaise',
      'products.stock',
      'products.isPublished',
      'mainImage.url as imageUrl',
    ])
    .where('products.vendorId', '=', vendorId)
  if (term) query = query.where((eb) => containsAny(eb, ['products.name'], term))
  return query.orderBy('products.listPosition', 'desc').execute()
}

export function findProductState(db: Database, productId: string) {
  return db.selectFrom('products').select(['name', 'stock', 'isFeatured', 'isPublished']).where('id', '=', productId).executeTakeFirst()
}

export function findStoreProductId(db: Database, vendorId: string, productId: string) {
  return db.selectFrom('products').select('id').where('id', '=', productId).where('vendorId', '=', vendorId).executeTakeFirst()
}

export async function productImageUrls(db: Database, productId: string): Promise<string[]> {
  const rows = await db.selectFrom('productImages').select('url').where('productId', '=', productId).execute()
  return rows.map((row) => row.url)
}

export async function deleteStoreProduct(db: Database, vendorId: string, productId: string) {
  await db.deleteFrom('products').where('id', '=', productId).where('vendorId', '=', vendorId).execute()
}
