import { describe, expect, it } from 'vitest'
import { gstInside, taxableOf } from '#src/lib/tax.ts'
import { inclusivePaise, percentOff, preTaxBounds, pricesFromPreTax, shopperPrice, specLabel, stockLevel, storedPrices } from './pricing.ts'

describe('storedPrices (decision 068)', () => {
  it("derives the taxable value from the selling price with GST, to the paisa, and keeps the seller's M.R.P.", () => {
    // The product: M.R.P. ₹1,29,800, selling price ₹1,18,000: taxable ₹1,00,000.00, GST ₹18,000.00.
    expect(storedPrices({ sellingPricePaise: 118_000_00, mrpPaise: 129_800_00 })).toEqual({
      sellingPricePaise: 118_000_00,
      mrpPaise: 129_800_00,
      pricePaise: 100_000_00,
      discountPricePaise: null,
    })
    expect(gstInside(118_000_00)).toBe(18_000_00)
    // ₹99,999 with GST: ₹84,744.92 taxable (99,999 × 100/118 = 84,744.915…), and ₹15,254.08 of GST.
    expect(taxableOf(99_999_00)).toBe(84_744_92)
    expect(gstInside(99_999_00)).toBe(15_254_08)
  })
  it('never computes an M.R.P.: none declared is none shown', () => {
    expect(shopperPrice({ sellingPricePaise: 58_988_00, mrpPaise: null })).toEqual({
      payPaise: 58_988_00,
      mrpPaise: null,
      offPercent: null,
    })
  })
  it('taxable value and GST add up to the price for every whole-rupee price', () => {
    for (let rupees = 1; rupees < 5_000; rupees += 7) expect(taxableOf(rupees * 100) + gstInside(rupees * 100)).toBe(rupees * 100)
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

describe('shopperPrice', () => {
  it("prices the spec's sample catalogue (before GST) as the shop always showed it: 18% added, whole rupees", () => {
    // The laptop: ₹1,49,990 before GST is ₹1,76,988.20, paid as ₹1,76,988.
    expect(inclusivePaise(149_990_00)).toBe(176_988_00)
    expect(shopperPrice(pricesFromPreTax(149_990_00))).toEqual({ payPaise: 176_988_00, mrpPaise: 176_988_00, offPercent: null })
  })
  it('strikes through the M.R.P., and takes the percent off between it and the selling price', () => {
    // The MacBook Air of the issue: ₹99,900 list and ₹94,900 sale, both before GST.
    const price = shopperPrice(pricesFromPreTax(99_900_00, 94_900_00))
    expect(price.mrpPaise).toBe(117_882_00)
    expect(price.payPaise).toBe(111_982_00)
    expect(price.offPercent).toBe(5)
    expect(shopperPrice({ sellingPricePaise: 118_000_00, mrpPaise: 129_800_00 }).offPercent).toBe(9)
  })
})

describe('preTaxBounds', () => {
  it('keeps exactly the whole-rupee selling prices inside the shopper range, by their stored taxable values', () => {
    for (const [min, max] of [
      [1, 300_000],
      [100_000, 150_000],
      [5_000, 10_000],
      [1, 2],
    ] as const) {
      const { minPaise = 0, maxPaise = Number.POSITIVE_INFINITY } = preTaxBounds({ minRupees: min, maxRupees: max })
      // Either side of each bound, a selling price a rupee away falls on the expected side.
      expect(taxableOf(min * 100)).toBeGreaterThanOrEqual(minPaise)
      expect(taxableOf((min - 1) * 100)).toBeLessThan(minPaise)
      expect(taxableOf(max * 100)).toBeLessThanOrEqual(maxPaise)
      expect(taxableOf((max + 1) * 100)).toBeGreaterThan(maxPaise)
    }
  })
  it("leaves out the issue's ₹1,76,988 laptop from ₹1,00,000 – ₹1,50,000", () => {
    const { maxPaise } = preTaxBounds({ minRupees: 100_000, maxRupees: 150_000 })
    expect(storedPrices(pricesFromPreTax(149_990_00)).pricePaise).toBeGreaterThan(maxPaise ?? 0)
  })
  it('sets only the bounds asked for', () => {
    expect(preTaxBounds({})).toEqual({})
    expect(Object.keys(preTaxBounds({ maxRupees: 5_000 }))).toEqual(['maxPaise'])
  })
})
