import type { Kysely } from 'kysely'

/**
 * Cash collected on delivery is money with the courier until the courier remits it to the store's bank
 * (issue 42, decision 071). A remittance is the bank's credit (its UTR, date and amount) and the parcels
 * whose cash it brings; each parcel's cash is remitted once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cod_remittances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('utr', 'text', (c) => c.notNull().unique())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('cod_remittance_parcels')
    .addColumn('remittance_id', 'text', (c) => c.notNull().references('cod_remittances.id'))
    .addColumn('parcel_id', 'text', (c) => c.notNull().unique().references('parcels.id'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cod_remittance_parcels').execute()
  await db.schema.dropTable('cod_remittances').execute()
}
