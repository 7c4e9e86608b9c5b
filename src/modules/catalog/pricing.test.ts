import { describe, expect, it } from 'vitest'
import { withGst } from '#src/lib/tax.ts'
import { effectivePricePaise, inclusivePaise, percentOff, preTaxBounds, shopperPrice, specLabel, stockLevel } from './pricing.ts'

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

describe('shopperPrice (decision 041)', () => {
  it('adds 18% GST and rounds to the rupee as the cart total does', () => {
    // The laptop: ₹1,49,990 before GST is ₹1,76,988.20, paid as ₹1,76,988.
    expect(inclusivePaise(149_990_00)).toBe(176_988_00)
    expect(shopperPrice({ pricePaise: 149_990_00, discountPricePaise: null })).toEqual({
      payPaise: 176_988_00,
      mrpPaise: 176_988_00,
      offPercent: null,
    })
  })
  it('strikes through the M.R.P. with GST, and takes the percent off between the two inclusive prices', () => {
    // The MacBook Air of the issue: ₹99,900 list and ₹94,900 sale, both before GST.
    const price = shopperPrice({ pricePaise: 99_900_00, discountPricePaise: 94_900_00 })
    expect(price.mrpPaise).toBe(117_882_00)
    expect(price.payPaise).toBe(111_982_00)
    expect(price.mrpPaise).toBeGreaterThan(price.payPaise)
    expect(price.offPercent).toBe(5)
  })
  it('agrees with the cart: a one-unit cart total is the card price', () => {
    for (const pre of [1, 49, 50, 99_99, 12_345_67, 94_900_00, 2_99_999_99]) {
      expect(shopperPrice({ pricePaise: pre, discountPricePaise: null }).payPaise).toBe(withGst(pre).totalPaise)
    }
  })
})

describe('preTaxBounds', () => {
  it('keeps exactly the stored prices whose inclusive price is inside the shopper range', () => {
    for (const [min, max] of [
      [0, 300_000],
      [100_000, 150_000],
      [5_000, 10_000],
      [1, 2],
    ] as const) {
      const { minPaise = 0, maxPaise = Number.POSITIVE_INFINITY } = preTaxBounds({ minRupees: min, maxRupees: max })
      // Either side of each bound, the stored price's inclusive price falls on the expected side.
      expect(inclusivePaise(minPaise)).toBeGreaterThanOrEqual(min * 100)
      if (minPaise > 0) expect(inclusivePaise(minPaise - 1)).toBeLessThan(min * 100)
      expect(inclusivePaise(maxPaise)).toBeLessThanOrEqual(max * 100)
      expect(inclusivePaise(maxPaise + 1)).toBeGreaterThan(max * 100)
    }
  })
  it("leaves out the issue's ₹1,76,988 laptop from ₹1,00,000 – ₹1,50,000", () => {
    const { maxPaise } = preTaxBounds({ minRupees: 100_000, maxRupees: 150_000 })
    expect(149_990_00).toBeGreaterThan(maxPaise ?? 0)
  })
  it('sets only the bounds asked for', () => {
    expect(preTaxBounds({})).toEqual({})
    expect(Object.keys(preTaxBounds({ maxRupees: 5_000 }))).toEqual(['maxPaise'])
  })
})
