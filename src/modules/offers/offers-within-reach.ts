import {
  type CodeAsked,
  eligibleLines,
  type OfferLine,
  type OfferPricing,
  type PricingFacts,
  priceOffers,
  shortOf,
  unavailable,
} from './offer-pricing.ts'
import { type OfferTerms, offerWords } from './offer-terms.ts'

// The offers a cart could still get (issue 43: "the cart shows the offers that apply"), worked by the
// same pricing as the cart itself, so each sentence is true (decision 088): never a countdown, never
// "N left" (the Dark Patterns Guidelines 2023 ask that urgency be true).

/** An offer the shopper could still use, and what it would add to their saving. */
export interface OfferWithinReach {
  offerId: string
  name: string
  /** What it takes off, in a shopper's words ("10% off, up to ₹1,500, paying by an HDFC Bank card"). */
  words: string
  /** The code to type, for a code offer; null for an automatic one (it applies by itself). */
  code: string | null
  /** How much more of the items it covers the cart needs; 0 when it could be used as the cart is. */
  addPaise: number
  /** What the items it covers are: the whole cart, or which categories or brands. */
  covers: { kind: 'order' | 'categories' | 'brands' | 'chosen'; names: readonly string[] }
  /** The least it would add to the cart's saving once used: never more than is true. */
  savesPaise: number
  /** Its end, only when it has one. */
  endsAt: string | null
}

const total = (pricing: OfferPricing) => pricing.discountPaise

/** The cart's lines with `paise` more on one of them: more of an item the offer covers. */
const withMore = (lines: readonly OfferLine[], productId: string, paise: number) =>
  lines.map((l) => (l.productId === productId ? { ...l, pricePaise: l.pricePaise + paise } : l))

const coversOf = (offer: OfferTerms): OfferWithinReach['covers'] =>
  offer.appliesTo === 'order'
    ? { kind: 'order', names: [] }
    : offer.appliesTo === 'categories' || offer.appliesTo === 'brands'
      ? { kind: offer.appliesTo, names: offer.targets }
      : { kind: 'chosen', names: [] }

/**
 * What one offer would add to the cart's saving, at the least: the cart priced with it less the same
 * cart priced without it, for the cart as it is (nothing to add) or with what it lacks of the offer's
 * minimum added to each item it covers in turn (the shopper may add any of them, or more of one), the
 * least of those. Null when in any of them it would not apply, would be refused, or would save nothing.
 */
function addedSaving(
  offer: OfferTerms,
  code: CodeAsked | null,
  lines: readonly OfferLine[],
  automatic: readonly OfferTerms[],
  cartCode: CodeAsked | null,
  facts: PricingFacts,
  addPaise: number,
): number | null {
  // Without it: the automatic offers but this one, and the cart's own code (a code offer: the cart has none).
  const others = code ? automatic : automatic.filter((o) => o.id !== offer.id)
  const carts = addPaise > 0 ? eligibleLines(offer, lines).map((l) => withMore(lines, l.productId, addPaise)) : [lines]
  let least: number | null = null
  for (const cart of carts) {
    const without = priceOffers(cart, others, cartCode, facts)
    const withIt = priceOffers(cart, automatic, code ?? cartCode, facts)
    if (withIt.refusal || !withIt.applied.some((a) => a.offerId === offer.id)) return null
    const gain = total(withIt) - total(without)
    if (gain <= 0) return null
    least = least === null ? gain : Math.min(least, gain)
  }
  return least
}

/**
 * The offers a cart could still get: automatic ones it falls short of (their minimum order), and shared
 * codes it could use now or once it reaches their minimum, when it has no code of its own (one code per
 * order). Each only when, priced as the cart would be, it adds to the saving; with what it adds.
 */
export function offersWithinReach(
  lines: readonly OfferLine[],
  automatic: readonly OfferTerms[],
  sharedCodes: ReadonlyArray<{ offer: OfferTerms; code: string }>,
  cartCode: CodeAsked | null,
  facts: PricingFacts,
  current: OfferPricing,
): OfferWithinReach[] {
  if (lines.length === 0) return []
  const applied = new Set(current.applied.map((a) => a.offerId))
  const candidates: Array<{ offer: OfferTerms; code: CodeAsked | null }> = [
    ...automatic.filter((o) => o.kind === 'automatic').map((offer) => ({ offer, code: null })),
    ...(cartCode ? [] : sharedCodes.map(({ offer, code }) => ({ offer, code: { text: code, offer, codeId: null, codeUsedUp: false } }))),
  ]
  const out: OfferWithinReach[] = []
  for (const { offer, code } of candidates) {
    if (applied.has(offer.id) || unavailable(offer, facts) || eligibleLines(offer, lines).length === 0) continue
    const addPaise = shortOf(offer, lines)
    // An automatic offer the cart reaches already applies whenever it saves more: nothing to say of it.
    if (!code && addPaise === 0) continue
    const savesPaise = addedSaving(offer, code, lines, automatic, cartCode, facts, addPaise)
    if (savesPaise === null) continue
    out.push({
      offerId: offer.id,
      name: offer.name,
      words: offerWords(offer),
      code: code?.text ?? null,
      addPaise,
      covers: coversOf(offer),
      savesPaise,
      endsAt: offer.endsAt,
    })
  }
  return out.sort((a, b) => a.addPaise - b.addPaise || b.savesPaise - a.savesPaise)
}
