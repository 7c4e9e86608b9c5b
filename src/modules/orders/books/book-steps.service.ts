import { returnedValue } from '../line-money.ts'
import type { Steps } from '../records/move-effects.ts'
import { postCollected, postGiveBack, postPayment, postReturnMoney } from './order-books.service.ts'

/** The money in the books, in the move's transaction and once (decision 040). */
export const bookSteps: Steps = {
  'paid-online': async (trx, _effect, { order, at }) => {
    await postPayment(trx, order, at.toISOString())
  },
  'cash-collected': async (trx, collected, { order, at }) => {
    await postCollected(trx, order, collected, at.toISOString())
  },
  'given-back': async (trx, { parcel, amountPaise, creditPaise, reason, lines }, { order, at }) => {
    await postGiveBack(trx, order, { parcelId: parcel.id, amountPaise, creditPaise, reason, lines }, at.toISOString())
  },
  // The money going back, and the seller debited back if the line was already payable.
  'return-settled': async (trx, { ret, line, creditPaise }, { order, at }) => {
    await postReturnMoney(trx, order, { ...ret, ...returnedValue(line, ret) }, creditPaise, at.toISOString())
  },
}
