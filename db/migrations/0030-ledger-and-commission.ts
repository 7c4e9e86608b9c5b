import { type Kysely, sql } from 'kysely'

/**
 * The marketplace's books (issue 25, decision 040): an append-only double-entry ledger in paise, and
 * the commission rates it charges sellers, effective-dated so a change never touches past lines.
 *
 * A journal is one money event, named by its event key (`payment:<order>`, `payout:<id>`…): the key is
 * unique, so an event retried or raced writes its entries once. Entries are debits (+) and credits (−)
 * whose sum per journal is zero; nothing updates or deletes them, a correction is a new journal.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_journals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('vendor_id', 'text')
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('journal_id', 'text', (c) => c.notNull().references('ledger_journals.id'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('vendor_id', 'text')
    .addColumn('amount_paise', 'bigint', (c) => c.notNull().check(sql`amount_paise <> 0`))
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('ledger_entries_journal').on('ledger_entries').column('journal_id').execute()
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account', 'occurred_at']).execute()
  await db.schema.createIndex('ledger_entries_vendor').on('ledger_entries').columns(['vendor_id', 'occurred_at']).execute()

  await db.schema
    .createTable('commission_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // A category's rate (vendor null), or one seller's rate over every category (category null).
    .addColumn('category', 'text')
    .addColumn('vendor_id', 'text', (c) => c.references('vendors.id').onDelete('cascade'))
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(sql`rate_bp >= 0 and rate_bp <= 5000`))
    .addColumn('fixed_fee_paise', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`fixed_fee_paise >= 0`))
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('commission_rates_subject', sql`(category is null) <> (vendor_id is null)`)
    .execute()
  await db.schema
    .createIndex('commission_rates_lookup')
    .on('commission_rates')
    .columns(['category', 'vendor_id', 'effective_from'])
    .execute()
}
