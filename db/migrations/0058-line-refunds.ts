import type { Kysely } from 'kysely'

/**
 * What went back of each order line through its parcel's give-backs (a cancellation, a refund, a part
 * refund, a line refund; returns keep their own rows), in what the buyer paid (issue 43, decision 084).
 * The credit notes and the ledger both work a give-back's split of a line (the store's offer behind it,
 * its taxable value and GST) from this running total, cumulatively, so the parts add up to the line.
 * Parcels given back before it carry their refunds unrecorded by line: shared then by what each line had left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('refunded_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('refunded_paise').execute()
}
