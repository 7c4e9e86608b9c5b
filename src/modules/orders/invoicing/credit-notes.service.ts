import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { GST_PERCENT, gstPaise } from '#src/lib/tax.ts'
import { sellerOfRecord } from '#src/modules/sellers/index.ts'
import { findParcels, takeSellerNumber } from '../parcels/parcels.repository.ts'
import { findItems } from '../records/orders.repository.ts'
import * as repo from './credit-notes.repository.ts'
import { sellerDocumentNumber } from './document-numbers.ts'
import { financialYear } from './tax-rules.ts'

export interface CreditNoteLine {
  name: string
  hsnCode: string
  quantity: number
  unitPricePaise: number
  taxablePaise: number
}

/**
 * Whether a parcel's credit notes gave this line back whole: a line refund's note names the line alone,
 * at its full taxable value (parcels/line-refund.service.ts). Such a line is neither refunded nor
 * returned again.
 */
export function lineCreditedInFull(
  notes: ReadonlyArray<{ parcelId: string | null; linesJson: string }>,
  parcelId: string,
  line: { name: string; lineTotalPaise: number },
): boolean {
  return notes
    .filter((note) => note.parcelId === parcelId)
    .some((note) =>
      (JSON.parse(note.linesJson) as CreditNoteLine[]).some((l) => l.name === line.name && l.taxablePaise >= line.lineTotalPaise),
    )
}

/** The vendor row the store sells as (migration 0025): it issued every invoice made before parcels. */
export const STORE_SELLER = 'store'

/**
 * The next number of a seller's credit-note series (`PREFIX/C2627/0001`, at most 16 characters, rule
 * 53(1A)). A credit note against a whole order invoiced before parcels is the store's: that invoice was
 * the store's, so the note takes the store's own series, not the old 20-character `DD/CN/2026-27/…`.
 */
export async function nextCreditNoteNumber(trx: Database, seller: { vendorId: string; prefix: string } | null, fy: string) {
  const vendorId = seller?.vendorId ?? STORE_SELLER
  const prefix = seller?.prefix ?? (await sellerOfRecord({ db: trx }, STORE_SELLER))?.invoicePrefix ?? 'DD'
  return sellerDocumentNumber(prefix, 'credit_note', fy, await takeSellerNumber(trx, vendorId, 'credit_note', fy))
}

/**
 * Issues a GST credit note inside the transaction that refunds or cancels: a locked counter per financial
 * year (numbers unique, no gaps), the original invoice named, and the taxable value and GST given back.
 * The CGST+SGST or IGST split is the invoice's own (same place of supply), so it is derived when shown.
 */
export async function issueCreditNote(
  trx: Database,
  note: {
    orderId: string
    returnId: string | null
    invoiceNumber: string
    lines: readonly CreditNoteLine[]
    /**
     * The tax, round-off and total the note gives back when they are known: a whole order's as invoiced, a
     * return's as refunded (with the store's offer behind it, decision 083).
     */
    whole?: { taxPaise: number; roundOffPaise: number; totalPaise: number; storeDiscountPaise?: number }
    reason: string
    /** A parcel's invoice: the note is its seller's, in the seller's own series (decision 039). */
    parcel?: { id: string; vendorId: string; prefix: string }
  },
  at: Date,
): Promise<string> {
  const fy = financialYear(at)
  const number = await nextCreditNoteNumber(trx, note.parcel ?? null, fy)
  const taxable = note.lines.reduce((sum, line) => sum + line.taxablePaise, 0)
  const tax = note.whole?.taxPaise ?? gstPaise(taxable)
  await repo.insertCreditNote(trx, {
    id: randomUUID(),
    number,
    orderId: note.orderId,
    returnId: note.returnId,
    parcelId: note.parcel?.id ?? null,
    invoiceNumber: note.invoiceNumber,
    linesJson: JSON.stringify(note.lines),
    taxablePaise: taxable,
    taxPaise: tax,
    roundOffPaise: note.whole?.roundOffPaise ?? 0,
    totalPaise: note.whole?.totalPaise ?? taxable + tax,
    storeDiscountPaise: note.whole?.storeDiscountPaise ?? 0,
    reason: note.reason,
    createdAt: at.toISOString(),
  })
  return number
}

/**
 * A credit note for part of an order's value given back as money (a part refund made at the gateway),
 * when no goods are named: the amount (GST included) split into taxable value and GST at the shop's
 * rate, the taxable value shared over the invoice's lines by their value (largest remainder, so the
 * shares add up exactly), each keeping its HSN code for the GST report. Lines whose share is nothing
 * are left out.
 */
