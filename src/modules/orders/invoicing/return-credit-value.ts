import { taxableOf } from '#src/lib/tax.ts'
import { type PricedLine, unitsWithGstPaise } from '../line-money.ts'

/**
 * What a return's credit note gives back, totalling exactly what the return refunded: the units'
 * taxable value and their GST as charged, and, when the last units of a parcel took its round-off
 * (returnAmountPaise), that difference as a Round off line. A refund cut short by earlier refunds of the
 * parcel (more than a rupee less than the units' price) is split into taxable value and GST inside it.
 */
export function returnCreditValue(
  line: PricedLine,
  quantity: number,
  amountPaise: number,
): { taxablePaise: number; taxPaise: number; roundOffPaise: number; totalPaise: number } {
  const taxablePaise = line.unitPricePaise * quantity
  const charged = unitsWithGstPaise(line, quantity)
  const difference = amountPaise - charged
  if (Math.abs(difference) < 100)
    return { taxablePaise, taxPaise: charged - taxablePaise, roundOffPaise: difference, totalPaise: amountPaise }
  const taxable = taxableOf(amountPaise)
  return { taxablePaise: taxable, taxPaise: amountPaise - taxable, roundOffPaise: 0, totalPaise: amountPaise }
}
