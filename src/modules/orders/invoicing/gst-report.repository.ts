import type { Database } from '#db/database.ts'

/**
 * Invoices issued in [from, before): what the GST report adds up. Each parcel's own invoice in its
 * seller's name (decision 039), and the whole-order invoices the store issued before parcels.
 */
export async function findInvoicesIssued(db: Database, from: string, before: string) {
  const parcels = await db
    .selectFrom('parcels')
    .innerJoin('orders', 'orders.id', 'parcels.orderId')
    .select([
      'parcels.orderId as id',
      'parcels.vendorId',
      'parcels.invoiceNumber',
      'parcels.invoicedAt',
      'parcels.subtotalPaise',
      'parcels.taxPaise',
      'parcels.roundOffPaise',
      'parcels.totalPaise',
      'parcels.storeDiscountPaise',
      'orders.shipState',
      'orders.shipStateCode',
      'orders.buyerGstin',
      'orders.buyerBusinessName',
      'orders.shipFullName',
      'parcels.sellerJson',
    ])
    .where('parcels.invoiceNumber', 'is not', null)
    .where('parcels.invoicedAt', '>=', from)
    .where('parcels.invoicedAt', '<', before)
    .execute()
  const whole = await db
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
    .execute()
  return [...whole.map((row) => ({ ...row, vendorId: null as string | null, storeDiscountPaise: 0 })), ...parcels].sort((a, b) =>
    (a.invoiceNumber ?? '') < (b.invoiceNumber ?? '') ? -1 : 1,
  )
}

export async function findItemsOfOrders(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('orderItems')
    .select(['orderId', 'vendorId', 'hsnCode', 'quantity', 'lineTotalPaise'])
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
    .leftJoin('parcels', 'parcels.id', 'creditNotes.parcelId')
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
      // A parcel's credit note is its seller's, whose state decides the split as its invoice did.
      (eb) => eb.fn.coalesce('parcels.sellerJson', 'orders.sellerJson').as('sellerJson'),
    ])
    .where('creditNotes.createdAt', '>=', from)
    .where('creditNotes.createdAt', '<', before)
    .orderBy('creditNotes.number')
    .execute()
}
