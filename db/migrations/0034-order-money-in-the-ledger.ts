import type { Kysely } from 'kysely'

/**
 * The order lifecycle's money in the ledger (issue 25, decision 040).
 *
 * - `ledger_journals.taxable_paise`: the net taxable value of the supply a journal settles (a line made
 *   payable: +; its return or refund after that: −), what GSTR-8 reports beside the TCS; null for money
 *   that is no supply (payments, refunds, payouts).
 * - `parcels.payable_at`: when the parcel's lines were made payable to its seller (delivered, return
 *   window closed, no return open). The job looks for delivered parcels without it; a refund after it
 *   debits the seller back.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_journals').addColumn('taxable_paise', 'bigint').execute()
  await db.schema.alterTable('parcels').addColumn('payable_at', 'text').execute()
  await db.schema.createIndex('parcels_to_make_payable').on('parcels').columns(['status', 'payable_at', 'delivered_at']).execute()
}
