import type { Kysely } from 'kysely'

/**
 * The gateways' webhook events the shop has acted on (issue 48, decision 075): one row per provider and
 * event id, written once the event was handled, so a delivery of the same event again (a gateway's
 * retry, or someone replaying a captured one within its signature's tolerance) changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('handled_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('gateway_events_pk', ['provider', 'event_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gateway_events').execute()
}
