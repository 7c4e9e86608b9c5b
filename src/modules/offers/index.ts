// The offers module's surface (decision 083): everything outside src/modules/offers/ imports from here, and only this.

export {
  applyOfferCode,
  type CodeOutcome,
  cartOffersWithinReach,
  type OfferedCart,
  offeredCart,
  offerLinesOf,
  removeOfferCode,
  withPricing,
} from './cart-offers.service.ts'
export {
  codesCsv,
  endOffer,
  generateCodes,
  listOffers,
  type OfferListed,
  type OfferStatus,
  type Owner,
  ownedOffer,
  reportCsv,
  updateOffer,
} from './offer-owner.service.ts'
export type { AppliedOffer, LineDiscount, OfferLine, OfferPricing } from './offer-pricing.ts'
export { COMBINING_RULE, discountWords, type OfferTerms, REFUSAL_REASONS, type RefusalReason, refusalMessage } from './offer-terms.ts'
export {
  checkPaidWith,
  discountsOfOrders,
  giveBackUses,
  OfferGone,
  type OrderDiscount,
  PaymentNotForOffer,
  paymentConditionsOf,
  priceWithOffers,
  takeUses,
  takeUsesAgain,
} from './offer-uses.service.ts'
export { applyCodeSchema, codesBatchSchema, MAX_BATCH, type OfferInput, offerInputSchema } from './offers.schemas.ts'
export { createOffer, type OfferOutcome, offerTerms } from './offers.service.ts'
export { type OfferShown, offersForProduct } from './offers-shown.service.ts'
export type { OfferWithinReach } from './offers-within-reach.ts'
export { type DiscountNamed, discountsNamed, lineShareNamed } from './order-discounts.ts'
export {
  CARD_NETWORKS,
  conditionWords,
  ISSUING_BANKS,
  type PaidWith,
  type PaymentCondition,
  SIMULATED_METHODS,
} from './payment-condition.ts'
export { withinReachWords } from './within-reach-words.ts'
