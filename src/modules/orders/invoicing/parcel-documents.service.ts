import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { type SellerOfRecord, sellersOfRecord } from '#src/modules/sellers/index.ts'
import * as parcels from '../parcels/parcels.repository.ts'
import type { EffectParcel } from '../records/move-effects.ts'
import { findItems } from '../records/orders.repository.ts'
import * as notes from './credit-notes.repository.ts'
import { nextCreditNoteNumber, STORE_SELLER, valueCreditNoteLines } from './credit-notes.service.ts'
import { sellerDocumentNumber } from './document-numbers.ts'
import { financialYear } from './tax-rules.ts'

/**
 * The seller of record of each of these sellers. A seller without a complete profile cannot have been
 * selling (decision 038); an order from before that rule is invoiced by the store, as the operator.
 */
async function issuersOf(trx: Database, vendorIds: readonly string[]): Promise<Map<string, SellerOfRecord>> {
  const found = await sellersOfRecord({ db: trx }, [...vendorIds, STORE_SELLER])
  const store = found.get(STORE_SELLER)
  const issuers = new Map<string, SellerOfRecord>()
  for (const id of vendorIds) {
    const seller = found.get(id) ?? store
    if (seller) issuers.set(id, seller)
  }
  return issuers
}

/**
 * Issues each parcel's tax invoice in its seller's name and series, inside the move's transaction: the
 * seller's counter row stays locked until it commits, so two orders' invoices never share or skip a
 * number. The seller's details are copied as issued, so a reprint never changes.
 */
export async function issueParcelInvoices(
  trx: Database,
  toIssue: ReadonlyArray<{ id: string; vendorId: string }>,
  at: Date,
): Promise<string[]> {
  if (toIssue.length === 0) return []
  const fy = financialYear(at)
  const issuers = await issuersOf(
    trx,
    toIssue.map((p) => p.vendorId),
  )
  const numbers: string[] = []
  // In seller order, so two transactions lock the counters in the same order and never deadlock.
  for (const parcel of [...toIssue].sort((a, b) => (a.vendorId < b.vendorId ? -1 : 1))) {
    const seller = issuers.get(parcel.vendorId)
    if (!seller) throw new Error(`No seller of record for ${parcel.vendorId}, nor the store`)
    const number = sellerDocumentNumber(
      seller.invoicePrefix,
      'invoice',
      fy,
      await parcels.takeSellerNumber(trx, seller.vendorId, 'invoice', fy),
    )
    await parcels.updateParcels(trx, [parcel.id], {
      invoiceNumber: number,
      invoicedAt: at.toISOString(),
      sellerJson: JSON.stringify(seller),
    })
    numbers.push(number)
  }
  return numbers
}

/**
 * A credit note for what was given back for one parcel. Against the parcel's own invoice it is the
 * seller's, in the seller's credit-note series; against an order invoiced whole before parcels, it is the
 * store's, in the store's own credit-note series (decision 043). All of a parcel given back at once credits exactly what was
 * invoiced (its taxable value, GST and round off); one line given back whole credits that line and its
 * GST; any other part is shared over the parcel's lines.
 */
export async function parcelCreditNote(
  trx: Database,
  order: { id: string; invoiceNumber: string | null },
  parcel: EffectParcel,
  amountPaise: number,
  reason: string,
  at: Date,
  lineProductId?: string,
): Promise<string | null> {
  const invoiceNumber = parcel.invoiceNumber ?? order.invoiceNumber
  if (!invoiceNumber || amountPaise <= 0) return null
  const fy = financialYear(at)
  const items = (await findItems(trx, [order.id])).filter((item) => item.vendorId === parcel.vendorId)
  const seller = parcel.invoiceNumber ? (JSON.parse(parcel.sellerJson ?? '{}') as Partial<SellerOfRecord>) : null
  const number = await nextCreditNoteNumber(
    trx,
    seller ? { vendorId: seller.vendorId ?? parcel.vendorId, prefix: seller.invoicePrefix ?? 'DD' } : null,
    fy,
  )
  const whole = parcel.refundedPaise === 0 && amountPaise === parcel.totalPaise
  const line = lineProductId ? items.find((i) => i.productId === lineProductId) : undefined
  // What went back to the buyer, and what the store's offer had paid of it, which goes back to the store
  // (decision 083): the note credits the sale's value, both together.
  const storeDiscountPaise = line
    ? line.storeDiscountPaise
    : whole
      ? parcel.storeDiscountPaise
      : parcel.totalPaise > 0
        ? Math.round((parcel.storeDiscountPaise * amountPaise) / parcel.totalPaise)
        : 0
  const valuePaise = amountPaise + storeDiscountPaise
  const asCredited = (i: (typeof items)[number]) => ({
    name: i.name,
    hsnCode: i.hsnCode,
    quantity: i.quantity,
    unitPricePaise: i.unitPricePaise,
    taxablePaise: i.lineTotalPaise,
  })
  const value = line
    ? { lines: [asCredited(line)], taxablePaise: line.lineTotalPaise, taxPaise: valuePaise - line.lineTotalPaise }
    : whole
      ? { lines: items.map(asCredited), taxablePaise: parcel.subtotalPaise, taxPaise: parcel.taxPaise }
      : valueCreditNoteLines(items, valuePaise)
  await notes.insertCreditNote(trx, {
    id: randomUUID(),
    number,
    orderId: order.id,
    returnId: null,
    parcelId: parcel.id,
    invoiceNumber,
    linesJson: JSON.stringify(value.lines),
    taxablePaise: value.taxablePaise,
    taxPaise: value.taxPaise,
    roundOffPaise: whole && !line ? parcel.roundOffPaise : 0,
    totalPaise: valuePaise,
    storeDiscountPaise,
    reason,
    createdAt: at.toISOString(),
  })
  return number
}
