import type { Kysely } from 'kysely'

/**
 * A refund is a record before it is money (issue 42, decision 070). The record is written in the move's
 * transaction, still `pending`, and sent to the gateway after that commits, under its own idempotency
 * key; whoever sends it holds a lease, so a crashed sender's record is taken up again by the job once the
 * lease has run out. A refusal keeps the gateway's reason; "send again" gives the record a new key.
 * Rows from before keep nulls: they were sent before they were written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_refunds').addColumn('idempotency_key', 'text').execute()
  await db.schema.alterTable('payment_refunds').addColumn('payment_id', 'text').execute()
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('payment_refunds').addColumn('lease_until', 'text').execute()
  await db.schema.alterTable('payment_refunds').addColumn('failure_reason', 'text').execute()
  await db.schema.createIndex('payment_refunds_status_idx').on('payment_refunds').column('status').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_refunds_status_idx').execute()
  for (const column of ['failure_reason', 'lease_until', 'attempts', 'payment_id', 'idempotency_key'])
    await db.schema.alterTable('payment_refunds').dropColumn(column).execute()
}
