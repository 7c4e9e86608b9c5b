import { type Kysely, sql } from 'kysely'

// Each vendor fulfils their own lines of an order: processing, then shipped with a courier and a
// tracking number. The order itself ships when every line has.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('fulfilment', 'text', (c) => c.notNull().defaultTo('pending').check(sql`fulfilment in ('pending', 'processing', 'shipped')`))
    .execute()
  await db.schema.alterTable('order_items').addColumn('courier', 'text').execute()
  await db.schema.alterTable('order_items').addColumn('tracking_number', 'text').execute()
  await db.schema.createIndex('order_items_vendor_idx').on('order_items').columns(['vendor_id', 'order_id']).execute()
}
