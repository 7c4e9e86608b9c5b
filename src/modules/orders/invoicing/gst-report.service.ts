import { placeOfSupplyLabel, sellerStateCode } from '#src/lib/india-states.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import type { CreditNoteLine } from './credit-notes.service.ts'
import * as repo from './gst-report.repository.ts'
import { isIntraState, splitGst } from './tax-rules.ts'

/**
 * The month's GST sales report (issue 16, decision 026): every tax invoice issued in the month and every
 * credit note, with totals by place of supply and by HSN, and the B2B invoices by buyer GSTIN, credit
 * notes netted. What an accountant files GSTR-1 from. Months are India's calendar months.
 */
export interface TaxAmounts {
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

export interface ReportDocument extends TaxAmounts {
  kind: 'invoice' | 'credit-note'
  number: string
  date: string
  /** A credit note's original invoice. */
  invoiceNumber: string | null
  buyerGstin: string | null
  buyerName: string
  placeOfSupply: string
  totalPaise: number
  /** Each line with its own share of the document's heads (`shareTax` per head), so lines add up to the document. */
  lines: Array<TaxAmounts & { hsnCode: string; quantity: number; taxPaise: number }>
}

export interface GstReport {
  month: string
  documents: ReportDocument[]
  /** Net of credit notes. */
  totals: TaxAmounts
  byState: Array<TaxAmounts & { placeOfSupply: string }>
  byHsn: Array<TaxAmounts & { hsnCode: string; quantity: number }>
  /** Invoices and credit notes to registered businesses, by buyer GSTIN, then date. */
  b2b: ReportDocument[]
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** "2026-11" → the first instants (UTC text) of that month and the next in India's time zone; null if malformed. */
export function monthBounds(month: string): { from: string; before: string } | null {
  const match = MONTH.exec(month)
  if (!match) return null
  const year = Number(match[1])
  const index = Number(match[2]) - 1
  const start = (y: number, m: number) => new Date(Date.UTC(y, m, 1) - 5.5 * 60 * 60 * 1000).toISOString()
  return { from: start(year, index), before: index === 11 ? start(year + 1, 0) : start(year, index + 1) }
}

/** The document's tax shared over its lines in proportion to their value, the rest on the last, so lines add up exactly. */
export function shareTax(lines: ReadonlyArray<{ taxablePaise: number }>, taxPaise: number): number[] {
  const taxable = lines.reduce((sum, line) => sum + line.taxablePaise, 0)
  const shares = lines.map((line) => (taxable === 0 ? 0 : Math.floor((taxPaise * line.taxablePaise) / taxable)))
  if (shares.length > 0) shares[shares.length - 1] = (shares.at(-1) ?? 0) + taxPaise - shares.reduce((a, b) => a + b, 0)
  return shares
}

const ZERO: TaxAmounts = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }

function add(into: TaxAmounts, amounts: TaxAmounts, sign: 1 | -1): void {
  into.taxablePaise += sign * amounts.taxablePaise
  into.cgstPaise += sign * amounts.cgstPaise
  into.sgstPaise += sign * amounts.sgstPaise
  into.igstPaise += sign * amounts.igstPaise
}

export async function gstReport(ctx: Pick<ServiceContext, 'db'>, month: string): Promise<GstReport | null> {
  const bounds = monthBounds(month)
  if (!bounds) return null
  const [invoices, notes, store] = await Promise.all([
    repo.findInvoicesIssued(ctx.db, bounds.from, bounds.before),
    repo.findCreditNotesIssued(ctx.db, bounds.from, bounds.before),
    getStoreDetails(ctx),
  ])
  const items = await repo.findItemsOfOrders(
    ctx.db,
    invoices.map((i) => i.id),
  )
  // The seller's state as each invoice printed it (its copy), else as the store is now.
  const sellerCode = (sellerJson: string | null) =>
    sellerStateCode(sellerJson ? (JSON.parse(sellerJson) as { gstin?: string }).gstin : store.gstin)
  const place = (row: { shipStateCode: string | null; shipState: string }) =>
    row.shipStateCode ? placeOfSupplyLabel(row.shipStateCode) : row.shipState
  const split = (row: { shipStateCode: string | null; shipState: string; sellerJson: string | null }, taxPaise: number) => {
    const { cgst, sgst, igst } = splitGst(
      taxPaise,
      isIntraState({ stateCode: row.shipStateCode, state: row.shipState }, sellerCode(row.sellerJson)),
    )
    return { cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst }
  }

  // What both kinds of document share: the buyer, the place of supply, the heads and the lines' tax.
  type Source = { shipStateCode: string | null; shipState: string; sellerJson: string | null; buyerGstin: string | null }
  const document = (
    row: Source & { buyerBusinessName: string | null; shipFullName: string },
    head: Pick<ReportDocument, 'kind' | 'number' | 'date' | 'invoiceNumber' | 'taxablePaise' | 'totalPaise'>,
    taxPaise: number,
    lines: ReadonlyArray<{ hsnCode: string; quantity: number; taxablePaise: number }>,
  ): ReportDocument => {
    const heads = split(row, taxPaise)
    // One rule for every line figure: each head is shared over the lines by taxable value, the rest on
    // the last line, so a line's CGST, SGST and IGST add up, over the lines, to the document's exactly.
    const cgst = shareTax(lines, heads.cgstPaise)
    const sgst = shareTax(lines, heads.sgstPaise)
    const igst = shareTax(lines, heads.igstPaise)
    return {
      ...head,
      buyerGstin: row.buyerGstin,
      buyerName: row.buyerBusinessName ?? row.shipFullName,
      placeOfSupply: place(row),
      ...heads,
      lines: lines.map((line, i) => {
        const amounts = { cgstPaise: cgst[i] ?? 0, sgstPaise: sgst[i] ?? 0, igstPaise: igst[i] ?? 0 }
        return {
          hsnCode: line.hsnCode,
          quantity: line.quantity,
          taxablePaise: line.taxablePaise,
          ...amounts,
          taxPaise: amounts.cgstPaise + amounts.sgstPaise + amounts.igstPaise,
        }
      }),
    }
  }
  const documents: ReportDocument[] = [
    ...invoices.map((invoice) =>
      document(
        invoice,
        {
          kind: 'invoice',
          number: invoice.invoiceNumber ?? '',
          date: invoice.invoicedAt ?? '',
          invoiceNumber: null,
          taxablePaise: invoice.subtotalPaise,
          // The invoice's value: what the buyer paid and what the store's offers paid for them (decision 083).
          totalPaise: invoice.totalPaise + Number(invoice.storeDiscountPaise),
        },
        invoice.taxPaise,
        items
          .filter((item) => item.orderId === invoice.id && (invoice.vendorId === null || item.vendorId === invoice.vendorId))
          .map((item) => ({ ...item, taxablePaise: item.lineTotalPaise })),
      ),
    ),
    ...notes.map((note) =>
      document(
        note,
        {
          kind: 'credit-note',
          number: note.number,
          date: note.createdAt,
          invoiceNumber: note.invoiceNumber,
          taxablePaise: note.taxablePaise,
          totalPaise: note.totalPaise,
        },
        note.taxPaise,
        JSON.parse(note.linesJson) as CreditNoteLine[],
      ),
    ),
  ]

  const totals = { ...ZERO }
  const byState = new Map<string, TaxAmounts>()
  const byHsn = new Map<string, TaxAmounts & { quantity: number }>()
  for (const doc of documents) {
    const sign = doc.kind === 'invoice' ? 1 : -1
    add(totals, doc, sign)
    const state = byState.get(doc.placeOfSupply) ?? { ...ZERO }
    add(state, doc, sign)
    byState.set(doc.placeOfSupply, state)
    for (const line of doc.lines) {
      const hsn = byHsn.get(line.hsnCode) ?? { ...ZERO, quantity: 0 }
      add(hsn, line, sign)
      hsn.quantity += sign * line.quantity
      byHsn.set(line.hsnCode, hsn)
    }
  }
  return {
    month,
    documents,
    totals,
    byState: [...byState]
      .map(([placeOfSupply, amounts]) => ({ placeOfSupply, ...amounts }))
      .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply)),
    byHsn: [...byHsn].map(([hsnCode, amounts]) => ({ hsnCode, ...amounts })).sort((a, b) => a.hsnCode.localeCompare(b.hsnCode)),
    b2b: documents
      .filter((doc) => doc.buyerGstin)
      .sort(
        (a, b) =>
          (a.buyerGstin ?? '').localeCompare(b.buyerGstin ?? '') || a.date.localeCompare(b.date) || a.number.localeCompare(b.number),
      ),
  }
}

