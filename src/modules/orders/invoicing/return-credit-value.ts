import { taxableOf } from '#src/lib/tax.ts'
import { type DiscountedLine, returnedValue, unitsWithGstPaise } from '../line-money.ts'

/**
 * What a return's credit note gives back, totalling exactly what the return took off the sale: the
 * units' taxable value and their GST as charged, and, when the last units of a parcel took its round-off
 * (returnAmountPaise), that difference as a Round off line. A refund cut short by earlier refunds of the
 * parcel (more than a rupee less than the units' price) is split into taxable value and GST inside it.
 * A line with discounts (decision 083): the value is what went back to the buyer and to the store's
 * offer, its taxable value the line's in proportion; the store's part is named on the note.
 */
export function returnCreditValue(
  line: DiscountedLine,
  ret: { quantity: number; amountPaise: number; storeDiscountPaise: number },
): { taxablePaise: number; taxPaise: number; roundOffPaise: number; totalPaise: number; storeDiscountPaise: number } {
  const { valuePaise, taxablePaise } = returnedValue(line, ret)
  const storeDiscountPaise = ret.storeDiscountPaise
  if (line.discountPaise > 0)
    return { taxablePaise, taxPaise: valuePaise - taxablePaise, roundOffPaise: 0, totalPaise: valuePaise, storeDiscountPaise }
  const charged = unitsWithGstPaise(line, ret.quantity)
  const difference = valuePaise - charged
  if (Math.abs(difference) < 100)
    return { taxablePaise, taxPaise: charged - taxablePaise, roundOffPaise: difference, totalPaise: valuePaise, storeDiscountPaise }
  const taxable = taxableOf(valuePaise)
  return { taxablePaise: taxable, taxPaise: valuePaise - taxable, roundOffPaise: 0, totalPaise: valuePaise, storeDiscountPaise }
}
