import { type Kysely, SqliteAdapter, sql } from 'kysely'

/**
 * PostgreSQL: a narrow table of the published products' search words, kept in shelf order (decision 052).
 *
 * A search sorted by popularity reads every match before it knows a page: the GIN index hands matches
 * over in the table's order. In `products` that was one wide row per match, on its own page (1,507 pages
 * for the 1,517 matches of "thinkpad x1" at 100,000 products), the row's weighted vector checked again for
 * "at least one word outside the description". `product_search` holds what that search needs and nothing
 * else, one row per published product:
 * - `words`: the product's words without positions or weights, and each word of its name, brand, category
 *   and specifications again marked with a leading `#` (search_vector's weights A–C): the GIN index alone
 *   then answers "every word anywhere, one of them outside the description";
 * - `review_count`, `list_position`: the popularity order, with its own index for a broad search, which
 *   walks it and stops when a page is full;
 * - `shelf`: category, brand and name. The table is kept in this order (CLUSTER, by the search-table job
 *   when edits have scattered it), so similar products share pages and a search's matches sit on few
 *   of them.
 *
 * A trigger on `products` keeps it: a published product has its row, any other has none. Stock changes,
 * the most frequent update, do not touch it. SQLite is unchanged: FTS5 walks its matches in popularity
 * order already (migration 0024).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return
  await sql`create function product_search_words(vector tsvector) returns tsvector
    language sql immutable parallel safe
    as $$ select strip(vector) || array_to_tsvector(array(select '#' || lexeme from unnest(ts_filter(vector, '{a,b,c}')))) $$`.execute(db)
  await sql`create function product_shelf(category text, brand text, name text) returns text
    language sql immutable parallel safe
    as $$ select lower(category || ' ' || brand || ' ' || name) $$`.execute(db)
  // Room on every page, so an edit's new row version stays beside its neighbours.
  await sql`create table product_search (
    product_id text primary key,
    review_count integer not null,
    list_position integer not null,
    shelf text not null,
    words tsvector not null
  ) with (fillfactor = 90)`.execute(db)
  await sql`insert into product_search (product_id, review_count, list_position, shelf, words)
    select id, review_count, list_position, product_shelf(category, brand, name), product_search_words(search_vector)
    from products where is_published = 1
    order by product_shelf(category, brand, name)`.execute(db)
  // Written straight into the index: a pending list of recent edits would be read by every search.
  await sql`create index product_search_words_idx on product_search using gin (words) with (fastupdate = off)`.execute(db)
  await sql`create index product_search_popularity_idx on product_search (review_count desc, list_position)`.execute(db)
  await sql`create index product_search_shelf_idx on product_search (shelf)`.execute(db)
  await sql`alter table product_search cluster on product_search_shelf_idx`.execute(db)
  await sql`create function product_search_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from product_search where product_id = old.id;
      elsif new.is_published <> 1 then
        delete from product_search where product_id = new.id;
      else
        insert into product_search (product_id, review_count, list_position, shelf, words)
        values (new.id, new.review_count, new.list_position, product_shelf(new.category, new.brand, new.name),
          product_search_words(new.search_vector))
        on conflict (product_id) do update set review_count = excluded.review_count,
          list_position = excluded.list_position, shelf = excluded.shelf, words = excluded.words;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger product_search_insert after insert on products
    for each row when (new.is_published = 1) execute function product_search_sync()`.execute(db)
  await sql`create trigger product_search_update after update on products
    for each row when (old.is_published is distinct from new.is_published
      or old.review_count is distinct from new.review_count
      or old.list_position is distinct from new.list_position
      or old.category is distinct from new.category
      or old.brand is distinct from new.brand
      or old.name is distinct from new.name
      or old.search_vector is distinct from new.search_vector)
    execute function product_search_sync()`.execute(db)
  await sql`create trigger product_search_delete after delete on products
    for each row when (old.is_published = 1) execute function product_search_sync()`.execute(db)
  await sql`analyze product_search`.execute(db)
}
