import { describe, expect, it } from 'vitest'
import { gstPaise, withGst } from './tax.ts'

describe('GST', () => {
  it('is 18% of the subtotal, exact in paise', () => {
    // ₹1,29,990 + ₹23,398.20 = ₹1,53,388.20: payable ₹1,53,388, Round off −₹0.20
    expect(withGst(12_999_000)).toEqual({ subtotalPaise: 12_999_000, taxPaise: 2_339_820, roundOffPaise: -20, totalPaise: 15_338_800 })
  })
  it('rounds tax to whole paise', () => {
    expect(gstPaise(1)).toBe(0) // 0.18 paise
    expect(gstPaise(3)).toBe(1) // 0.54 paise
    expect(gstPaise(0)).toBe(0)
  })
})

describe('the payable total in whole rupees', () => {
  it('rounds ₹1,98,204.60 up to ₹1,98,205 with a Round off of ₹0.40 (the issue’s own cart)', () => {
    // ₹1,67,970 of goods: GST ₹30,234.60.
    expect(withGst(16_797_000)).toEqual({ subtotalPaise: 16_797_000, taxPaise: 3_023_460, roundOffPaise: 40, totalPaise: 19_820_500 })
  })
  it('rounds down below half a rupee, and half a rupee up', () => {
    // ₹2,499 + ₹449.82 = ₹2,948.82 → ₹2,949 (+0.18); ₹1,299 + ₹233.82 → ₹1,533 (+0.18)
    expect(withGst(249_900)).toMatchObject({ roundOffPaise: 18, totalPaise: 294_900 })
    // ₹799 + ₹143.82 = ₹942.82 → ₹943; ₹4,549 + ₹818.82 = ₹5,367.82 → ₹5,368
    expect(withGst(454_900)).toMatchObject({ taxPaise: 81_882, roundOffPaise: 18, totalPaise: 536_800 })
    // ₹1,29,980 + ₹23,396.40 = ₹1,53,376.40 → ₹1,53,376 (−0.40)
    expect(withGst(12_998_000)).toMatchObject({ taxPaise: 2_339_640, roundOffPaise: -40, totalPaise: 15_337_600 })
    // exactly half a rupee goes up: 42 paise + 8 paise of GST = ₹0.50 → ₹1
    expect(withGst(42)).toEqual({ subtotalPaise: 42, taxPaise: 8, roundOffPaise: 50, totalPaise: 100 })
  })
  it('always ends on whole rupees, within half a rupee of the exact sum', () => {
    for (let subtotal = 0; subtotal < 300_000; subtotal += 97) {
      const t = withGst(subtotal)
      expect(t.totalPaise % 100).toBe(0)
      expect(t.totalPaise).toBe(t.subtotalPaise + t.taxPaise + t.roundOffPaise)
      expect(t.roundOffPaise).toBeGreaterThan(-50)
      expect(t.roundOffPaise).toBeLessThanOrEqual(50)
    }
  })
})
