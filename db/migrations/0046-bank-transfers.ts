import type { Kysely } from 'kysely'

/**
 * Orders paid by bank transfer (NEFT, RTGS, IMPS) against the reference the shop gave (issue 48, decision
 * 074). Each line of the store's bank statement an admin enters is kept once by its UTR, with the order it
 * was matched to: a part payment waits for the rest, an over-payment's difference goes back to the payer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('utr', 'text', (c) => c.notNull().unique())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('narration', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('bank_transfers_order').on('bank_transfers').column('order_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_transfers').execute()
}
