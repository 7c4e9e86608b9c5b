import type { Database } from '#db/database.ts'

/** Whether this provider's event was handled already. */
export async function findGatewayEvent(db: Database, provider: string, eventId: string) {
  return db
    .selectFrom('gatewayEvents')
    .select(['type', 'handledAt'])
    .where('provider', '=', provider)
    .where('eventId', '=', eventId)
    .executeTakeFirst()
}

/** Remembers a handled event, once; false when it was remembered already. */
export async function insertGatewayEvent(
  db: Database,
  row: { provider: string; eventId: string; type: string; orderId: string | null; handledAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('gatewayEvents')
    .values(row)
    .onConflict((oc) => oc.columns(['provider', 'eventId']).doNothing())
    .executeTakeFirst()
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n
}
