import type { Database } from '#db/database.ts'
import type { GatewayDifferenceTable } from '#db/schema.ts'

export function findReconciliation(db: Database, day: string, gateway: string) {
  return db.selectFrom('gatewayReconciliations').selectAll().where('day', '=', day).where('gateway', '=', gateway).executeTakeFirst()
}

export async function insertReconciliation(
  db: Database,
  row: { day: string; gateway: string; ranAt: string; payments: number; refunds: number; settlements: number; differences: number },
): Promise<void> {
  await db
    .insertInto('gatewayReconciliations')
    .values(row)
    .onConflict((oc) => oc.columns(['day', 'gateway']).doNothing())
    .execute()
}

/** A difference, once per kind and gateway reference: false when it was already found on an earlier run. */
export async function insertDifference(
  db: Database,
  row: Omit<GatewayDifferenceTable, 'resolution' | 'resolvedBy' | 'resolvedAt'> & { resolution?: string | null },
): Promise<boolean> {
  const inserted = await db
    .insertInto('gatewayDifferences')
    .values({ ...row, resolution: row.resolution ?? null, resolvedBy: null, resolvedAt: null })
    .onConflict((oc) => oc.columns(['kind', 'reference']).doNothing())
    .executeTakeFirst()
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n
}

export function recentReconciliations(db: Database, limit: number) {
  return db.selectFrom('gatewayReconciliations').selectAll().orderBy('day', 'desc').orderBy('gateway').limit(limit).execute()
}

export function differences(db: Database, filter: { open?: boolean; day?: string }, limit: number) {
  let query = db.selectFrom('gatewayDifferences').selectAll()
  if (filter.open) query = query.where('status', '=', 'open')
  if (filter.day) query = query.where('day', '=', filter.day)
  return query.orderBy('day', 'desc').orderBy('createdAt').limit(limit).execute()
}

export function findDifference(db: Database, id: string) {
  return db.selectFrom('gatewayDifferences').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function resolveDifference(db: Database, id: string, resolution: string, by: string, at: string): Promise<boolean> {
  const done = await db
    .updateTable('gatewayDifferences')
    .set({ status: 'resolved', resolution, resolvedBy: by, resolvedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return done.numUpdatedRows > 0n
}
