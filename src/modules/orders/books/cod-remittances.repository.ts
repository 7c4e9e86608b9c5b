import type { Database } from '#db/database.ts'

/** Parcels with their order and, when remitted, their remittance. */
const parcelsWithRemittance = (db: Database) =>
  db
    .selectFrom('parcels')
    .innerJoin('orders', 'orders.id', 'parcels.orderId')
    .leftJoin('codRemittanceParcels', 'codRemittanceParcels.parcelId', 'parcels.id')

/** Parcels paid in cash on delivery whose cash the courier has not remitted yet, oldest delivery first. */
export function parcelsAwaitingRemittance(db: Database) {
  return parcelsWithRemittance(db)
    .select([
      'parcels.id',
      'parcels.orderId',
      'parcels.courier',
      'parcels.trackingNumber',
      'parcels.deliveredAt',
      'parcels.collectedPaise',
      'orders.orderNumber',
    ])
    .where('orders.paymentMethod', '=', 'cod')
    .where('parcels.collectedPaise', '>', 0)
    .where('codRemittanceParcels.parcelId', 'is', null)
    .orderBy('parcels.deliveredAt')
    .limit(500)
    .execute()
}

/** The parcels named, as a remittance checks them: collected cash, courier, whether remitted already. */
export function parcelsForRemittance(db: Database, parcelIds: readonly string[]) {
  return parcelsWithRemittance(db)
    .select([
      'parcels.id',
      'parcels.orderId',
      'parcels.courier',
      'parcels.collectedPaise',
      'orders.orderNumber',
      'orders.paymentMethod',
      'codRemittanceParcels.remittanceId',
    ])
    .where('parcels.id', 'in', parcelIds)
    .execute()
}

export async function insertRemittance(
  db: Database,
  remittance: { id: string; courier: string; utr: string; receivedOn: string; amountPaise: number; recordedBy: string; createdAt: string },
  parcels: ReadonlyArray<{ parcelId: string; amountPaise: number }>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('codRemittances')
    .values(remittance)
    .onConflict((oc) => oc.column('utr').doNothing())
    .executeTakeFirst()
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return false
  await db
    .insertInto('codRemittanceParcels')
    .values(parcels.map((p) => ({ remittanceId: remittance.id, ...p })))
    .execute()
  return true
}

/** The latest remittances with how many parcels each brought. */
export function recentRemittances(db: Database, limit: number) {
  return db
    .selectFrom('codRemittances')
    .leftJoin('codRemittanceParcels', 'codRemittanceParcels.remittanceId', 'codRemittances.id')
    .select((eb) => [
      'codRemittances.id',
      'codRemittances.courier',
      'codRemittances.utr',
      'codRemittances.receivedOn',
      'codRemittances.amountPaise',
      'codRemittances.recordedBy',
      eb.fn.count<number>('codRemittanceParcels.parcelId').as('parcels'),
    ])
    .groupBy([
      'codRemittances.id',
      'codRemittances.courier',
      'codRemittances.utr',
      'codRemittances.receivedOn',
      'codRemittances.amountPaise',
      'codRemittances.recordedBy',
    ])
    .orderBy('codRemittances.receivedOn', 'desc')
    .orderBy('codRemittances.createdAt', 'desc')
    .limit(limit)
    .execute()
}
