import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { BankTransferTable } from '#db/schema.ts'

/** A statement line, once by its UTR: false when that UTR is recorded already. */
export async function insertTransfer(db: Database, row: Insertable<BankTransferTable>): Promise<boolean> {
  const result = await db
    .insertInto('bankTransfers')
    .values(row)
    .onConflict((oc) => oc.column('utr').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

export async function transfersOf(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('bankTransfers')
    .select(['id', 'orderId', 'utr', 'receivedOn', 'amountPaise', 'narration', 'createdAt'])
    .where('orderId', 'in', orderIds)
    .orderBy('createdAt')
    .execute()
}

export async function recentTransfers(db: Database, limit: number) {
  return db
    .selectFrom('bankTransfers')
    .innerJoin('orders', 'orders.id', 'bankTransfers.orderId')
    .select([
      'bankTransfers.id',
      'bankTransfers.utr',
      'bankTransfers.receivedOn',
      'bankTransfers.amountPaise',
      'bankTransfers.narration',
      'bankTransfers.recordedBy',
      'orders.id as orderId',
      'orders.orderNumber',
    ])
    .orderBy('bankTransfers.createdAt', 'desc')
    .limit(limit)
    .execute()
}

/** Orders placed to pay by bank transfer and still waiting for it, oldest first. */
export async function ordersAwaitingTransfer(db: Database) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'orderNumber',
      'userEmail',
      'shipFullName',
      'buyerBusinessName',
      'totalPaise',
      'storeCreditPaise',
      'stockHeld',
      'createdAt',
    ])
    .where('paymentProvider', '=', 'bank')
    .where('status', '=', 'pending')
    .where('paymentStatus', 'in', ['pending', 'failed'])
    .orderBy('createdAt')
    .execute()
}

export async function findByNumbers(db: Database, orderNumbers: readonly string[]) {
  if (orderNumbers.length === 0) return []
  return db
    .selectFrom('orders')
    .select([
      'id',
      'orderNumber',
      'userEmail',
      'shipFullName',
      'status',
      'paymentStatus',
      'paymentProvider',
      'totalPaise',
      'storeCreditPaise',
      'createdAt',
    ])
    .where('orderNumber', 'in', orderNumbers)
    .execute()
}

/** The bank method's account details, as shoppers are told to pay to. */
export async function bankAccountDetails(db: Database): Promise<string | null> {
  const row = await db
    .selectFrom('paymentMethods')
    .select('bankDetails')
    .where('provider', '=', 'bank')
    .where('enabled', '=', 1)
    .where('bankDetails', 'is not', null)
    .orderBy('position')
    .executeTakeFirst()
  return row?.bankDetails ?? null
}
