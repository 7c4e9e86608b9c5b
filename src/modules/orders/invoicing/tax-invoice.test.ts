import { describe, expect, it } from 'vitest'
import { financialYear, isIntraState, splitGst } from './tax-rules.ts'

describe('financialYear', () => {
  it('runs from 1 April to 31 March, in India time', () => {
    expect(financialYear(new Date('2026-11-21T10:00:00Z'))).toBe('2026-27')
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27') // 23:30 IST on 31 March
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28') // midnight IST, 1 April
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00')
  })
})

describe('splitGst', () => {
  it('splits into CGST and SGST within the seller’s state, exactly', () => {
    expect(splitGst(899_821, true)).toEqual({ cgst: 449_910, sgst: 449_911, igst: 0 })
    expect(splitGst(100, true)).toEqual({ cgst: 50, sgst: 50, igst: 0 })
  })
  it('is IGST to any other state', () => {
    expect(splitGst(899_821, false)).toEqual({ cgst: 0, sgst: 0, igst: 899_821 })
  })
})

describe('isIntraState', () => {
  it('compares GST state codes, never the typed text', () => {
    expect(isIntraState({ stateCode: '27', state: 'MH' }, '27')).toBe(true)
    expect(isIntraState({ stateCode: '29', state: 'Maharashtra' }, '27')).toBe(false)
    expect(isIntraState({ stateCode: '29', state: 'Karnataka' }, '29')).toBe(true)
  })
  it('falls back to the name only for an old order whose state had no code', () => {
    expect(isIntraState({ stateCode: null, state: ' maharashtra ' }, '27')).toBe(true)
    expect(isIntraState({ stateCode: null, state: 'Mahrashtra' }, '27')).toBe(false)
  })
})
