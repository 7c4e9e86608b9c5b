import { describe, expect, it } from 'vitest'
import { withGst } from '#src/lib/tax.ts'
import { codShareOf } from './cod-share.ts'

describe('cash to collect per store', () => {
  it('is the whole payable total when one store has every line', () => {
    const { totalPaise } = withGst(4_599_000)
    expect(codShareOf(totalPaise, [{ vendorId: 'a', subtotalPaise: 4_599_000 }], 'a')).toBe(totalPaise)
  })

  it("splits a shared order by each store's subtotal with its GST, adding up to the total exactly", () => {
    const subtotals = [
      { vendorId: 'b', subtotalPaise: 199_900 },
      { vendorId: 'a', subtotalPaise: 4_599_000 },
      { vendorId: 'c', subtotalPaise: 33_333 },
    ]
    const { totalPaise } = withGst(subtotals.reduce((sum, s) => sum + s.subtotalPaise, 0))
    const shares = ['a', 'b', 'c'].map((id) => codShareOf(totalPaise, subtotals, id))
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(totalPaise)
    for (const share of shares) expect(share % 100).toBe(0)
    // Each is its own lines plus 18% GST, give or take the rounding to whole rupees.
    expect(Math.abs((shares[0] ?? 0) - withGst(4_599_000).totalPaise)).toBeLessThanOrEqual(100)
    expect(Math.abs((shares[1] ?? 0) - 235_882)).toBeLessThanOrEqual(100)
  })

  it('is nothing for a store with no lines in the order', () => {
    expect(codShareOf(100_000, [{ vendorId: 'a', subtotalPaise: 84_746 }], 'z')).toBe(0)
  })

  it('stays exact for a large order', () => {
    const subtotals = [
      { vendorId: 'a', subtotalPaise: 987_654_321 },
      { vendorId: 'b', subtotalPaise: 123_456_789 },
    ]
    const { totalPaise } = withGst(1_111_111_110)
    expect(codShareOf(totalPaise, subtotals, 'a') + codShareOf(totalPaise, subtotals, 'b')).toBe(totalPaise)
  })
})
