import { sql } from 'kysely'
import type { Database, DialectName } from '#db/database.ts'
import { boundText, literal, withMainImage } from '#src/platform/sql/query-pieces.ts'
import { DECLARATION_FIELDS } from './declarations.ts'

/**
 * The catalogue's products one by one or by a flag: a card's columns, the product page, the home
 * page's shelves, the sitemap, a vendor's own list. A listing's pages and counts are listing.repository.ts's.
 */
const SUMMARY_COLUMNS = [
  'products.id',
  'products.name',
  'products.slug',
  'products.category',
  'products.brand',
  'products.pricePaise',
  'products.sellingPricePaise',
  'products.mrpPaise',
  'products.stock',
  'products.rating',
  'products.reviewCount',
  'products.isNew',
  'products.isFeatured',
  // For the card's key-spec line (key-specs.ts).
  'products.specs',
] as const

// What the product page declares (rule 6(10)).
const DECLARATION_COLUMNS = DECLARATION_FIELDS.map((field) => `products.${field}` as const)

/** Product columns for a card, with its main image joined in. */
export function selectSummaries(db: Database) {
  return withMainImage(db.selectFrom('products')).select([...SUMMARY_COLUMNS, 'mainImage.url as imageUrl', 'mainImage.alt as imageAlt'])
}

export type ProductSummaryRow = Awaited<ReturnType<typeof findFlaggedProducts>>[number]
/** Published products flagged isNew or isFeatured, in the catalogue's list order. */
export async function findFlaggedProducts(db: Database, flag: 'isNew' | 'isFeatured', limit: number) {
  return selectSummaries(db)
    .where('products.isPublished', '=', literal(1))
    .where(`products.${flag}`, '=', literal(1))
    .orderBy('products.listPosition', 'asc')
    .limit(literal(limit))
    .execute()
}

export async function findPublishedProductBySlug(db: Database, slug: string) {
  return (
    selectSummaries(db)
      .innerJoin('vendors', 'vendors.id', 'products.vendorId')
      .select(['products.description', 'products.specs', 'vendors.id as vendorId', 'vendors.name as vendorName', ...DECLARATION_COLUMNS])
      // Bound as boundText: a bare parameter in this join makes SQLite plan the statement on every run (decision 048).
      .where('products.slug', '=', boundText(slug))
      .where('products.isPublished', '=', literal(1))
      .executeTakeFirst()
  )
}

export async function findPublishedProductId(db: Database, slug: string) {
  return db.selectFrom('products').select('id').where('slug', '=', slug).where('isPublished', '=', literal(1)).executeTakeFirst()
}

/**
 * Published products by id or slug (a compare list of at most four): both columns are unique and
 * indexed, so this is a handful of index lookups whatever the catalogue's size.
 */
export async function findPublishedByRefs(db: Database, refs: readonly string[]) {
  if (refs.length === 0) return []
  return selectSummaries(db)
    .innerJoin('vendors', 'vendors.id', 'products.vendorId')
    .select(['vendors.id as vendorId', 'vendors.name as vendorName'])
    .where('products.isPublished', '=', literal(1))
    .where((eb) => eb.or([eb('products.id', 'in', refs), eb('products.slug', 'in', refs)]))
    .execute()
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

/**
 * The brands of published products. DISTINCT would read every product; this steps through the
 * (is_published, brand) index from one brand to the next, one seek per brand, on both databases.
 */
export async function findPublishedBrands(db: Database): Promise<string[]> {
  const result = await sql<{ brand: string | null }>`with recursive brands(brand) as (
      select min(brand) from products where is_published = 1
      union all
      select (select min(p.brand) from products p where p.is_published = 1 and p.brand > brands.brand)
      from brands where brands.brand is not null
    )
    select brand from brands where brand is not null`.execute(db)
  return result.rows.flatMap((row) => (row.brand === null ? [] : [row.brand]))
}

/** Published products counted for the sitemap: read from the listing indexes, which all begin with is_published. */
export async function countPublishedProducts(db: Database): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('isPublished', '=', literal(1))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * A slice of the published products for the sitemap, only the two columns it prints. Ordered by
 * list position (products_by_position_idx), where new products are appended, so a product keeps
 * its child sitemap as the catalogue grows.
 */
export async function findPublishedSlugs(db: Database, slice: { offset: number; limit: number }) {
  return db
    .selectFrom('products')
    .select(['slug', 'updatedAt'])
    .where('isPublished', '=', literal(1))
    .orderBy('listPosition')
    .orderBy('id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute()
}

/** Every product of one vendor, published or not, for their own dashboard. */
export async function findVendorProducts(db: Database, vendorId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'pricePaise', 'sellingPricePaise', 'mrpPaise', 'stock', 'isPublished'])
    .where('vendorId', '=', vendorId)
    .orderBy('listPosition', 'desc')
    .execute()
}

/**
 * The words the search index knows, with how many products use each: what "did you mean" and typo
 * tolerance choose from. Only words of four letters or more, which are the ones worth correcting.
 */
export async function findSearchVocabulary(db: Database, dialect: DialectName): Promise<Array<{ term: string; docs: number }>> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{ term: string; docs: number }>`select term, doc as docs from products_fts_vocab where length(term) >= 4`.execute(db)
      : await sql<{ term: string; docs: number }>`select word as term, ndoc as docs
          from ts_stat('select search_vector from products where is_published = 1') where length(word) >= 4`.execute(db)
  return rows.rows.map((row) => ({ term: row.term, docs: Number(row.docs) }))
}

/** A product's rating and review count, as its reviews add up (decision 024). */
export async function updateReviewFigures(db: Database, productId: string, rating: number, reviewCount: number) {
  await db.updateTable('products').set({ rating, reviewCount }).where('id', '=', productId).execute()
}

/** Names and slugs of products (published or not), for lists that mention them. */
export function findProductNames(db: Database, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'vendorId'])
    .where('id', 'in', [...productIds])
    .execute()
}
