import { type Kysely, sql } from 'kysely'

/**
 * The store's monthly tax invoices to its sellers for commission and fees (issue 25, decision 040).
 *
 * - `commission_invoices`: one per seller and calendar month (unique), in the store's own series
 *   `DDC/<financial year>/<number>`; the figures, the store's and the seller's details are kept as issued,
 *   so a reprint never changes.
 * - `commission_invoice_counters`: the series' last number per financial year; the row is locked by the
 *   update that takes a number, so concurrent issues neither skip nor repeat one.
 * - `ledger_journals.fee_paise`: the fixed fee inside a journal's commission (the invoice shows the
 *   commission and the fee on their own lines, each with its SAC). Journals posted before this have none
 *   recorded: their whole commission is read as commission.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_journals').addColumn('fee_paise', 'bigint').execute()
  await db.schema
    .createTable('commission_invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'text', (c) => c.notNull())
    // The calendar month in India it invoices, YYYY-MM.
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique().check(sql`length(invoice_number) <= 16`))
    .addColumn('financial_year', 'text', (c) => c.notNull())
    // The month's last day, YYYY-MM-DD (India).
    .addColumn('invoice_date', 'text', (c) => c.notNull())
    .addColumn('commission_paise', 'bigint', (c) => c.notNull())
    .addColumn('fee_paise', 'bigint', (c) => c.notNull())
    .addColumn('cgst_paise', 'bigint', (c) => c.notNull())
    .addColumn('sgst_paise', 'bigint', (c) => c.notNull())
    .addColumn('igst_paise', 'bigint', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull().check(sql`total_paise > 0`))
    .addColumn('supplier_json', 'text', (c) => c.notNull())
    .addColumn('recipient_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('commission_invoices_vendor_month', ['vendor_id', 'month'])
    .execute()
  await db.schema.createIndex('commission_invoices_month').on('commission_invoices').columns(['month', 'invoice_number']).execute()
  await db.schema
    .createTable('commission_invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute()
}
