import { describe, expect, it } from 'vitest'
import { keptPaid, linesMoney, partOfLine, soldPart } from './line-money.ts'

describe('a parcel’s money over its lines', () => {
  // Two lines: ₹12,345 × 2 and ₹99.99; GST 18% of ₹24,789.99 is ₹4,462.1982 → 4,46,220 paise; total rounded to ₹29,252.
  const parcel = { taxPaise: 4_462_20, roundOffPaise: -19, totalPaise: 29_252_00 }
  const lines = linesMoney(parcel, [
    { productId: 'b', lineTotalPaise: 24_690_00 },
    { productId: 'a', lineTotalPaise: 99_99 },
  ])

  it('shares the GST by taxable value and puts the round off on the last line: the lines add up to the parcel', () => {
    expect(lines.map((l) => l.productId)).toEqual(['a', 'b'])
    expect(lines[0]).toEqual({
      productId: 'a',
      taxablePaise: 99_99,
      gstPaise: 18_00,
      grossPaise: 1_17_99,
      storeDiscountPaise: 0,
      paidPaise: 1_17_99,
    })
    expect(lines[1]).toEqual({
      productId: 'b',
      taxablePaise: 24_690_00,
      gstPaise: 4_444_20 - 19,
      grossPaise: 29_134_01,
      storeDiscountPaise: 0,
      paidPaise: 29_134_01,
    })
    expect(lines.reduce((s, l) => s + l.grossPaise, 0)).toBe(parcel.totalPaise)
  })

  it('keeps what is left after returns and a share of the parcel’s refunds, never below zero', () => {
    // Line a came back in full; a ₹1,000 part refund falls on line b alone.
    expect(keptPaid(lines, new Map([['a', 1_17_99]]), 1_000_00)).toEqual([0, 29_134_01 - 1_000_00])
    // No returns: the refund is shared by gross, to the paisa.
    const kept = keptPaid(lines, new Map(), 1_000_00)
    expect(kept.reduce((a, b) => a + b, 0)).toBe(parcel.totalPaise - 1_000_00)
    expect(keptPaid(lines, new Map(), 1_00_000_00)).toEqual([0, 0])
  })

  it('splits a part of a line as the line is split', () => {
    expect(partOfLine(lines[1] as (typeof lines)[number], 29_134_01)).toEqual({ taxablePaise: 24_690_00, gstPaise: 4_444_01 })
    const part = partOfLine(lines[1] as (typeof lines)[number], 1_180_00)
    expect(part.taxablePaise + part.gstPaise).toBe(1_180_00)
    expect(part.taxablePaise).toBe(Math.round((1_180_00 * 24_690_00) / 29_134_01))
  })
})

describe('a line the store’s offer paid part of (decision 083)', () => {
  // The laptop of the hand-worked example: ₹1,18,000 invoiced (₹1,00,000 + ₹18,000 GST), the store's
  // coupon paying ₹9,524 of it, the buyer ₹1,08,476.
  const [laptop] = linesMoney({ taxPaise: 18_000_00, roundOffPaise: 0 }, [
    { productId: 'laptop', lineTotalPaise: 1_00_000_00, storeDiscountPaise: 9_524_00 },
  ])
  if (!laptop) throw new Error('one line')

  it('is sold at its invoiced value; the buyer paid it less the store’s offer', () => {
    expect(laptop).toMatchObject({ grossPaise: 1_18_000_00, storeDiscountPaise: 9_524_00, paidPaise: 1_08_476_00 })
  })

  it('stands, for what the buyer paid, for the whole sale, or a part of it with the store’s offer in proportion', () => {
    expect(soldPart(laptop, 1_08_476_00)).toEqual({ taxablePaise: 1_00_000_00, gstPaise: 18_000_00, storeDiscountPaise: 9_524_00 })
    const half = soldPart(laptop, 54_238_00)
    expect(half.storeDiscountPaise).toBe(4_762_00)
    expect(half.taxablePaise + half.gstPaise).toBe(59_000_00)
  })
})
