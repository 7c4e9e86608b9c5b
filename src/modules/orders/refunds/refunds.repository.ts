import type { Database } from '#db/database.ts'

// What went back to customers, read where it is kept once: the ledger's give-back journals (posted by
// the order lifecycle and by returns, in the transaction of the move; decision 040) and the credit notes
// issued with them. Read only: the ledger module owns its tables and writes them.

/** The accounts a give-back's money leaves through, and the held account it comes out of. */
const GIVE_BACK_ACCOUNTS = ['customers:held', 'cash:gateway', 'cash:bank', 'customers:store-credit'] as const

/** Each give-back journal of these orders, one row per account it touched, oldest first. */
export async function findGiveBacks(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  const rows = await db
    .selectFrom('ledgerJournals as j')
    .innerJoin('ledgerEntries as e', 'e.journalId', 'j.id')
    .select(['j.id', 'j.orderId', 'j.eventKey', 'j.kind', 'j.memo', 'j.occurredAt', 'e.account', 'e.amountPaise'])
    .where('j.orderId', 'in', [...orderIds])
    .where('j.kind', 'in', ['refund', 'return-refund'])
    .where('e.account', 'in', [...GIVE_BACK_ACCOUNTS])
    .orderBy('j.occurredAt')
    .orderBy('j.id')
    .execute()
  return rows.map((row) => ({ ...row, orderId: row.orderId ?? '', amountPaise: Number(row.amountPaise) }))
}

/** The credit notes of these orders: what each credited, and for which parcel or return. */
export async function findCreditNoteTotals(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  const rows = await db
    .selectFrom('creditNotes')
    .select(['id', 'number', 'orderId', 'parcelId', 'returnId', 'linesJson', 'totalPaise', 'createdAt'])
    .where('orderId', 'in', [...orderIds])
    .orderBy('createdAt')
    .execute()
  return rows.map((row) => ({ ...row, totalPaise: Number(row.totalPaise) }))
}

/** The returns of these orders that gave money or credit back: their RMA numbers and lines. */
export async function findReturnsGivenBack(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('orderReturns')
    .select(['id', 'orderId', 'rmaNumber', 'productId', 'quantity', 'status'])
    .where('orderId', 'in', [...orderIds])
    .where('status', 'in', ['refunded', 'credited'])
    .execute()
}
