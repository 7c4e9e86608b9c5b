import type { Kysely } from 'kysely'

/**
 * Bank offers (issue 43, decision 083): an offer may hold a condition on how its order is paid (JSON: a
 * card of given networks or issuing banks, or UPI), checked against what the gateway reports for the
 * payment. Null: any way of paying.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').addColumn('payment_condition', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offers').dropColumn('payment_condition').execute()
}
