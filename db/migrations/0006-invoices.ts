import type { Kysely } from 'kysely'

// GST invoices: a number per order, consecutive within each Indian financial year (April to March),
// issued from a counter row in the same transaction as the order; and each line's HSN code.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.alterTable('orders').addColumn('invoice_number', 'text').execute()
  await db.schema.createIndex('orders_invoice_number_idx').on('orders').column('invoice_number').unique().execute()
  await db.schema
    .alterTable('order_items')
    .addColumn('hsn_code', 'text', (c) => c.notNull().defaultTo('8471'))
    .execute()
}
