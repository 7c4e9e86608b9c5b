import { type Kysely, sql } from 'kysely'

/**
 * The daily reconciliation with the payment gateway (issue 42, decision 072): one row a day it ran for,
 * and each difference it found between the gateway's payments, refunds and settlements and the shop's
 * records, once per kind and gateway reference, open until fixed or resolved by an admin with a note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway_reconciliations')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .addColumn('payments', 'integer', (c) => c.notNull())
    .addColumn('refunds', 'integer', (c) => c.notNull())
    .addColumn('settlements', 'integer', (c) => c.notNull())
    .addColumn('differences', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('gateway_differences')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('expected_paise', 'bigint')
    .addColumn('seen_paise', 'bigint')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'fixed', 'resolved')`))
    .addColumn('resolution', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('gateway_differences_kind_reference', ['kind', 'reference'])
    .execute()
  await db.schema.createIndex('gateway_differences_day_idx').on('gateway_differences').column('day').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gateway_differences').execute()
  await db.schema.dropTable('gateway_reconciliations').execute()
}
