import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { containsAny, literal, withMainImage } from '#src/platform/sql/query-pieces.ts'
import { LOW_STOCK_THRESHOLD } from './pricing.ts'
import type { ProductListFilter, StoreProductFilter } from './product-lists.ts'

// Products as admins and vendors manage them (catalog module): lists, flags, stock, deletion.

const price = sql<number>`coalesce(products.discount_price_paise, products.price_paise)`

/** Every vendor's products, filtered and sorted; ties keep the catalogue's newest-first order. */
export async function listAllProductRows(db: Database, filter: ProductListFilter, limit: number, offset: number) {
  let query = withMainImage(db.selectFrom('products').innerJoin('vendors', 'vendors.id', 'products.vendorId'))
  const { q } = filter
  if (q) query = query.where((eb) => containsAny(eb, ['products.name', 'products.brand', 'vendors.name'], q))
  if (filter.vendorId) query = query.where('products.vendorId', '=', filter.vendorId)
  if (filter.category) query = query.where('products.category', '=', filter.category)
  if (filter.status === 'published') query = query.where('products.isPublished', '!=', 0)
  if (filter.status === 'unpublished') query = query.where('products.isPublished', '=', literal(0))
  if (filter.status === 'featured') query = query.where('products.isFeatured', '=', 1)
  if (filter.stock === 'out') query = query.where('products.stock', '=', 0)
  if (filter.stock === 'low') query = query.where('products.stock', '>', 0).where('products.stock', '<=', LOW_STOCK_THRESHOLD)
  const sorted = (() => {
    const rows = query
    switch (filter.sort ?? 'newest') {
      case 'name':
        return rows.orderBy('products.name')
      case 'price-asc':
        return rows.orderBy(price)
      case 'price-desc':
        return rows.orderBy(price, 'desc')
      case 'stock-asc':
        return rows.orderBy('products.stock')
      case 'stock-desc':
        return rows.orderBy('products.stock', 'desc')
      case 'vendor':
        return rows.orderBy('vendors.name')
      default:
        return rows
    }
  })()
  const [rows, counted] = await Promise.all([
    sorted
      .select([
        'products.id',
        'products.name',
        'products.slug',
        'products.category',
        'products.pricePaise',
        'products.sellingPricePaise',
        'products.mrpPaise',
        'products.stock',
        'products.isPublished',
        'products.isFeatured',
        'products.vendorId',
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

/** One store's products (published or not), newest first or as sorted, filtered as the vendor asks. */
export function listStoreProductRows(db: Database, vendorId: string, filter: StoreProductFilter = {}) {
  let query = withMainImage(db.selectFrom('products'))
    .select([
      'products.id',
      'products.name',
      'products.slug',
      'products.category',
      'products.pricePaise',
      'products.sellingPricePaise',
      'products.mrpPaise',
      'products.stock',
      'products.isPublished',
      'mainImage.url as imageUrl',
    ])
    .where('products.vendorId', '=', vendorId)
  const { term, sort = 'newest' } = filter
  if (term) query = query.where((eb) => containsAny(eb, ['products.name'], term))
  if (filter.category) query = query.where('products.category', '=', filter.category)
  if (filter.status === 'published') query = query.where('products.isPublished', '!=', 0)
  if (filter.status === 'unpublished') query = query.where('products.isPublished', '=', literal(0))
  if (filter.stock === 'out') query = query.where('products.stock', '=', 0)
  if (filter.stock === 'low')
    query = query.where('products.stock', '>', 0).where('products.stock', '<=', filter.lowStockLevel ?? LOW_STOCK_THRESHOLD)
  const sorted =
    sort === 'name'
      ? query.orderBy('products.name')
      : sort === 'price-asc' || sort === 'price-desc'
        ? query.orderBy(price, sort === 'price-asc' ? 'asc' : 'desc')
        : sort === 'stock-asc' || sort === 'stock-desc'
          ? query.orderBy('products.stock', sort === 'stock-asc' ? 'asc' : 'desc')
          : query
  return sorted.orderBy('products.listPosition', 'desc').execute()
}

/** The state of several products (only `vendorId`'s when given), for a bulk change and its audit records. */
export function findProductStates(db: Database, vendorId: string | null, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([])
  let query = db
    .selectFrom('products')
    .select(['id', 'name', 'stock', 'isFeatured', 'isPublished'])
    .where('id', 'in', [...productIds])
  if (vendorId !== null) query = query.where('vendorId', '=', vendorId)
  return query.execute()
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

/**
 * The names of those of `productIds` that lack a declaration a published listing needs (rule 6(10),
 * decision 041): any of the six, or the importer of goods made outside India.
 */
export async function findUndeclaredNames(db: Database, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return []
  const rows = await db
    .selectFrom('products')
    .select('name')
    .where('id', 'in', [...productIds])
    .where((eb) =>
      eb.or([
        ...(['manufacturerName', 'manufacturerAddress', 'countryOfOrigin', 'genericName', 'netQuantity', 'consumerCare'] as const).map(
          (column) => eb(column, 'is', null),
        ),
        eb.and([eb('countryOfOrigin', '<>', 'IN'), eb.or([eb('importerName', 'is', null), eb('importerAddress', 'is', null)])]),
      ]),
    )
    .orderBy('name')
    .execute()
  return rows.map((row) => row.name)
}
