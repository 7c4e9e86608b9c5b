import { type Kysely, SqliteAdapter, sql } from 'kysely'

/**
 * A listing index for a category and a brand together (decision 046), in price order: a shopper who
 * picks both, with or without a price range, reads a page and its capped count from one index range.
 * The category index and the brand index each hold only one of the two: a count under the cap (an
 * exact count, made on every request) read every published product of the brand (13,084 ASUS index
 * entries at 100,000 products) to find the 953 in the category and price range, and a price-sorted page
 * walked the price index from the cheapest product of any kind.
 *
 * Like the other listing indexes (migrations 0023, 0028), it ends with every filtered column, and with
 * the raw columns inside its expressions, so PostgreSQL reads it alone too.
 *
 * Statistics: a shop whose SQLite database has them (ANALYZE was run, as the large-catalogue generator
 * does) gets them for this index as well. Without its own, SQLite's planner guesses ten rows per
 * category here and sorts a whole category from it (2.3 ms instead of 0.03 ms for "Gaming Laptop" by
 * price at 100,000 products). A shop without statistics gets none (migration 0012: a fresh shop's would
 * mislead the planner as it grows); PostgreSQL's autovacuum keeps its own.
 */
const SPECS = 'ram_gb, storage_gb, screen_tenths, cpu_family, gpu, brand, price_paise, discount_price_paise, country_of_origin'
const PRICE = '(coalesce(discount_price_paise, price_paise))'

// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create index products_category_brand_idx on products
        (category, (lower(brand)), is_published, ${PRICE}, list_position, id, review_count, is_new, is_featured, ${SPECS})`,
    )
    .execute(db)
  if (db.getExecutor().adapter instanceof SqliteAdapter && (await sqliteHasProductStatistics(db))) await sql`analyze products`.execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_category_brand_idx').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: as above
async function sqliteHasProductStatistics(db: Kysely<any>): Promise<boolean> {
  const table = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db)
  if (table.rows.length === 0) return false
  const rows = await sql`select 1 from sqlite_stat1 where tbl = 'products' limit 1`.execute(db)
  return rows.rows.length > 0
}
