import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { gstPaise } from '#src/lib/tax.ts'
import * as repo from './credit-notes.repository.ts'
import { financialYear } from './tax-rules.ts'

export interface CreditNoteLine {
  name: string
  hsnCode: string
  quantity: number
  unitPricePaise: number
  taxablePaise: number
}

/** DD/CN/2026-27/000001: the credit notes' own series per financial year, beside the invoices' DD/2026-27/…. */
export function formatCreditNoteNumber(fy: string, sequence: number): string {
  return `DD/CN/${fy}/${String(sequence).padStart(6, '0')}`
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
    /** A whole order's credit note gives back its tax and round-off exactly as invoiced. */
    whole?: { taxPaise: number; roundOffPaise: number; totalPaise: number }
    reason: string
  },
  at: Date,
): Promise<string> {
  const fy = financialYear(at)
  const number = formatCreditNoteNumber(fy, await repo.takeCreditNoteNumber(trx, fy))
  const taxable = note.lines.reduce((sum, line) => sum + line.taxablePaise, 0)
  const tax = note.whole?.taxPaise ?? gstPaise(taxable)
  await repo.insertCreditNote(trx, {
    id: randomUUID(),
    number,
    orderId: note.orderId,
    returnId: note.returnId,
    invoiceNumber: note.invoiceNumber,
    linesJson: JSON.stringify(note.lines),
    taxablePaise: taxable,
    taxPaise: tax,
    roundOffPaise: note.whole?.roundOffPaise ?? 0,
    totalPaise: note.whole?.totalPaise ?? taxable + tax,
    reason: note.reason,
    createdAt: at.toISOString(),
  })
  return number
}

/** An order's credit notes, for its page and the printable note. */
export async function creditNotesOf(db: Database, orderId: string) {
  return (await repo.findCreditNotesOfOrder(db, orderId)).map(({ linesJson, ...row }) => ({
    ...row,
    lines: JSON.parse(linesJson) as CreditNoteLine[],
  }))
}
