import type { Kysely } from 'kysely'

/**
 * A parcel worth more than ₹50,000 moves with an e-way bill (CGST Rules, rule 138; decision 043): its
 * 12-digit number is recorded when the parcel ships and printed on the packing slip. Parcels shipped
 * before keep null: nothing here can know their numbers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('parcels').addColumn('eway_bill_number', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('parcels').dropColumn('eway_bill_number').execute()
}
