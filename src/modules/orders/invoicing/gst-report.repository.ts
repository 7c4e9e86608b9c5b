import type { Database } from '#db/database.ts'

/** Invoices issued in [from, before): what the GST report adds up. */
export async function findInvoicesIssued(db: Database, from: string, before: string) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'invoiceNumber',
      'invoicedAt',
      'subtotalPaise',
      'taxPaise',
      'roundOffPaise',
      'totalPaise',
      'shipState',
      'shipStateCode',
      'buyerGstin',
      'buyerBusinessName',
      'shipFullName',
      'sellerJson',
    ])
    .where('invoiceNumber', 'is not', null)
    .where('invoicedAt', '>=', from)
    .where('invoicedAt', '<', before)
    .orderBy('invoiceNumber')
    .execute()
}

export async function findItemsOfOrders(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('orderItems')
    .select(['orderId', 'hsnCode', 'quantity', 'lineTotalPaise'])
    .where('orderId', 'in', [...orderIds])
    .orderBy('orderId')
    .orderBy('productId')
    .execute()
}

/** Credit notes issued in [from, before), with their order's place of supply and buyer. */
export async function findCreditNotesIssued(db: Database, from: string, before: string) {
  return db
    .selectFrom('creditNotes')
    .innerJoin('orders', 'orders.id', 'creditNotes.orderId')
    .select([
      'creditNotes.number',
      'creditNotes.createdAt',
      'creditNotes.invoiceNumber',
      'creditNotes.linesJson',
      'creditNotes.taxablePaise',
      'creditNotes.taxPaise',
      'creditNotes.roundOffPaise',
      'creditNotes.totalPaise',
      'orders.shipState',
      'orders.shipStateCode',
      'orders.buyerGstin',
      'orders.buyerBusinessName',
      'orders.shipFullName',
      'orders.sellerJson',
    ])
    .where('creditNotes.createdAt', '>=', from)
    .where('creditNotes.createdAt', '<', before)
    .orderBy('creditNotes.number')
    .execute()
}
