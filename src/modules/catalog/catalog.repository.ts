import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import { rupeesToPaise } from '#src/lib/money.ts'
import type { ProductFilter, Sort } from './catalog.types.ts'

type ProductsEb = ExpressionBuilder<DB, 'products'>

const SUMMARY_COLUMNS = [
  'products.id',
  'products.name',
  'products.slug',
  'products.category',
  'products.brand',
  'products.pricePaise',
  'products.discountPricePaise',
  'products.stock',
  'products.rating',
  'products.reviewCount',
  'products.isNew',
  'products.isFeatured',
] as const

const effectivePrice = sql<number>`coalesce(products.discount_price_paise, products.price_paise)`

/** LIKE pattern for a literal substring: %, _ and \ in the user's text match only themselves. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

function whereFilter(eb: ProductsEb, filter: ProductFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('products.isPublished', '=', 1)]
  if (filter.category) conditions.push(eb('products.category', '=', filter.category))
  if (filter.brand) conditions.push(eb(eb.fn('lower', ['products.brand']), '=', filter.brand.toLowerCase()))
  if (filter.isNew) conditions.push(eb('products.isNew', '=', 1))
  if (filter.isFeatured) conditions.push(eb('products.isFeatured', '=', 1))
  if (filter.minPrice !== undefined) conditions.push(eb(effectivePrice, '>=', rupeesToPaise(filter.minPrice)))
  if (filter.maxPrice !== undefined) conditions.push(eb(effectivePrice, '<=', rupeesToPaise(filter.maxPrice)))
  // Every word must appear in the name, description, category or brand (case-insensitive).
  for (const word of filter.search?.split(/\s+/).filter(Boolean) ?? []) {
    const pattern = containsPattern(word)
    conditions.push(
      eb.or(
        (['products.name', 'products.description', 'products.category', 'products.brand'] as const).map(
          (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    )
  }
  return eb.and(conditions)
}

/** Product columns for a card, with its main image (position 0) joined in. */
function selectSummaries(db: Database) {
  return db
    .selectFrom('products')
    .leftJoin('productImages as mainImage', (join) =>
      join.onRef('mainImage.productId', '=', 'products.id').on('mainImage.position', '=', 0),
    )
    .select([...SUMMARY_COLUMNS, 'mainImage.url as imageUrl', 'mainImage.alt as imageAlt'])
}

export type ProductSummaryRow = Awaited<ReturnType<typeof findFlaggedProducts>>[number]

/** One page of the listing; every row also carries the number of all matches (a window count). */
export async function findProductSummaries(db: Database, filter: ProductFilter, sort: Sort, limit: number, offset: number) {
  let query = selectSummaries(db)
    .select((eb) => eb.fn.countAll<number>().over().as('total'))
    .where((eb) => whereFilter(eb, filter))
  switch (sort) {
    case 'popularity':
      query = query.orderBy('products.reviewCount', 'desc')
      break
    case 'price-asc':
      query = query.orderBy(effectivePrice, 'asc')
      break
    case 'price-desc':
      query = query.orderBy(effectivePrice, 'desc')
      break
    case 'newest':
      query = query.orderBy('products.listPosition', 'desc')
      break
  }
  return query.orderBy('products.listPosition', 'asc').limit(limit).offset(offset).execute()
}

export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => whereFilter(eb, filter))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Published products flagged isNew or isFeatured, in the catalogue's list order. */
export async function findFlaggedProducts(db: Database, flag: 'isNew' | 'isFeatured', limit: number) {
  return selectSummaries(db)
    .where('products.isPublished', '=', 1)
    .where(`products.${flag}`, '=', 1)
    .orderBy('products.listPosition', 'asc')
    .limit(limit)
    .execute()
}

export async function findPublishedProductBySlug(db: Database, slug: string) {
  return selectSummaries(db)
    .innerJoin('vendors', 'vendors.id', 'products.vendorId')
    .select(['products.description', 'products.specs', 'vendors.id as vendorId', 'vendors.name as vendorName'])
    .where('products.slug', '=', slug)
    .where('products.isPublished', '=', 1)
    .executeTakeFirst()
}

export async function findImages(db: Database, productIds: readonly string[]) {
  if (productIds.length === 0) return []
  return db
    .selectFrom('productImages')
    .select(['productId', 'position', 'url', 'alt'])
    .where('productId', 'in', productIds)
    .orderBy('productId')
    .orderBy('position')
    .execute()
}

export async function findPublishedBrands(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('products').select('brand').distinct().where('isPublished', '=', 1).execute()
  return rows.map((r) => r.brand)
}

/** Every product of one vendor, published or not, for their own dashboard. */
export async function findVendorProducts(db: Database, vendorId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'pricePaise', 'discountPricePaise', 'stock', 'isPublished'])
    .where('vendorId', '=', vendorId)
    .orderBy('listPosition', 'desc')
    .execute()
}
