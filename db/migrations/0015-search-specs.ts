import { type Kysely, SqliteAdapter, sql } from 'kysely'

/**
 * Search reads specifications too (decision 014): "16GB" or "RTX 4060" find the products whose specs
 * say so. The spec values (not their labels: "graphics" is in every laptop's specs) join the index.
 *
 * SQLite: the FTS5 table gains a `specs` column holding the values of the products' specs JSON,
 * written by the same triggers. PostgreSQL: the generated tsvector gains the spec values with weight
 * C (beside the category), so weights A–C are everything but the description (D).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update'])
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db)
    await sql`drop table products_fts`.execute(db)
    await sql`create virtual table products_fts using fts5(
      name, brand, category, description, specs,
      content='products', content_rowid='rowid',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    )`.execute(db)
    const columns = 'name, brand, category, description, specs'
    const specValues = (row: 'new' | 'old') => `(select group_concat(value, ' ') from json_each(${row}.specs))`
    const values = (row: 'new' | 'old') => `${row}.name, ${row}.brand, ${row}.category, ${row}.description, ${specValues(row)}`
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
    // Not 'rebuild': that would read the raw JSON (labels included) from products.specs.
    await sql
      .raw(`insert into products_fts(rowid, ${columns}) select rowid, name, brand, category, description,
        (select group_concat(value, ' ') from json_each(products.specs)) from products`)
      .execute(db)
    // The vocabulary behind "did you mean" and typo tolerance (catalog.repository findSearchVocabulary).
    await sql`create virtual table products_fts_vocab using fts5vocab(products_fts, 'row')`.execute(db)
  } else {
    await sql`drop index products_search_idx`.execute(db)
    await sql`alter table products drop column search_vector`.execute(db)
    await sql`alter table products add column search_vector tsvector generated always as (
      setweight(to_tsvector('simple', name), 'A') ||
      setweight(to_tsvector('simple', brand), 'B') ||
      setweight(to_tsvector('simple', category), 'C') ||
      setweight(jsonb_to_tsvector('simple', specs::jsonb, '["string"]'), 'C') ||
      setweight(to_tsvector('simple', description), 'D')
    ) stored`.execute(db)
    await sql`create index products_search_idx on products using gin (search_vector)`.execute(db)
  }
}
