import type { Kysely } from 'kysely'

// Whether an order still holds its units. An online order whose payment does not arrive within the
// hold gives its units back (stock_held = 0); paying later takes them again if they are still there.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('stock_held', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.createIndex('orders_unpaid_idx').on('orders').columns(['payment_method', 'status', 'stock_held', 'created_at']).execute()
}
