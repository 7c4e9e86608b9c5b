import type { Insertable, Updateable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { ParcelTable } from '#db/schema.ts'

export async function insertParcels(db: Database, rows: Insertable<ParcelTable>[]) {
  if (rows.length > 0) await db.insertInto('parcels').values(rows).execute()
}

/** These orders' parcels, in each order's own order ("Parcel 1 of 2" first). */
export async function findParcels(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('parcels')
    .selectAll()
    .where('orderId', 'in', [...orderIds])
    .orderBy('orderId')
    .orderBy('position')
    .execute()
}

export async function updateParcels(db: Database, ids: readonly string[], change: Updateable<ParcelTable>) {
  if (ids.length === 0) return
  await db
    .updateTable('parcels')
    .set(change)
    .where('id', 'in', [...ids])
    .execute()
}

/** Adds to what was given back or collected for a parcel. */
export async function addToParcel(db: Database, id: string, column: 'refundedPaise' | 'collectedPaise', amountPaise: number, now: string) {
  await db
    .updateTable('parcels')
    .set((eb) => ({ [column]: eb(column, '+', amountPaise), updatedAt: now }))
    .where('id', '=', id)
    .execute()
}

/**
 * The next number of a seller's series (its invoices or its credit notes) in a financial year. The
 * update locks the counter row until the transaction ends, so concurrent issues neither skip nor repeat.
 */
export async function takeSellerNumber(
  db: Database,
  vendorId: string,
  kind: 'invoice' | 'credit_note',
  financialYear: string,
): Promise<number> {
  await db
    .insertInto('sellerDocumentCounters')
    .values({ vendorId, kind, financialYear, lastNumber: 0 })
    .onConflict((oc) => oc.columns(['vendorId', 'kind', 'financialYear']).doNothing())
    .execute()
  const row = await db
    .updateTable('sellerDocumentCounters')
    .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
    .where('vendorId', '=', vendorId)
    .where('kind', '=', kind)
    .where('financialYear', '=', financialYear)
    .returning('lastNumber')
    .executeTakeFirstOrThrow()
  return row.lastNumber
}

/** When each of a seller's parcels was placed and shipped (the shipped ones only). */
export async function findShippedTimes(db: Database, vendorId: string) {
  return db
    .selectFrom('parcels')
    .innerJoin('orders', 'orders.id', 'parcels.orderId')
    .select(['orders.createdAt', 'orders.deliveryFrom', 'parcels.shippedAt'])
    .where('parcels.vendorId', '=', vendorId)
    .where('parcels.shippedAt', 'is not', null)
    .execute()
}

/** The shop names of these sellers (a seller's "Sold by" name, also before its profile is complete). */
export async function findVendorNames(db: Database, vendorIds: readonly string[]) {
  if (vendorIds.length === 0) return []
  return db
    .selectFrom('vendors')
    .select(['id', 'name', 'slug'])
    .where('id', 'in', [...vendorIds])
    .execute()
}

/** Adds what a parcel's give-back took of each line to the lines' running totals (decision 084). */
export async function addLineRefunds(
  db: Database,
  orderId: string,
  vendorId: string,
  lines: ReadonlyArray<{ productId: string; paidPaise: number }>,
) {
  for (const line of lines)
    await db
      .updateTable('orderItems')
      .set((eb) => ({ refundedPaise: eb('refundedPaise', '+', line.paidPaise) }))
      .where('orderId', '=', orderId)
      .where('vendorId', '=', vendorId)
      .where('productId', '=', line.productId)
      .execute()
}
