import { type Kysely, sql } from 'kysely'

/**
 * The listing indexes cover the spec filters again (decision 011's rule, broken when decision 025 added
 * the spec columns): every sort's index ends with every filtered column, so a filtered page, its capped
 * count and its facet counts are read from an index alone. Without this, a spec filter or a facet count
 * read every matching row of the products table (on PostgreSQL the table outgrows shared buffers at
 * 100,000 products, so each row was a read from the operating system's cache).
 *
 * The one-column spec indexes of migration 0019 go: SQLite's planner preferred them for a facet's
 * GROUP BY and then read every row to check the other filters (115 ms against 15 ms from a covering
 * index, at 100,000 products).
 */
// PostgreSQL reads an index alone only when it holds every column a query names, and an expression's
// own columns count: the price and brand expressions need price_paise, discount_price_paise and brand.
const SPECS = 'ram_gb, storage_gb, screen_tenths, cpu_family, gpu, brand, price_paise, discount_price_paise'
const FLAGS = 'category, (lower(brand)), is_new, is_featured'
const PRICE = '(coalesce(discount_price_paise, price_paise))'

const INDEXES: Array<[string, string]> = [
  ['products_by_popularity_idx', `is_published, review_count desc, list_position, id, ${PRICE}, ${FLAGS}, ${SPECS}`],
  ['products_by_price_idx', `is_published, ${PRICE}, list_position, id, ${FLAGS}, ${SPECS}`],
  ['products_by_position_idx', `is_published, list_position, id, review_count, ${PRICE}, ${FLAGS}, ${SPECS}`],
  [
    'products_category_listing_idx',
    `category, is_published, review_count desc, list_position, id, ${PRICE}, (lower(brand)), is_new, is_featured, ${SPECS}`,
  ],
  [
    'products_brand_listing_idx',
    `(lower(brand)), is_published, review_count desc, list_position, id, ${PRICE}, category, is_new, is_featured, ${SPECS}`,
  ],
]

// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.dropIndex(name).execute()
    await sql.raw(`create index ${name} on products (${columns})`).execute(db)
  }
  for (const column of ['ram_gb', 'storage_gb', 'cpu_family', 'gpu', 'screen_tenths'])
    await db.schema.dropIndex(`products_${column}_idx`).execute()
}
