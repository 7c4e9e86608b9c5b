import { type Kysely, SqliteAdapter, sql } from 'kysely'

/**
 * SQLite's search index keeps prefixes of every length a shopper is likely to type (decision 050).
 *
 * Every search word is a prefix ("laptop" finds "laptops"). FTS5 answers a prefix from its prefix index
 * when it keeps that length, walking one list of matches in key order and stopping once a page is full.
 * For any other length it first reads every word that begins with the prefix and merges all their
 * matches into one list: "gaming" read 36,000 matches at 100,000 products for a page of 24 (1.8-3.4 ms),
 * "gaming laptop" two such lists (15 ms). The index kept only lengths 2 and 3 (migration 0024). It now
 * keeps 2 to 12, past which few words go: the index grew from 82 to 121 MB at 100,000 products (a length
 * of 1 would add 20 MB more for one-letter words, which shoppers seldom search alone).
 *
 * FTS5 has no way to change a table's prefix option, so the index is made again, as migration 0024 made
 * it: same columns, keys and triggers. PostgreSQL is unchanged.
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
    content='', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8 9 10 11 12'
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
  // Made in one go, the index is still several segments; merged into one, a two-word search reads one.
  await sql`insert into products_fts(products_fts) values ('optimize')`.execute(db)
  // The vocabulary behind "did you mean" and typo tolerance (catalog.repository findSearchVocabulary).
  await sql`create virtual table products_fts_vocab using fts5vocab(products_fts, 'row')`.execute(db)
}
