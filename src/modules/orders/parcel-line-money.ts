import { sharePaise } from '#src/lib/money.ts'

// What each line of a parcel is worth (decision 040), and the one rule for what a give-back takes of it
// (decision 084): pure, so the lifecycle that plans a give-back, the credit note that states it and the
// books that post it work it out the same way.

export interface LineMoney {
  productId: string
  /** Its taxable value: price before GST × quantity, less the taxable value of its seller's discount. */
  taxablePaise: number
  /** Its share of the parcel's GST, with the parcel's round off on the last line. */
  gstPaise: number
  /** What the seller sold it for, as invoiced: taxable value and GST. */
  grossPaise: number
  /** What the store's offers paid of it for the buyer (decision 083): the store pays it to the seller. */
  storeDiscountPaise: number
  /** What the buyer paid for it: the gross less the store's offers. The lines of a parcel add up to its total. */
  paidPaise: number
  /** The parcel's round off, on its last line only (inside gstPaise): a credit note names it apart. */
  roundOffPaise: number
}

/**
 * The parcel's money over its lines: each line's taxable value, the parcel's GST shared by taxable
 * value (largest remainder, as the parcels share the order's) and the parcel's round off on its last
 * line (by product id, so every reader picks the same one). The grosses less the store's offers add up
 * to the parcel's total.
 */
export function linesMoney(
  parcel: { taxPaise: number; roundOffPaise: number },
  lines: ReadonlyArray<{ productId: string; lineTotalPaise: number; storeDiscountPaise?: number }>,
): LineMoney[] {
  const sorted = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))
  const gst = sharePaise(
    parcel.taxPaise,
    sorted.map((l) => l.lineTotalPaise),
  )
  return sorted.map((line, i) => {
    const roundOffPaise = i === sorted.length - 1 ? parcel.roundOffPaise : 0
    const gstPaise = (gst[i] ?? 0) + roundOffPaise
    const grossPaise = line.lineTotalPaise + gstPaise
    const storeDiscountPaise = line.storeDiscountPaise ?? 0
    return {
      productId: line.productId,
      taxablePaise: line.lineTotalPaise,
      gstPaise,
      grossPaise,
      storeDiscountPaise,
      paidPaise: grossPaise - storeDiscountPaise,
      roundOffPaise,
    }
  })
}

/** A part of a line's sale: what the buyer paid of it, what the store's offer paid, its taxable value and GST (round off included). */
export interface SalePart {
  paidPaise: number
  storeDiscountPaise: number
  taxablePaise: number
  gstPaise: number
}

const NOTHING: SalePart = { paidPaise: 0, storeDiscountPaise: 0, taxablePaise: 0, gstPaise: 0 }

/**
 * The sale behind the first `paidPaise` of what the buyer paid for a line: the store's offer in
 * proportion (rounded down), the value's taxable part in the line's own proportion rounded to the nearest
 * paisa, as an invoice splits a price with GST (₹10,000 back of an 18% line is ₹8,474.58 and ₹1,525.42);
 * the whole line for all of it. Worked cumulatively, any rounding evens out by the last part.
 */
function saleUpTo(line: LineMoney, paidPaise: number): SalePart {
  if (paidPaise <= 0) return NOTHING
  if (paidPaise >= line.paidPaise)
    return {
      paidPaise: line.paidPaise,
      storeDiscountPaise: line.storeDiscountPaise,
      taxablePaise: line.taxablePaise,
      gstPaise: line.gstPaise,
    }
  const storeDiscountPaise = Math.floor((line.storeDiscountPaise * paidPaise) / line.paidPaise)
  const valuePaise = paidPaise + storeDiscountPaise
  const taxablePaise = line.grossPaise > 0 ? Math.round((line.taxablePaise * valuePaise) / line.grossPaise) : 0
  return { paidPaise, storeDiscountPaise, taxablePaise, gstPaise: valuePaise - taxablePaise }
}

const minus = (a: SalePart, b: SalePart): SalePart => ({
  paidPaise: a.paidPaise - b.paidPaise,
  storeDiscountPaise: a.storeDiscountPaise - b.storeDiscountPaise,
  taxablePaise: a.taxablePaise - b.taxablePaise,
  gstPaise: a.gstPaise - b.gstPaise,
})

