import { describe, expect, it } from 'vitest'
import { gstPaise, withGst } from './tax.ts'

describe('GST', () => {
  it('is 18% of the subtotal, total is subtotal plus tax', () => {
    expect(withGst(12_999_000)).toEqual({ subtotalPaise: 12_999_000, taxPaise: 2_339_820, totalPaise: 15_338_820 })
  })
  it('rounds to whole paise', () => {
    expect(gstPaise(1)).toBe(0) // 0.18 paise
    expect(gstPaise(3)).toBe(1) // 0.54 paise
    expect(gstPaise(0)).toBe(0)
  })
})
