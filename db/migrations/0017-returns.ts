import { type Kysely, sql } from 'kysely'

// Returns (decision 018): one row per returned line with its RMA number, moved only by the orders
// module's return sub-machine; a counter per month for RMA numbers (same locked-counter pattern as
// invoice and order numbers); store credit as a ledger of signed entries (a return's credit is issued
// once: its return id is unique); and the catalogue's mark for items on the refund policy's
// non-returnable list (null: returnable). And GST credit notes with their own numbering.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_returns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rma_number', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('vendor_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('dead_on_arrival', 'defective', 'wrong_item', 'change_of_mind')`))
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('replacement', 'store_credit', 'exchange')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requested', 'approved', 'rejected', 'received', 'replaced', 'refunded', 'credited')`),
    )
    .addColumn('pickup_instructions', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('resaleable', 'integer')
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('refund_reference', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_returns_order_idx').on('order_returns').column('order_id').execute()
  await db.schema.createIndex('order_returns_vendor_idx').on('order_returns').columns(['vendor_id', 'status']).execute()
  await db.schema
    .createTable('rma_counters')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('store_credit_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('return_id', 'text', (c) => c.unique())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('store_credit_user_idx').on('store_credit_entries').column('user_id').execute()
  // GST credit notes: a refund or cancellation after the invoice (own series per financial year).
  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('return_id', 'text', (c) => c.unique())
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    .addColumn('lines_json', 'text', (c) => c.notNull())
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('tax_paise', 'integer', (c) => c.notNull())
    .addColumn('round_off_paise', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('credit_notes_order_idx').on('credit_notes').column('order_id').execute()
  await db.schema
    .createTable('credit_note_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.alterTable('products').addColumn('non_returnable', 'text').execute()
}
