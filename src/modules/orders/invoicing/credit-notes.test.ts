import { describe, expect, it } from 'vitest'
import { valueCreditNoteLines } from './credit-notes.service.ts'
import { sellerDocumentNumber } from './document-numbers.ts'
import { financialYear, splitGst } from './tax-rules.ts'

describe('document numbers', () => {
  it('run per seller and Indian financial year, credit notes beside invoices, at most 16 characters (rules 46(b), 53(1A))', () => {
    expect(sellerDocumentNumber('DD', 'credit_note', '2026-27', 1)).toBe('DD/C2627/0001')
    expect(sellerDocumentNumber('DD', 'credit_note', financialYear(new Date('2027-03-31T18:29:59Z')), 42)).toBe('DD/C2627/0042')
    expect(sellerDocumentNumber('DD', 'credit_note', financialYear(new Date('2027-03-31T18:30:00Z')), 1)).toBe('DD/C2728/0001')
    // The longest prefix a seller may choose (5 characters) at the year's last number of each width.
    const longest = [
      sellerDocumentNumber('SPRDS', 'invoice', '2026-27', 99_999),
      sellerDocumentNumber('SPRDS', 'credit_note', '2026-27', 9_999),
    ]
    expect(longest).toEqual(['SPRDS/2627/99999', 'SPRDS/C2627/9999'])
    for (const number of longest) expect(number).toMatch(/^[A-Z0-9/-]{1,16}$/)
  })

  it("split a returned line's GST like the invoice: CGST+SGST within Maharashtra, IGST otherwise", () => {
    expect(splitGst(900_001, true)).toEqual({ cgst: 450_000, sgst: 450_001, igst: 0 })
    expect(splitGst(900_001, false)).toEqual({ cgst: 0, sgst: 0, igst: 900_001 })
  })
})

describe('a credit note for part of the value', () => {
  it('splits the amount into taxable value and 18% GST, shared over the lines by value, adding up exactly', () => {
    const items = [
      { name: 'Laptop', hsnCode: '8471', quantity: 1, unitPricePaise: 6_000_000, lineTotalPaise: 6_000_000 },
      { name: 'Mouse', hsnCode: '8471', quantity: 3, unitPricePaise: 100_000, lineTotalPaise: 300_000 },
      { name: 'Bag', hsnCode: '4202', quantity: 1, unitPricePaise: 1_000, lineTotalPaise: 1_000 },
    ]
    const note = valueCreditNoteLines(items, 1_000_001)
    expect(note.taxablePaise).toBe(847_458)
    expect(note.taxPaise).toBe(1_000_001 - 847_458)
    expect(note.lines.reduce((sum, line) => sum + line.taxablePaise, 0)).toBe(note.taxablePaise)
    expect(note.lines.map((l) => [l.name, l.hsnCode, l.taxablePaise])).toEqual([
      ['Laptop', '8471', 806_975],
      ['Mouse', '8471', 40_349],
      ['Bag', '4202', 134],
    ])
  })
})
