import { describe, expect, it } from 'vitest'
import { givenBackPart, keptPart, type LineMoney, linesMoney, refundedByLine, shareGiveBack } from './parcel-line-money.ts'

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
      roundOffPaise: 0,
    })
    expect(lines[1]).toEqual({
      productId: 'b',
      taxablePaise: 24_690_00,
      gstPaise: 4_444_20 - 19,
      grossPaise: 29_134_01,
      storeDiscountPaise: 0,
      paidPaise: 29_134_01,
      roundOffPaise: -19,
    })
    expect(lines.reduce((s, l) => s + l.grossPaise, 0)).toBe(parcel.totalPaise)
  })

  it('shares a part refund over the lines by what each has left, a line refund’s line first', () => {
    const none = new Map<string, number>()
    const shared = shareGiveBack(lines, none, none, 1_000_00)
    expect(shared.reduce((s, g) => s + g.paidPaise, 0)).toBe(1_000_00)
    // Line a came back through a return: the part refund falls on line b alone.
    expect(shareGiveBack(lines, none, new Map([['a', 1_17_99]]), 1_000_00)).toEqual([
      { productId: 'b', beforePaise: 0, paidPaise: 1_000_00 },
    ])
    // A line refund takes what is left of its line; a line given back whole takes none of what follows.
    expect(shareGiveBack(lines, new Map([['a', 17_99]]), none, 1_00_00, 'a')).toEqual([
      { productId: 'a', beforePaise: 17_99, paidPaise: 1_00_00 },
    ])
    expect(shareGiveBack(lines, new Map([['a', 1_17_99]]), none, 5_00)).toEqual([{ productId: 'b', beforePaise: 0, paidPaise: 5_00 }])
  })

  it('shares refunds made before lines kept theirs by what each line had left', () => {
    const refunded = refundedByLine(lines, new Map([['a', 1_00_00]]), new Map(), 1_00_00 + 10_000_00)
    expect(refunded.get('a')).toBe(1_00_00 + Math.round((10_000_00 * 17_99) / (29_252_00 - 1_00_00)))
    expect((refunded.get('a') ?? 0) + (refunded.get('b') ?? 0)).toBe(10_100_00)
  })
})

describe('a line the store’s offer paid part of, given back in parts (decisions 083, 084)', () => {
  // The laptop of the hand-worked example: ₹1,18,000 invoiced (₹1,00,000 + ₹18,000 GST), the store's
  // coupon paying ₹9,524 of it, the buyer ₹1,08,476.
  const [laptop] = linesMoney({ taxPaise: 18_000_00, roundOffPaise: 0 }, [
    { productId: 'laptop', lineTotalPaise: 1_00_000_00, storeDiscountPaise: 9_524_00 },
  ])
  if (!laptop) throw new Error('one line')
  const sum = (parts: ReturnType<typeof givenBackPart>[]) =>
    parts.reduce(
      (a, p) => ({
        paidPaise: a.paidPaise + p.paidPaise,
        storeDiscountPaise: a.storeDiscountPaise + p.storeDiscountPaise,
        taxablePaise: a.taxablePaise + p.taxablePaise,
        gstPaise: a.gstPaise + p.gstPaise,
      }),
      { paidPaise: 0, storeDiscountPaise: 0, taxablePaise: 0, gstPaise: 0 },
    )

  it('is sold at its invoiced value; the buyer paid it less the store’s offer', () => {
    expect(laptop).toMatchObject({ grossPaise: 1_18_000_00, storeDiscountPaise: 9_524_00, paidPaise: 1_08_476_00 })
  })

  it('stands, for all the buyer paid, for the whole sale', () => {
    expect(givenBackPart(laptop, 0, 1_08_476_00)).toEqual({
      paidPaise: 1_08_476_00,
      storeDiscountPaise: 9_524_00,
      taxablePaise: 1_00_000_00,
      gstPaise: 18_000_00,
    })
  })

  it('takes the store’s offer in proportion, and any number of parts add up to the line to the paisa', () => {
    const half = givenBackPart(laptop, 0, 54_238_00)
    expect(half).toEqual({ paidPaise: 54_238_00, storeDiscountPaise: 4_762_00, taxablePaise: 50_000_00, gstPaise: 9_000_00 })
    // Awkward amounts: each part's figures are rounded, but what all the parts stand for is the line.
    const amounts = [12_345_67, 77_77, 33_333_33, 1, 9_999_99]
    const parts: ReturnType<typeof givenBackPart>[] = []
    let before = 0
    for (const amount of [...amounts, laptop.paidPaise - amounts.reduce((a, b) => a + b, 0)]) {
      parts.push(givenBackPart(laptop, before, amount))
      before += amount
    }
    expect(sum(parts)).toEqual({ paidPaise: 1_08_476_00, storeDiscountPaise: 9_524_00, taxablePaise: 1_00_000_00, gstPaise: 18_000_00 })
    for (const part of parts) {
      expect(part.storeDiscountPaise).toBeGreaterThanOrEqual(0)
      expect(part.gstPaise).toBeGreaterThanOrEqual(0)
    }
  })

  it('keeps for its seller what the parts did not take: kept and given back make the line', () => {
    const given = sum([givenBackPart(laptop, 0, 12_345_67), givenBackPart(laptop, 12_345_67, 77_77)])
    const kept = keptPart(laptop, 12_345_67 + 77_77)
    expect(given.paidPaise + kept.paidPaise).toBe(laptop.paidPaise)
    expect(given.storeDiscountPaise + kept.storeDiscountPaise).toBe(laptop.storeDiscountPaise)
    expect(given.taxablePaise + kept.taxablePaise).toBe(laptop.taxablePaise)
    expect(given.gstPaise + kept.gstPaise).toBe(laptop.gstPaise)
    expect(keptPart(laptop, laptop.paidPaise)).toEqual({ paidPaise: 0, storeDiscountPaise: 0, taxablePaise: 0, gstPaise: 0 })
  })

  it('keeps what a return did not take back, by the return’s own figures', () => {
    const returned = { paidPaise: 54_238_00, storeDiscountPaise: 4_762_00, valuePaise: 59_000_00, taxablePaise: 50_000_00 }
    expect(keptPart(laptop, 0, returned)).toEqual({
      paidPaise: 54_238_00,
      storeDiscountPaise: 4_762_00,
      taxablePaise: 50_000_00,
      gstPaise: 9_000_00,
    })
  })
})

// A line the store's offer paid all of: nothing the buyer paid to give back, so nothing is taken of it.
it('gives back nothing of a line its buyer paid nothing for', () => {
  const line: LineMoney = {
    productId: 'x',
    taxablePaise: 100_00,
    gstPaise: 18_00,
    grossPaise: 118_00,
    storeDiscountPaise: 118_00,
    paidPaise: 0,
    roundOffPaise: 0,
  }
  expect(givenBackPart(line, 0, 0)).toEqual({ paidPaise: 0, storeDiscountPaise: 0, taxablePaise: 0, gstPaise: 0 })
})
