import type { Kysely } from 'kysely'

/**
 * A seller's profile carries a version, raised each time the seller changes what an admin reviews (issue
 * 49, item 21): an approval, rejection or suspension names the version the admin saw and applies only to
 * it. Each version's details as the admin's page shows them (the bank account masked, never whole) are
 * kept so a refused decision can show the admin what changed since. Profiles already there start at 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('seller_profiles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('seller_profile_versions')
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('vendors.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seller_profile_versions_pk', ['vendor_id', 'version'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seller_profile_versions').execute()
  await db.schema.alterTable('seller_profiles').dropColumn('version').execute()
}
