import { describe, expect, it } from 'vitest'
import { keptGross, linesMoney, partOfLine } from './line-money.ts'

describe('a parcel’s money over its lines', () => {
  // Two lines: ₹12,345 × 2 and ₹99.99; GST 18% of ₹24,789.99 is ₹4,462.1982 → 4,46,220 paise; total rounded to ₹29,252.
  const parcel = { taxPaise: 4_462_20, roundOffPaise: -19, totalPaise: 29_252_00 }
  const lines = linesMoney(parcel, [
    { productId: 'b', lineTotalPaise: 24_690_00 },
    { productId: 'a', lineTotalPaise: 99_99 },
  ])

  it('shares the GST by taxable value and puts the round off on the last line: the lines add up to the parcel', () => {
    expect(lines.map((l) => l.productId)).toEqual(['a', 'b'])
    expect(lines[0]).toEqual({ productId: 'a', taxablePaise: 99_99, gstPaise: 18_00, grossPaise: 1_17_99 })
    expect(lines[1]).toEqual({ productId: 'b', taxablePaise: 24_690_00, gstPaise: 4_444_20 - 19, grossPaise: 29_134_01 })
    expect(lines.reduce((s, l) => s + l.grossPaise, 0)).toBe(parcel.totalPaise)
  })

  it('keeps what is left after returns and a share of the parcel’s refunds, never below zero', () => {
    // Line a came back in full; a ₹1,000 part refund falls on line b alone.
    expect(keptGross(lines, new Map([['a', 1_17_99]]), 1_000_00)).toEqual([0, 29_134_01 - 1_000_00])
    // No returns: the refund is shared by gross, to the paisa.
    const kept = keptGross(lines, new Map(), 1_000_00)
    expect(kept.reduce((a, b) => a + b, 0)).toBe(parcel.totalPaise - 1_000_00)
    expect(keptGross(lines, new Map(), 1_00_000_00)).toEqual([0, 0])
  })

  it('splits a part of a line as the line is split', () => {
    expect(partOfLine(lines[1] as (typeof lines)[number], 29_134_01)).toEqual({ taxablePaise: 24_690_00, gstPaise: 4_444_01 })
    const part = partOfLine(lines[1] as (typeof lines)[number], 1_180_00)
    expect(part.taxablePaise + part.gstPaise).toBe(1_180_00)
    expect(part.taxablePaise).toBe(Math.round((1_180_00 * 24_690_00) / 29_134_01))
  })
})