export function valueCreditNoteLines(
  items: ReadonlyArray<{ name: string; hsnCode: string; quantity: number; unitPricePaise: number; lineTotalPaise: number }>,
  amountPaise: number,
): { lines: CreditNoteLine[]; taxablePaise: number; taxPaise: number } {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + GST_PERCENT))
  const total = items.reduce((sum, item) => sum + item.lineTotalPaise, 0)
  const exact = items.map((item) => (total > 0 ? (taxablePaise * item.lineTotalPaise) / total : 0))
  const shares = exact.map(Math.floor)
  let left = taxablePaise - shares.reduce((a, b) => a + b, 0)
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    shares[index] = (shares[index] ?? 0) + 1
    left -= 1
  }
  const lines = items
    .map((item, index) => ({
      name: item.name,
      hsnCode: item.hsnCode,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      taxablePaise: shares[index] ?? 0,
    }))
    .filter((line) => line.taxablePaise > 0)
  return { lines, taxablePaise, taxPaise: amountPaise - taxablePaise }
}

/** An order's credit notes, for its page and the printable note. */
export async function creditNotesOf(db: Database, orderId: string) {
  return (await repo.findCreditNotesOfOrder(db, orderId)).map(({ linesJson, ...row }) => ({
    ...row,
    lines: JSON.parse(linesJson) as CreditNoteLine[],
  }))
}

/** What an order's credit notes need of it. */
interface InvoicedOrder {
  id: string
  invoiceNumber: string | null
  taxPaise: number
  roundOffPaise: number
  totalPaise: number
  storeCreditPaise: number
}

/** A whole invoiced order cancelled or refunded: a credit note for every line, its tax and round-off as invoiced. */
export async function wholeOrderCreditNote(trx: Database, order: InvoicedOrder, reason: string, now: Date): Promise<string> {
  const items = await findItems(trx, [order.id])
  return issueCreditNote(
    trx,
    {
      orderId: order.id,
      returnId: null,
      invoiceNumber: order.invoiceNumber ?? '',
      lines: items.map((i) => ({
        name: i.name,
        hsnCode: i.hsnCode,
        quantity: i.quantity,
        unitPricePaise: i.unitPricePaise,
        taxablePaise: i.lineTotalPaise,
      })),
      whole: { taxPaise: order.taxPaise, roundOffPaise: order.roundOffPaise, totalPaise: order.totalPaise },
      reason,
    },
    now,
  )
}

/**
 * The credit note a refund made at the payment gateway needs after the invoice. All of the order
 * refunded with no credit note before it: the whole-order note. Otherwise (part of the order, or the rest
 * after earlier notes) a note for the value given back, shared over the invoice's lines; when it
 * completes the refund, the store credit given back with it is part of that value.
 */
export async function gatewayRefundCreditNote(
  trx: Database,
  order: InvoicedOrder,
  refund: { id: string; amountPaise: number; whole: boolean },
  now: Date,
): Promise<string> {
  if (refund.whole && (await repo.findCreditNotesOfOrder(trx, order.id)).length === 0)
    return wholeOrderCreditNote(trx, order, `Order refunded at the payment gateway (${refund.id})`, now)
  const amountPaise = refund.amountPaise + (refund.whole ? order.storeCreditPaise : 0)
  const value = valueCreditNoteLines(await findItems(trx, [order.id]), amountPaise)
  return issueCreditNote(
    trx,
    {
      orderId: order.id,
      returnId: null,
      invoiceNumber: order.invoiceNumber ?? '',
      lines: value.lines,
      whole: { taxPaise: value.taxPaise, roundOffPaise: 0, totalPaise: amountPaise },
      reason: `${refund.whole ? 'Refund' : 'Part refund'} at the payment gateway (${refund.id})`,
    },
    now,
  )
}

/**
 * The invoice a credit note for a seller's goods in an order answers: the seller's parcel invoice (the
 * note then in the seller's series), or the order's whole invoice from before parcels; null when neither
 * was issued.
 */
export async function invoiceOfSellerGoods(
  trx: Database,
  order: { id: string; invoiceNumber: string | null },
  vendorId: string,
): Promise<{ invoiceNumber: string; parcel?: { id: string; vendorId: string; prefix: string } } | null> {
  const parcel = (await findParcels(trx, [order.id])).find((p) => p.vendorId === vendorId)
  if (parcel?.invoiceNumber) {
    const issued = JSON.parse(parcel.sellerJson ?? '{}') as { vendorId?: string; invoicePrefix?: string }
    return {
      invoiceNumber: parcel.invoiceNumber,
      parcel: { id: parcel.id, vendorId: issued.vendorId ?? vendorId, prefix: issued.invoicePrefix ?? 'DD' },
    }
  }
  return order.invoiceNumber ? { invoiceNumber: order.invoiceNumber } : null
}
