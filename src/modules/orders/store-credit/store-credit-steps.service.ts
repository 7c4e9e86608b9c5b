import type { Steps } from '../records/move-effects.ts'
import { creditForReturn, refundAsCredit, restorePart } from './store-credit.service.ts'

/** Store credit given back as it was paid, or given for a return. */
export const storeCreditSteps: Steps = {
  'given-back': async (trx, { parcel, creditPaise }, { order, at }) => {
    await restorePart(trx, order, creditPaise, `restore:${parcel.id}:v${order.version}`, at.toISOString())
  },
  'return-settled': async (trx, { as, ret, creditPaise }, { order, at }) => {
    if (as === 'credited')
      await creditForReturn(trx, {
        userId: order.userId,
        returnId: ret.id,
        amountPaise: ret.amountPaise,
        note: `Store credit for return ${ret.rmaNumber} (order ${order.orderNumber})`,
        at: at.toISOString(),
      })
    else
      await refundAsCredit(trx, {
        userId: order.userId,
        returnId: ret.id,
        amountPaise: creditPaise,
        rmaNumber: ret.rmaNumber,
        orderNumber: order.orderNumber,
        at: at.toISOString(),
      })
  },
}
