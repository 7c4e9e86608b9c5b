import type { Kysely } from 'kysely'

/**
 * Delivery by PIN code (issue 13, decision 019): zones of PIN prefixes with the days a parcel takes
 * and whether cash on delivery is collected there, kept by the admin in Settings; the most specific
 * prefix wins. Orders record the delivery dates promised when they were placed.
 *
 * The default is a sensible Indian one for a Pune shop. Remote regions get no cash on delivery:
 * couriers' cash collection there is limited and slow to remit, and a refused parcel takes weeks back.
 */
export const DEFAULT_ZONES = [
  { id: 'pune', name: 'Pune', pinPrefixes: '411,412', minDays: 1, maxDays: 2, codAllowed: 1 },
  { id: 'maharashtra', name: 'Maharashtra', pinPrefixes: '40,41,42,43,44', minDays: 2, maxDays: 3, codAllowed: 1 },
  { id: 'metros', name: 'Metro cities', pinPrefixes: '110,560,600,700,500', minDays: 3, maxDays: 4, codAllowed: 1 },
  // 403 is Goa, inside Maharashtra's 40: named here so the longer prefix wins.
  { id: 'rest-of-india', name: 'Rest of India', pinPrefixes: '1,2,3,4,5,6,7,8,403', minDays: 4, maxDays: 7, codAllowed: 1 },
  {
    id: 'remote',
    name: 'Remote regions',
    // North-east and Sikkim, Jammu & Kashmir and Ladakh, Andaman & Nicobar, Lakshadweep.
    pinPrefixes: '78,79,737,18,19,744,68255',
    minDays: 7,
    maxDays: 10,
    codAllowed: 0,
  },
] as const

// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_zones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('pin_prefixes', 'text', (c) => c.notNull())
    .addColumn('min_days', 'integer', (c) => c.notNull())
    .addColumn('max_days', 'integer', (c) => c.notNull())
    .addColumn('cod_allowed', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await db
    .insertInto('delivery_zones')
    .values(
      DEFAULT_ZONES.map((zone, position) => ({
        id: zone.id,
        name: zone.name,
        pin_prefixes: zone.pinPrefixes,
        min_days: zone.minDays,
        max_days: zone.maxDays,
        cod_allowed: zone.codAllowed,
        position,
      })),
    )
    .execute()
  await db.schema.alterTable('orders').addColumn('delivery_from', 'text').execute()
  await db.schema.alterTable('orders').addColumn('delivery_to', 'text').execute()
}
