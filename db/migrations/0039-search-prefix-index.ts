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
 * FTS5 has no way to change a table's prefix option, so the index is made again with the same columns
 * and keys. The triggers of migration 0024 name it and stay as they are: only the table is replaced.
 * PostgreSQL is unchanged.
 */
const KEY = '((1048575 - min(review_count, 1048575)) * 4294967296 + rowid)'
const SPEC_VALUES = `(select group_concat(value, ' ') from json_each(specs))`

// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return
  await sql`drop table if exists products_fts_vocab`.execute(db)
  await sql`drop table products_fts`.execute(db)
  await sql`create virtual table products_fts using fts5(
    name, brand, category, description, specs,
    content='', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4 5 6 7 8 9 10 11 12'
  )`.execute(db)
  await sql
    .raw(`insert into products_fts(rowid, name, brand, category, description, specs)
      select ${KEY}, name, brand, category, description, ${SPEC_VALUES} from products`)
    .execute(db)
  // Made in one go, the index is still several segments; merged into one, a two-word search reads one.
  await sql`insert into products_fts(products_fts) values ('optimize')`.execute(db)
  // The vocabulary behind "did you mean" and typo tolerance (catalog.repository findSearchVocabulary).
  await sql`create virtual table products_fts_vocab using fts5vocab(products_fts, 'row')`.execute(db)
}
