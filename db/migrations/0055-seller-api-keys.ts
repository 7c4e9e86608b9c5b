import type { Kysely } from 'kysely'

/**
 * Sellers' API keys (issue 46): a seller's warehouse software works over /api/v1/vendor with a key
 * instead of a browser session. The key is shown once; only its SHA-256 is kept (a key is 192 random
 * bits, so a fast hash is enough: there is nothing to guess), found by its public prefix. Each key is
 * named, scoped (`read` or `write`), acts as the seller user who made it, shows its last use, and is
 * revoked rather than deleted, so the audit log's uses keep naming it.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seller_api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('vendors.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('seller_api_keys_vendor').on('seller_api_keys').columns(['vendor_id', 'created_at']).execute()
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('seller_api_keys').execute()
}
