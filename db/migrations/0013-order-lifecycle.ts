import { type Kysely, sql } from 'kysely'

// The order lifecycle (decision 012): a version on each order so a move applies only to the state it
// was planned from; when its tax invoice was issued (at the sale, no longer at placement); a fingerprint
// of the checkout request that made it (an idempotency key reused with another body is refused); and
// refund claims, so one refund per key reaches the payment provider however often a cancel is retried
// or raced.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('orders').addColumn('invoiced_at', 'text').execute()
  await db.schema.alterTable('orders').addColumn('request_fingerprint', 'text').execute()
  // Orders placed before this change were invoiced when placed.
  await sql`update orders set invoiced_at = created_at where invoice_number is not null`.execute(db)
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_key', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`))
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('payment_refunds_order_idx').on('payment_refunds').column('order_id').execute()
}
