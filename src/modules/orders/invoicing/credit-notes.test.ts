import { describe, expect, it } from 'vitest'
import { formatCreditNoteNumber } from './credit-notes.service.ts'
import { financialYear, splitGst } from './tax-rules.ts'

describe('credit-note numbers', () => {
  it('run in their own series per Indian financial year, beside the invoices', () => {
    expect(formatCreditNoteNumber('2026-27', 1)).toBe('DD/CN/2026-27/000001')
    expect(formatCreditNoteNumber(financialYear(new Date('2027-03-31T18:29:59Z')), 42)).toBe('DD/CN/2026-27/000042')
    expect(formatCreditNoteNumber(financialYear(new Date('2027-03-31T18:30:00Z')), 1)).toBe('DD/CN/2027-28/000001')
  })

  it("split a returned line's GST like the invoice: CGST+SGST within Maharashtra, IGST otherwise", () => {
    expect(splitGst(900_001, true)).toEqual({ cgst: 450_000, sgst: 450_001, igst: 0 })
    expect(splitGst(900_001, false)).toEqual({ cgst: 0, sgst: 0, igst: 900_001 })
  })
})