/**
 * What `paidPaise` given back for a line, after `beforePaise` already went back, takes of its sale:
 * worked cumulatively (what all of it up to now stands for, less what the earlier part did), so any
 * number of part refunds add up exactly to the line, its store's offer, taxable value and GST.
 */
export function givenBackPart(line: LineMoney, beforePaise: number, paidPaise: number): SalePart {
  return minus(saleUpTo(line, beforePaise + paidPaise), saleUpTo(line, beforePaise))
}

/** What the return of a line gave back: the buyer's money, the store's offer, and the sale's value and taxable value. */
export interface Returned {
  paidPaise: number
  storeDiscountPaise: number
  valuePaise: number
  taxablePaise: number
}

/**
 * What is still sold of a line after its returns and what its parcel's give-backs took of it (the
 * buyer's money `refundedPaise`): what is posted payable to its seller. Its parts and the credit notes'
 * add up to the line; nothing below zero.
 */
export function keptPart(line: LineMoney, refundedPaise: number, returned?: Returned): SalePart {
  const back = saleUpTo(line, refundedPaise)
  const paidPaise = line.paidPaise - back.paidPaise - (returned?.paidPaise ?? 0)
  if (paidPaise <= 0) return NOTHING
  const storeDiscountPaise = Math.max(0, line.storeDiscountPaise - back.storeDiscountPaise - (returned?.storeDiscountPaise ?? 0))
  const taxablePaise = Math.max(0, line.taxablePaise - back.taxablePaise - (returned?.taxablePaise ?? 0))
  return { paidPaise, storeDiscountPaise, taxablePaise, gstPaise: paidPaise + storeDiscountPaise - taxablePaise }
}

/**
 * What went back of each line through its parcel's give-backs: the running totals recorded by line
 * (migration 0058), and, for a parcel given back before they were kept, the rest of its refunds shared
 * by what each line had left after its returns and its recorded refunds (largest remainder).
 */
export function refundedByLine(
  lines: readonly LineMoney[],
  recorded: ReadonlyMap<string, number>,
  returnedPaid: ReadonlyMap<string, number>,
  parcelRefundedPaise: number,
): Map<string, number> {
  const own = lines.map((l) => recorded.get(l.productId) ?? 0)
  const left = lines.map((l, i) => Math.max(0, l.paidPaise - (returnedPaid.get(l.productId) ?? 0) - (own[i] ?? 0)))
  const unrecorded = Math.max(0, parcelRefundedPaise - own.reduce((a, b) => a + b, 0))
  const shares = sharePaise(
    Math.min(
      unrecorded,
      left.reduce((a, b) => a + b, 0),
    ),
    left,
  )
  return new Map(lines.map((l, i) => [l.productId, (own[i] ?? 0) + (shares[i] ?? 0)]))
}

/** One line's part of a give-back: what had gone back of it before, and what goes back now, of what its buyer paid. */
export interface LineGiveBack {
  productId: string
  beforePaise: number
  paidPaise: number
}

/**
 * A give-back of `amountPaise` for a parcel over its lines: a line refund's line first, up to what is
 * left of it; the rest shared by what each line has left (largest remainder), so a line given back
 * whole takes none of a later part refund.
 */
export function shareGiveBack(
  lines: readonly LineMoney[],
  refunded: ReadonlyMap<string, number>,
  returnedPaid: ReadonlyMap<string, number>,
  amountPaise: number,
  lineProductId?: string,
): LineGiveBack[] {
  const left = lines.map((l) => Math.max(0, l.paidPaise - (returnedPaid.get(l.productId) ?? 0) - (refunded.get(l.productId) ?? 0)))
  const named = lines.findIndex((l) => l.productId === lineProductId)
  const first = named >= 0 ? Math.min(amountPaise, left[named] ?? 0) : 0
  if (named >= 0) left[named] = (left[named] ?? 0) - first
  const rest = sharePaise(
    Math.min(
      amountPaise - first,
      left.reduce((a, b) => a + b, 0),
    ),
    left,
  )
  return lines
    .map((l, i) => ({
      productId: l.productId,
      beforePaise: refunded.get(l.productId) ?? 0,
      paidPaise: (i === named ? first : 0) + (rest[i] ?? 0),
    }))
    .filter((g) => g.paidPaise > 0)
}
