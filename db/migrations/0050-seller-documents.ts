import { type Kysely, PostgresAdapter } from 'kysely'

/**
 * A seller's documents for review (issue 49, item 12, decision 079) and the record of each admin decision.
 *
 * `seller_documents` holds one current document per kind per seller (the primary key): a new upload of a
 * kind replaces the one before, which is what the admin reviews, so there is never a question of which of
 * several certificates counts. Its bytes are kept privately under `storage_key`, a random name: in
 * `seller_document_files` when the shop runs on PostgreSQL (every instance reads it), or in a directory
 * outside every public path otherwise. `media_type` is what the bytes are, never what the browser said.
 *
 * `seller_reviews` keeps who decided (the admin's id, and name as it was then), the move, why (the reason
 * the seller is told, or an approval's note), and the profile version the decision was made on.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('seller_documents')
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('vendors.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seller_documents_pk', ['vendor_id', 'kind'])
    .execute()

  await db.schema
    .createTable('seller_document_files')
    .addColumn('storage_key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('seller_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('vendors.id'))
    .addColumn('move', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'text', (c) => c.notNull())
    .addColumn('decided_by_name', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('seller_reviews_vendor').on('seller_reviews').columns(['vendor_id', 'decided_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seller_reviews').execute()
  await db.schema.dropTable('seller_document_files').execute()
  await db.schema.dropTable('seller_documents').execute()
}
