import type { Kysely } from 'kysely'

/**
 * Each order timeline step names who took it (issue 41, decision 067): the kind of actor (customer,
 * seller, admin, job, gateway) and, for a seller or an admin, the name shown then (the store's name, the
 * admin's name), kept as it was so a later rename does not rewrite history. Steps recorded before keep
 * null: their words already say "by the customer", "by the seller" or "by the store" where they knew.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_events').addColumn('actor_kind', 'text').execute()
  await db.schema.alterTable('order_events').addColumn('actor_name', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_events').dropColumn('actor_name').execute()
  await db.schema.alterTable('order_events').dropColumn('actor_kind').execute()
}
