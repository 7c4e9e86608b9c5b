import { checkPaidWith, giveBackUses, takeUsesAgain } from '#src/modules/offers/index.ts'
import type { Steps } from '../records/move-effects.ts'

/** The uses of an order's offers, given back or taken again with the move that decides it (decision 083). */
export const offerSteps: Steps = {
  'offer-uses-back': async (trx, _effect, { order, at }) => {
    await giveBackUses(trx, order.id, at.toISOString())
  },
  // Refused (OfferGone) when another order took what this one gave back, and (PaymentNotForOffer) when
  // the payment does not meet a bank offer's condition: the move rolls back.
  'offer-uses-again': async (trx, { paidWith }, { order, at }) => {
    await takeUsesAgain(trx, order.id, at.toISOString())
    await checkPaidWith(trx, order.id, paidWith)
  },
}
