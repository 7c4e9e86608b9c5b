import { describe, expect, it } from 'vitest'
import { legacyStateCode, orderNumberMonth } from './0014-money-and-order-numbers.ts'

describe('migration 0014: typed states to GST codes', () => {
  it('maps names, old names and common abbreviations', () => {
    for (const [typed, code] of [
      ['Maharashtra', '27'],
      ['MH', '27'],
      ['M.H.', '27'],
      ['Maha', '27'],
      [' maharashtra ', '27'],
      ['Karnataka', '29'],
      ['KA', '29'],
      ['TN', '33'],
      ['Tamilnadu', '33'],
      ['Delhi', '07'],
      ['NCT of Delhi', '07'],
      ['New Delhi', '07'],
      ['Orissa', '21'],
      ['Pondicherry', '34'],
      ['Jammu & Kashmir', '01'],
      ['J&K', '01'],
      ['Andaman & Nicobar Islands', '35'],
      ['Daman and Diu', '26'],
      ['Telangana', '36'],
      ['State of Kerala', '32'],
      ['27', '27'],
    ] as const) {
      expect([typed, legacyStateCode(typed)]).toEqual([typed, code])
    }
  })
  it('never guesses: anything else stays unmapped', () => {
    for (const typed of ['Mahrashtra', 'Bombay', 'Pune', 'NCR', 'India', '', '25', '28']) expect(legacyStateCode(typed)).toBeNull()
    expect(legacyStateCode(null)).toBeNull()
  })
})

describe('migration 0014: order number months', () => {
  it('are the month in India’s time zone', () => {
    expect(orderNumberMonth(new Date('2026-11-23T10:00:00Z'))).toBe('2611')
    expect(orderNumberMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2611')
    expect(orderNumberMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2612') // midnight IST, 1 December
  })
})
