import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { taxableOf } from '#src/lib/tax.ts'
import { type SellerOfRecord, sellersOfRecord } from '#src/modules/sellers/index.ts'
import { givenBackPart, type LineGiveBack, linesMoney } from '../parcel-line-money.ts'
import * as parcels from '../parcels/parcels.repository.ts'
import type { EffectParcel } from '../records/move-effects.ts'
import { findItems } from '../records/orders.repository.ts'
import * as notes from './credit-notes.repository.ts'
import { type CreditNoteLine, nextCreditNoteNumber, STORE_SELLER } from './credit-notes.service.ts'
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
 * store's, in the store's own credit-note series (decision 043). It credits the sale's value that went
 * back: the buyer's money and what the store's offer had paid of it, which goes back to the store
 * (decision 083), line by line as the move shared it, each line's taxable value and GST by the rule the
 * books use (`givenBackPart`, decision 084), so the notes of any number of part refunds add up to the
 * invoice to the paisa; the parcel's round off goes back with the line that carries it, when that line
 * goes back in full.
 */
export async function parcelCreditNote(
  trx: Database,
  order: { id: string; invoiceNumber: string | null },
  parcel: EffectParcel,
  given: { amountPaise: number; lines: readonly LineGiveBack[] },
  reason: string,
  at: Date,
): Promise<string | null> {
  const invoiceNumber = parcel.invoiceNumber ?? order.invoiceNumber
  if (!invoiceNumber || given.amountPaise <= 0) return null
  const fy = financialYear(at)
  const items = (await findItems(trx, [order.id])).filter((item) => item.vendorId === parcel.vendorId)
  const seller = parcel.invoiceNumber ? (JSON.parse(parcel.sellerJson ?? '{}') as Partial<SellerOfRecord>) : null
  const number = await nextCreditNoteNumber(
    trx,
    seller ? { vendorId: seller.vendorId ?? parcel.vendorId, prefix: seller.invoicePrefix ?? 'DD' } : null,
    fy,
  )
  const money = linesMoney(parcel, items)
  const lines: CreditNoteLine[] = []
  let storeDiscountPaise = 0
  let roundOffPaise = 0
  let paidPaise = 0
  let taxablePaise = 0
  for (const g of given.lines) {
    const line = money.find((l) => l.productId === g.productId)
    const item = items.find((i) => i.productId === g.productId)
    if (!line || !item) continue
    const part = givenBackPart(line, g.beforePaise, g.paidPaise)
    storeDiscountPaise += part.storeDiscountPaise
    paidPaise += part.paidPaise
    taxablePaise += part.taxablePaise
    if (g.beforePaise + g.paidPaise >= line.paidPaise) roundOffPaise += line.roundOffPaise
    if (part.taxablePaise > 0)
      lines.push({
        name: item.name,
        hsnCode: item.hsnCode,
        quantity: item.quantity,
        unitPricePaise: item.unitPricePaise,
        taxablePaise: part.taxablePaise,
      })
  }
  // Money no line had left to take (a parcel's refund beside its returns): its value at the shop's rate.
  const rest = given.amountPaise - paidPaise
  if (rest > 0) taxablePaise += taxableOf(rest)
  const totalPaise = given.amountPaise + storeDiscountPaise
  await notes.insertCreditNote(trx, {
    id: randomUUID(),
    number,
    orderId: order.id,
    returnId: null,
    parcelId: parcel.id,
    invoiceNumber,
    linesJson: JSON.stringify(lines),
    taxablePaise,
    taxPaise: totalPaise - taxablePaise - roundOffPaise,
    roundOffPaise,
    totalPaise,
    storeDiscountPaise,
    reason,
    createdAt: at.toISOString(),
  })
  return number
}
