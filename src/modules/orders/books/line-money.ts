import { sharePaise } from '../parcels/parcel-state.ts'

// What each line of a parcel is worth to the books (decision 040): pure, so the job, the refunds and
// the tests work it out the same way.

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
    const gstPaise = (gst[i] ?? 0) + (i === sorted.length - 1 ? parcel.roundOffPaise : 0)
    const grossPaise = line.lineTotalPaise + gstPaise
    const storeDiscountPaise = line.storeDiscountPaise ?? 0
    return {
      productId: line.productId,
      taxablePaise: line.lineTotalPaise,
      gstPaise,
      grossPaise,
      storeDiscountPaise,
      paidPaise: grossPaise - storeDiscountPaise,
    }
  })
}

/**
 * What is left of what the buyer paid for each line: its paid amount less what came back through its
 * returns (refunded or credited), less its share of what was given back for the whole parcel (a part
 * refund, a cancellation's rest), shared by what each line has left so a returned line takes none of it.
 */
export function keptPaid(lines: readonly LineMoney[], returnedByLine: ReadonlyMap<string, number>, parcelGivenBackPaise: number): number[] {
  const left = lines.map((l) => Math.max(0, l.paidPaise - (returnedByLine.get(l.productId) ?? 0)))
  const total = left.reduce((a, b) => a + b, 0)
  const shares = sharePaise(Math.min(parcelGivenBackPaise, total), left)
  return left.map((l, i) => l - (shares[i] ?? 0))
}

/** A part of a line's gross split as the line is: the taxable value in the line's own proportion, the rest its GST. */
export function partOfLine(
  line: Pick<LineMoney, 'taxablePaise' | 'grossPaise'>,
  partPaise: number,
): { taxablePaise: number; gstPaise: number } {
  if (partPaise === line.grossPaise) return { taxablePaise: line.taxablePaise, gstPaise: line.grossPaise - line.taxablePaise }
  const taxablePaise = line.grossPaise > 0 ? Math.round((partPaise * line.taxablePaise) / line.grossPaise) : 0
  return { taxablePaise, gstPaise: partPaise - taxablePaise }
}

/**
 * What `paidPaise` the buyer paid for a line stands for in the seller's sale: with the store's offer
 * behind it in proportion (all of it for the whole line), split into taxable value and GST.
 */
export function soldPart(line: LineMoney, paidPaise: number): { taxablePaise: number; gstPaise: number; storeDiscountPaise: number } {
  const storeDiscountPaise =
    paidPaise >= line.paidPaise
      ? line.storeDiscountPaise
      : line.paidPaise > 0
        ? Math.round((line.storeDiscountPaise * paidPaise) / line.paidPaise)
        : 0
  return { ...partOfLine(line, paidPaise + storeDiscountPaise), storeDiscountPaise }
}
