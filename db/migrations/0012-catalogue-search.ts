import { type Kysely, SqliteAdapter, sql } from 'kysely'

/**
 * Catalogue search and listing at scale (decision 011).
 *
 * Search: SQLite gets an FTS5 index over the products table (external content: the text lives once,
 * in `products`), kept in step by triggers, so every write path (vendor, admin, seed, generator,
 * plain SQL) updates it. PostgreSQL gets a stored generated tsvector, weighted name > brand >
 * category > description, with a GIN index: the database keeps it in step by itself.
 *
 * Listing: one index per sort, led by is_published (every shopper query has it) and ending with the
 * tie-breaker, so a page is read in index order instead of sorting all matches; brand is compared
 * lower-cased, so its index is on lower(brand).
 *
 * No ANALYZE here: statistics of a fresh shop would mislead the planner once it grows; the large
 * catalogue generator analyses after loading.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    // unicode61 folds case and (with remove_diacritics) accents; prefix indexes make "thinkp"* cheap.
    await sql`create virtual table products_fts using fts5(
      name, brand, category, description,
      content='products', content_rowid='rowid',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    )`.execute(db)
    const columns = 'name, brand, category, description'
    const values = (row: 'new' | 'old') => `${row}.name, ${row}.brand, ${row}.category, ${row}.description`
    await sql
      .raw(`create trigger products_fts_insert after insert on products begin
        insert into products_fts(rowid, ${columns}) values (new.rowid, ${values('new')});
      end`)
      .execute(db)
    await sql
      .raw(`create trigger products_fts_delete after delete on products begin
        insert into products_fts(products_fts, rowid, ${columns}) values ('delete', old.rowid, ${values('old')});
      end`)
      .execute(db)
    await sql
      .raw(`create trigger products_fts_update after update of ${columns} on products begin
        insert into products_fts(products_fts, rowid, ${columns}) values ('delete', old.rowid, ${values('old')});
        insert into products_fts(rowid, ${columns}) values (new.rowid, ${values('new')});
      end`)
      .execute(db)
    await sql`insert into products_fts(products_fts) values ('rebuild')`.execute(db)
  } else {
    // 'simple': no stemming and no stop words, so both databases match the same words.
    await sql`alter table products add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', name), 'A') ||
      setweight(to_tsvector('simple', brand), 'B') ||
      setweight(to_tsvector('simple', category), 'C') ||
      setweight(to_tsvector('simple', description), 'D')
    ) stored`.execute(db)
    await sql`create index products_search_idx on products using gin (search_vector)`.execute(db)
  }

  // Each sort's index ends with every filtered column, so a filtered page and its capped count are
  // read from the index alone (no row lookups) whichever index the planner walks.
  const filtered = 'category, (lower(brand)), is_new, is_featured'
  const price = '(coalesce(discount_price_paise, price_paise))'
  const indexes: Array<[string, string]> = [
    ['products_by_popularity_idx', `is_published, review_count desc, list_position, id, ${price}, ${filtered}`],
    ['products_by_price_idx', `is_published, ${price}, list_position, id, ${filtered}`],
    ['products_by_position_idx', `is_published, list_position, id, review_count, ${price}, ${filtered}`],
    // A category or brand page: its own rows in popularity order, the other filters beside them.
    ['products_category_listing_idx', `category, is_published, review_count desc, list_position, id, ${price}, (lower(brand))`],
    ['products_brand_listing_idx', `(lower(brand)), is_published, review_count desc, list_position, id, ${price}, category`],
  ]
  for (const [name, columns] of indexes) await sql.raw(`create index ${name} on products (${columns})`).execute(db)
  // Home shelves read these in list order; the listing's flag filters sort their entries by popularity.
  await sql`create index products_new_idx on products (is_new, is_published, list_position, review_count, id)`.execute(db)
  await sql`create index products_featured_idx on products (is_featured, is_published, list_position, review_count, id)`.execute(db)
  // The filter panel's brand list walks this index from brand to brand (see findPublishedBrands).
  await sql`create index products_published_brand_idx on products (is_published, brand)`.execute(db)
  // Superseded by the indexes above.
  await db.schema.dropIndex('products_brand_idx').execute()
  await db.schema.dropIndex('products_category_idx').execute()
  await db.schema.dropIndex('products_popularity_idx').execute()
}
