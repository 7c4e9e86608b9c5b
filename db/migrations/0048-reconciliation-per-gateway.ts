import { type Kysely, sql } from 'kysely'

/**
 * The daily reconciliation reads each configured gateway (issue 48, decisions 072 and 075): a day is done
 * once per gateway, so `gateway_reconciliations` is keyed by day and gateway, and each difference names
 * the gateway it was found at. Rows from before are Razorpay's, the only gateway reconciled until now.
 * The day's key changes, which SQLite cannot alter in place: the table is made again and its rows copied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gateway_reconciliations').renameTo('gateway_reconciliations_0045').execute()
  await db.schema
    .createTable('gateway_reconciliations')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .addColumn('payments', 'integer', (c) => c.notNull())
    .addColumn('refunds', 'integer', (c) => c.notNull())
    .addColumn('settlements', 'integer', (c) => c.notNull())
    .addColumn('differences', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('gateway_reconciliations_day_gateway', ['day', 'gateway'])
    .execute()
  await sql`insert into gateway_reconciliations (day, gateway, ran_at, payments, refunds, settlements, differences)
    select day, 'razorpay', ran_at, payments, refunds, settlements, differences from gateway_reconciliations_0045`.execute(db)
  await db.schema.dropTable('gateway_reconciliations_0045').execute()
  await db.schema
    .alterTable('gateway_differences')
    .addColumn('gateway', 'text', (c) => c.notNull().defaultTo('razorpay'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gateway_differences').dropColumn('gateway').execute()
  await sql`delete from gateway_reconciliations where gateway <> 'razorpay'`.execute(db)
  await db.schema.alterTable('gateway_reconciliations').renameTo('gateway_reconciliations_0048').execute()
  await db.schema
    .createTable('gateway_reconciliations')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .addColumn('payments', 'integer', (c) => c.notNull())
    .addColumn('refunds', 'integer', (c) => c.notNull())
    .addColumn('settlements', 'integer', (c) => c.notNull())
    .addColumn('differences', 'integer', (c) => c.notNull())
    .execute()
  await sql`insert into gateway_reconciliations (day, ran_at, payments, refunds, settlements, differences)
    select day, ran_at, payments, refunds, settlements, differences from gateway_reconciliations_0048`.execute(db)
  await db.schema.dropTable('gateway_reconciliations_0048').execute()
}
