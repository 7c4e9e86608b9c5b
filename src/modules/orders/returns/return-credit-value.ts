import { GST_PERCENT, gstPaise } from '#src/lib/tax.ts'

/**
 * What a return's credit note credits: exactly what the return gave back (issue 41: the note's total,
 * the order's refund and the ledger agree to the paisa). The units' taxable value and GST, with the
 * parcel's round-off when the last units take it back with them (a difference under a rupee); when less
 * than their value was left of the parcel, that amount split into taxable value and GST at the rate.
 */
export function returnCreditValue(
  taxablePaise: number,
  amountPaise: number,
): { taxablePaise: number; taxPaise: number; roundOffPaise: number; totalPaise: number } {
  const taxPaise = gstPaise(taxablePaise)
  const difference = amountPaise - taxablePaise - taxPaise
  if (Math.abs(difference) < 100) return { taxablePaise, taxPaise, roundOffPaise: difference, totalPaise: amountPaise }
  const taxable = Math.round((amountPaise * 100) / (100 + GST_PERCENT))
  return { taxablePaise: taxable, taxPaise: amountPaise - taxable, roundOffPaise: 0, totalPaise: amountPaise }
}
