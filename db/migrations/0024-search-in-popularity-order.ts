import { type Kysely, SqliteAdapter, sql } from 'kysely'

/**
 * SQLite's full-text index hands matches over in popularity order (decision 029).
 *
 * A broad search ("gaming": a third of a 100,000-product catalogue) is sorted by popularity, and FTS5
 * returns matches in its own rowid order. With the products' rowids that meant reading every match into
 * a temporary index to find a page's two dozen. Each product now sits in the index under a key that
 * sorts like the listing's popularity order: fewer reviews give a larger key, and the product's own
 * rowid (its insertion order, the list order) breaks ties and is the key's low 32 bits, so a match leads
 * back to its product. FTS5 walks a match list in key order and stops once a page is full.
 *
 * The index no longer shares rowids with `products`, so it keeps no content of its own to look up
 * (content=''); the triggers give the old values to its 'delete' command as before, and move a product
 * to its new key when its review count changes. PostgreSQL is unchanged: its planner chooses between
 * the GIN index and the popularity index by itself.
 */
const KEY = (row: string) => `((1048575 - min(${row}.review_count, 1048575)) * 4294967296 + ${row}.rowid)`
const COLUMNS = 'name, brand, category, description, specs'
const specValues = (row: string) => `(select group_concat(value, ' ') from json_each(${row}.specs))`
const values = (row: 'new' | 'old') => `${row}.name, ${row}.brand, ${row}.category, ${row}.description, ${specValues(row)}`

// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return
  for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update'])
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db)
  await sql`drop table if exists products_fts_vocab`.execute(db)
  await sql`drop table products_fts`.execute(db)
  await sql`create virtual table products_fts using fts5(
    name, brand, category, description, specs,
    content='', tokenize='unicode61 remove_diacritics 2', prefix='2 3'
  )`.execute(db)
  await sql
    .raw(`create trigger products_fts_insert after insert on products begin
      insert into products_fts(rowid, ${COLUMNS}) values (${KEY('new')}, ${values('new')});
    end`)
    .execute(db)
  await sql
    .raw(`create trigger products_fts_delete after delete on products begin
      insert into products_fts(products_fts, rowid, ${COLUMNS}) values ('delete', ${KEY('old')}, ${values('old')});
    end`)
    .execute(db)
  await sql
    .raw(`create trigger products_fts_update after update of ${COLUMNS}, review_count on products begin
      insert into products_fts(products_fts, rowid, ${COLUMNS}) values ('delete', ${KEY('old')}, ${values('old')});
      insert into products_fts(rowid, ${COLUMNS}) values (${KEY('new')}, ${values('new')});
    end`)
    .execute(db)
  await sql
    .raw(`insert into products_fts(rowid, ${COLUMNS})
      select ${KEY('products')}, name, brand, category, description, ${specValues('products')} from products`)
    .execute(db)
  // The vocabulary behind "did you mean" and typo tolerance (catalog.repository findSearchVocabulary).
  await sql`create virtual table products_fts_vocab using fts5vocab(products_fts, 'row')`.execute(db)
}
