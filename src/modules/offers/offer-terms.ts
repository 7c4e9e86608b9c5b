import type { OfferDiscountType, OfferKind, OfferScope } from '#db/schema.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import { conditionWords, type PaymentCondition } from './payment-condition.ts'

// What an offer is and what it says, pure (decision 083): pages, the cart and checkout read the same words.

export interface OfferTerms {
  id: string
  /** null: the store's offer, funded by the store; else the seller's own, on its products, funded by it. */
  vendorId: string | null
  name: string
  kind: OfferKind
  discountType: OfferDiscountType
  percent: number | null
  amountPaise: number | null
  capPaise: number | null
  minOrderPaise: number
  appliesTo: OfferScope
  targets: readonly string[]
  startsAt: string
  endsAt: string | null
  useLimit: number | null
  perCustomerLimit: number | null
  budgetPaise: number | null
  combinable: boolean
  usesCount: number
  givenPaise: number
  /** A bank offer's condition on how the order is paid; null: any way. */
  paymentCondition: PaymentCondition | null
}

/** Who pays an offer's discount: the store, or the seller that runs it. */
export const fundedBy = (offer: Pick<OfferTerms, 'vendorId'>): string => offer.vendorId ?? 'store'

/** "10% off, up to ₹10,000" or "₹500 off": what the offer takes off, in a shopper's words. */
export function discountWords(offer: Pick<OfferTerms, 'discountType' | 'percent' | 'amountPaise' | 'capPaise'>): string {
  if (offer.discountType === 'amount') return `${formatInr(offer.amountPaise ?? 0)} off`
  return `${offer.percent ?? 0}% off${offer.capPaise !== null ? `, up to ${formatInr(offer.capPaise)}` : ''}`
}

/** What the offer takes off and, for a bank offer, how the order must be paid: "10% off, up to ₹1,500, paying by an HDFC Bank card". */
export function offerWords(offer: Parameters<typeof discountWords>[0] & Pick<OfferTerms, 'paymentCondition'>): string {
  return `${discountWords(offer)}${offer.paymentCondition ? `, ${conditionWords(offer.paymentCondition)}` : ''}`
}

/** When an offer is live: from its start to its end (exclusive). */
export function liveAt(offer: Pick<OfferTerms, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const at = now.toISOString()
  return offer.startsAt <= at && (offer.endsAt === null || at < offer.endsAt)
}

/** The stated rule of combining offers, as the cart and the offer pages say it. */
export const COMBINING_RULE =
  'One code per order. A code and the automatic offers add up only when each of them allows it; where they do not, you get whichever saves you more.'

/** Why a code gives nothing: each has its message (refusalMessage), and the JSON API answers it as `reason`. */
export const REFUSAL_REASONS = [
  'unknown',
  'expired',
  'not_started',
  'below_minimum',
  'not_for_these_items',
  'used_up',
  'used_by_you',
  'does_not_combine',
] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

/** The message a shopper reads for each refusal of a code, naming the code as they typed it. */
export function refusalMessage(
  reason: RefusalReason,
  code: string,
  detail: { offer?: Pick<OfferTerms, 'startsAt' | 'endsAt' | 'minOrderPaise'>; shortPaise?: number; better?: string } = {},
): string {
  switch (reason) {
    case 'unknown':
      return `We do not know the code ${code}. Please check it and try again.`
    case 'expired':
      return `The code ${code} ended on ${formatDate(detail.offer?.endsAt ?? '')}.`
    case 'not_started':
      return `The code ${code} starts on ${formatDate(detail.offer?.startsAt ?? '')}.`
    case 'below_minimum':
      return `The code ${code} is for orders of ${formatInr(detail.offer?.minOrderPaise ?? 0)} or more of the items it covers: add ${formatInr(detail.shortPaise ?? 0)} more to use it.`
    case 'not_for_these_items':
      return `The code ${code} is not for the items in your cart.`
    case 'used_up':
      return `The code ${code} has been used up.`
    case 'used_by_you':
      return `You have already used the code ${code} as many times as it allows.`
    case 'does_not_combine':
      return `The code ${code} does not combine with ${detail.better ?? 'the offer on your cart'}, which saves you more.`
  }
}
