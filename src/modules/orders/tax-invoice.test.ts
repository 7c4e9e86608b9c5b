import { describe, expect, it } from 'vitest'
import { financialYear, splitGst } from './tax-invoice.ts'

describe('financialYear', () => {
  it('runs from 1 April to 31 March, in India time', () => {
    expect(financialYear(new Date('2026-11-21T10:00:00Z'))).toBe('2026-27')
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27') // 23:30 IST on 31 March
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28') // midnight IST, 1 April
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00')
  })
})

describe('splitGst', () => {
  it('splits into CGST and SGST within Maharashtra, exactly', () => {
    expect(splitGst(899_821, 'Maharashtra')).toEqual({ cgst: 449_910, sgst: 449_911, igst: 0 })
    expect(splitGst(100, ' maharashtra ')).toEqual({ cgst: 50, sgst: 50, igst: 0 })
  })
  it('is IGST to any other state', () => {
    expect(splitGst(899_821, 'Karnataka')).toEqual({ cgst: 0, sgst: 0, igst: 899_821 })
  })
})