/** The Indian calendar day of a UTC timestamp, as YYYY-MM-DD. */
const istDay = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10)

/**
 * The report as CSV rows, in sections an accountant can file from, each a title row, a header row and
 * its rows, a blank row between: the month's net totals; by place of supply; by HSN; B2B documents by
 * buyer GSTIN; then every document line with its own share of the document's heads (never the whole
 * document's, which summed over lines would count a multi-line invoice's tax more than once). Credit
 * notes' amounts are negative, so any sum or pivot of a section gives the net figure.
 */
export function gstReportRows(report: GstReport): Array<Array<string | number | null>> {
  // Numbers, not text: a credit note's negative amounts must stay numbers a spreadsheet adds (csvCell).
  const rupees = (paise: number) => paise / 100
  const heads = (amounts: TaxAmounts, sign: 1 | -1 = 1) => [
    rupees(sign * amounts.taxablePaise),
    rupees(sign * amounts.cgstPaise),
    rupees(sign * amounts.sgstPaise),
    rupees(sign * amounts.igstPaise),
  ]
  const HEADS = ['Taxable value', 'CGST', 'SGST', 'IGST']
  const signOf = (doc: ReportDocument) => (doc.kind === 'invoice' ? 1 : -1)
  const kindOf = (doc: ReportDocument) => (doc.kind === 'invoice' ? 'Invoice' : 'Credit note')
  return [
    [`GST sales report ${report.month}: net for the month (credit notes subtracted)`],
    HEADS,
    heads(report.totals),
    [],
    ['By place of supply'],
    ['Place of supply', ...HEADS],
    ...report.byState.map((row) => [row.placeOfSupply, ...heads(row)]),
    [],
    ['By HSN'],
    ['HSN', 'Quantity', ...HEADS],
    ...report.byHsn.map((row) => [row.hsnCode, row.quantity, ...heads(row)]),
    [],
    ['B2B by buyer GSTIN'],
    ['Buyer GSTIN', 'Buyer', 'Document', 'Number', 'Date', 'Original invoice', 'Place of supply', ...HEADS, 'Document total'],
    ...report.b2b.map((doc) => [
      doc.buyerGstin,
      doc.buyerName,
      kindOf(doc),
      doc.number,
      istDay(doc.date),
      doc.invoiceNumber,
      doc.placeOfSupply,
      ...heads(doc, signOf(doc)),
      rupees(signOf(doc) * doc.totalPaise),
    ]),
    [],
    ['Document lines'],
    ['Document', 'Number', 'Date', 'Original invoice', 'Buyer GSTIN', 'Buyer', 'Place of supply', 'HSN', 'Quantity', ...HEADS],
    ...report.documents.flatMap((doc) =>
      doc.lines.map((line) => [
        kindOf(doc),
        doc.number,
        istDay(doc.date),
        doc.invoiceNumber,
        doc.buyerGstin,
        doc.buyerName,
        doc.placeOfSupply,
        line.hsnCode,
        signOf(doc) * line.quantity,
        ...heads(line, signOf(doc)),
      ]),
    ),
  ]
}
