import type { ServiceContext } from '#src/platform/context.ts'
import { nowFor } from '#src/platform/context.ts'
import { discountOf, eligibleLines, type OfferLine, unavailable } from './offer-pricing.ts'
import { type OfferTerms, offerWords } from './offer-terms.ts'
import * as repo from './offers.repository.ts'
import { termsOf } from './offers.service.ts'

/** An offer as a product page states it, once, in a shopper's words (decision 083). */
export interface OfferShown {
  id: string
  name: string
  words: string
  /** The code to type, for a code offer. */
  code: string | null
  /** What it takes off one unit of this product, or null when the unit alone is below its minimum order. */
  savesPaise: number | null
  minOrderPaise: number
  /** Its end, only when it has one: never a countdown made up for urgency. */
  endsAt: string | null
  /** A seller's own offer, or the store's. */
  bySeller: boolean
}

/**
 * The offers that would apply to one unit of a product now: automatic ones and those with a shared code,
 * live and not used up, that cover it. What each saves is worked by the same rules as the cart's.
 */
export async function offersForProduct(ctx: Pick<ServiceContext, 'db' | 'clock'>, product: OfferLine): Promise<OfferShown[]> {
  const now = nowFor(ctx)
  const at = now.toISOString()
  const [automatic, coded] = await Promise.all([repo.findAutomaticOffers(ctx.db, at), repo.findSharedCodeOffers(ctx.db, at)])
  const candidates: Array<{ offer: OfferTerms; code: string | null }> = [
    ...automatic.map((row) => ({ offer: termsOf(row), code: null })),
    ...coded.map((row) => ({ offer: termsOf(row), code: row.code })),
  ]
  const facts = { now, customerUses: new Map<string, number>() }
  return candidates
    .filter(({ offer }) => !unavailable(offer, facts) && eligibleLines(offer, [product]).length === 1)
    .map(({ offer, code }) => ({
      id: offer.id,
      name: offer.name,
      words: offerWords(offer),
      code,
      savesPaise: product.pricePaise >= offer.minOrderPaise ? discountOf(offer, product.pricePaise) : null,
      minOrderPaise: offer.minOrderPaise,
      endsAt: offer.endsAt,
      bySeller: offer.vendorId !== null,
    }))
}
