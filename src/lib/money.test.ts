import { describe, expect, it } from 'vitest'
import { formatInr, paiseToRupees, rupeesToPaise } from './money.ts'

describe('formatInr', () => {
  it('uses lakh grouping and no decimals', () => {
    expect(formatInr(12_999_000)).toBe('₹1,29,990')
    expect(formatInr(29_500_000)).toBe('₹2,95,000')
    expect(formatInr(1_000_000_000)).toBe('₹1,00,00,000')
  })

  it('shows small and zero amounts', () => {
    expect(formatInr(0)).toBe('₹0')
    expect(formatInr(99_900)).toBe('₹999')
  })

  it('rounds paise to the nearest rupee', () => {
    expect(formatInr(149)).toBe('₹1')
    expect(formatInr(150)).toBe('₹2')
  })
})

describe('conversions', () => {
  it('round-trips whole rupees', () => {
    expect(rupeesToPaise(129_990)).toBe(12_999_000)
    expect(paiseToRupees(12_999_000)).toBe(129_990)
  })
})
