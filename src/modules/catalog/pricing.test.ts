import { describe, expect, it } from 'vitest'
import { effectivePricePaise, percentOff, specLabel, stockLevel } from './pricing.ts'

describe('effectivePricePaise', () => {
  it('is the discount price when set', () => {
    expect(effectivePricePaise({ pricePaise: 100_000_00, discountPricePaise: 90_000_00 })).toBe(90_000_00)
  })
  it('is the price otherwise', () => {
    expect(effectivePricePaise({ pricePaise: 100_000_00, discountPricePaise: null })).toBe(100_000_00)
  })
})

describe('percentOff', () => {
  it('rounds (price - discount) / price', () => {
    expect(percentOff(129_990_00, 114_990_00)).toBe(12) // 11.54% rounds up
    expect(percentOff(100_000_00, 92_500_00)).toBe(8) // 7.5% rounds half up
    expect(percentOff(100_000_00, 90_400_00)).toBe(10) // 9.6%
  })
  it('is null without a real discount', () => {
    expect(percentOff(100_000_00, null)).toBeNull()
    expect(percentOff(100_000_00, 100_000_00)).toBeNull()
    expect(percentOff(100_000_00, 120_000_00)).toBeNull()
  })
})

describe('stockLevel', () => {
  it.each([
    [0, 'out-of-stock'],
    [1, 'low-stock'],
    [10, 'low-stock'],
    [11, 'in-stock'],
    [30, 'in-stock'],
  ] as const)('%i units is %s', (stock, level) => {
    expect(stockLevel(stock)).toBe(level)
  })
})

describe('specLabel', () => {
  it('names known specs and capitalises others', () => {
    expect(specLabel('ram')).toBe('RAM')
    expect(specLabel('power')).toBe('Power Supply')
    expect(specLabel('weight')).toBe('Weight')
  })
})
