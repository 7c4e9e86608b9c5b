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

  it('splits what is due after store credit, not the total, and still adds up exactly', () => {
    const subtotals = [
      { vendorId: 'a', subtotalPaise: 2_000_000 },
      { vendorId: 'b', subtotalPaise: 4_000_000 },
    ]
    // ₹70,800 payable, ₹10,000 paid with credit: ₹60,800 due.
    const shares = ['a', 'b'].map((id) => codShareOf(6_080_000, subtotals, id))
    expect(shares).toEqual([2_026_700, 4_053_300])
    expect(codShareOf(5_900_000 - 1_000_000, [{ vendorId: 'a', subtotalPaise: 5_000_000 }], 'a')).toBe(4_900_000)
  })

  it('gives the paise that credit can leave to the last store, so the parcels still add up to the paisa', () => {
    const subtotals = [
      { vendorId: 'a', subtotalPaise: 100_000 },
      { vendorId: 'b', subtotalPaise: 200_000 },
      { vendorId: 'c', subtotalPaise: 300_000 },
    ]
    const due = 708_000 - 12_345
    const shares = ['a', 'b', 'c'].map((id) => codShareOf(due, subtotals, id))
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(due)
    expect((shares[0] ?? 0) % 100).toBe(0)
    expect((shares[1] ?? 0) % 100).toBe(0)
    for (const share of shares) expect(share).toBeGreaterThan(0)
  })

  it('is nothing when credit paid it all', () => {
    expect(codShareOf(0, [{ vendorId: 'a', subtotalPaise: 84_746 }], 'a')).toBe(0)
  })
})
