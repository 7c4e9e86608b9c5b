// The pure part of the offers module's surface, for components that ship to the browser.

export { COMBINING_RULE, discountWords, type RefusalReason } from './offer-terms.ts'
export { CARD_NETWORKS, ISSUING_BANKS, SIMULATED_METHODS } from './payment-condition.ts'
export { type WithinReachShown, withinReachWords } from './within-reach-words.ts'
