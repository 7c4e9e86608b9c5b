import { type Kysely, sql } from 'kysely'

// After the sale, the rest (issue 14, decision 022):
// - business buyers: a GSTIN and business name on the order (and on saved addresses for reuse);
// - the invoice keeps the seller's details as they were when it was issued (a reprint never changes);
// - store credit spent at checkout: the part of the order's total paid with it, a balance per customer
//   that can never go below zero (the guarded update is what stops two checkouts spending it twice),
//   and a unique reference on ledger entries so a spend or its restoring is written once;
// - photos on a return request.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('buyer_gstin', 'text').execute()
  await db.schema.alterTable('orders').addColumn('buyer_business_name', 'text').execute()
  await db.schema.alterTable('orders').addColumn('seller_json', 'text').execute()
  await db.schema
    .alterTable('orders')
    .addColumn('store_credit_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('addresses').addColumn('gstin', 'text').execute()
  await db.schema.alterTable('addresses').addColumn('business_name', 'text').execute()
  await db.schema.alterTable('order_returns').addColumn('photos_json', 'text').execute()
  await db.schema.alterTable('store_credit_entries').addColumn('reference', 'text').execute()
  await db.schema.createIndex('store_credit_reference_idx').unique().on('store_credit_entries').column('reference').execute()
  await db.schema
    .createTable('store_credit_balances')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('balance_paise', 'integer', (c) => c.notNull().check(sql`balance_paise >= 0`))
    .execute()
  await sql`insert into store_credit_balances (user_id, balance_paise)
    select user_id, sum(amount_paise) from store_credit_entries group by user_id`.execute(db)
}
