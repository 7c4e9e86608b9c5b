import type { Kysely } from 'kysely'

/**
 * Sellers of record (issue 24, decision 038). Every seller sells in its own name: its legal name,
 * registered address, GSTIN and PAN, customer care, grievance officer and bank account live in its
 * profile, and an admin approves the profile before the seller's products are sold.
 *
 * The store sells too, as the seller `store`: its profile is a marker whose details are the store's
 * own (Settings), so they are edited in one place.
 *
 * Sellers that existed before this migration get an empty profile: they complete it and an admin
 * approves it, as a new seller would; until then their products are not sold.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seller_profiles')
    .addColumn('vendor_id', 'text', (c) => c.primaryKey().references('vendors.id').onDelete('cascade'))
    .addColumn('is_store', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('incomplete'))
    .addColumn('status_reason', 'text')
    .addColumn('legal_name', 'text')
    .addColumn('address_line1', 'text')
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('state_code', 'text')
    .addColumn('pincode', 'text')
    .addColumn('gstin', 'text')
    .addColumn('pan', 'text')
    .addColumn('email', 'text')
    .addColumn('care_phone', 'text')
    .addColumn('grievance_name', 'text')
    .addColumn('grievance_designation', 'text')
    .addColumn('grievance_email', 'text')
    .addColumn('grievance_phone', 'text')
    .addColumn('bank_account_holder', 'text')
    .addColumn('bank_ifsc', 'text')
    .addColumn('bank_account_number', 'text')
    .addColumn('invoice_prefix', 'text', (c) => c.unique())
    .addColumn('submitted_at', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('seller_profiles_status').on('seller_profiles').columns(['status']).execute()

  const now = new Date().toISOString()
  const existing = await db.selectFrom('vendors').select('id').execute()
  for (const { id } of existing)
    await db.insertInto('seller_profiles').values({ vendor_id: id, status: 'incomplete', created_at: now, updated_at: now }).execute()

  await db
    .insertInto('vendors')
    .values({ id: 'store', name: 'Deccan Digital', slug: 'deccan-digital', city: 'Pune', created_at: now })
    .execute()
  await db
    .insertInto('seller_profiles')
    .values({
      vendor_id: 'store',
      is_store: 1,
      status: 'approved',
      invoice_prefix: 'DD',
      created_at: now,
      updated_at: now,
      reviewed_at: now,
    })
    .execute()
}
