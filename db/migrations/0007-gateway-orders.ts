import type { Kysely } from 'kysely'

// The payment gateway's own order id (Razorpay's order_…), created by the server for the exact amount.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('gateway_order_id', 'text').execute()
  await db.schema.createIndex('orders_gateway_order_idx').on('orders').column('gateway_order_id').unique().execute()
}
