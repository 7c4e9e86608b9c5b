import type { Kysely } from 'kysely'

/**
 * Weekly settlements and payouts (issue 25, decision 040). A run is one settlement period, unique by
 * its cut-off, so running it twice or from two instances at once settles once. Each seller gets one
 * statement (a payout row) per run; each ledger journal belongs to at most one statement.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settlement_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cutoff', 'text', (c) => c.notNull().unique())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('run_id', 'text', (c) => c.notNull().references('settlement_runs.id'))
    .addColumn('vendor_id', 'text', (c) => c.notNull())
    .addColumn('statement_number', 'text', (c) => c.notNull().unique())
    .addColumn('cutoff', 'text', (c) => c.notNull())
    // The statement's net: positive is paid; zero or negative carries forward to the next statement.
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('brought_forward_paise', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('utr', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payouts_run_vendor', ['run_id', 'vendor_id'])
    .execute()
  await db.schema.createIndex('payouts_vendor').on('payouts').columns(['vendor_id', 'cutoff']).execute()
  await db.schema.createIndex('payouts_status').on('payouts').columns(['status', 'cutoff']).execute()
  await db.schema
    .createTable('payout_journals')
    .addColumn('journal_id', 'text', (c) => c.primaryKey().references('ledger_journals.id'))
    .addColumn('payout_id', 'text', (c) => c.notNull().references('payouts.id'))
    .execute()
  await db.schema.createIndex('payout_journals_payout').on('payout_journals').column('payout_id').execute()
}
