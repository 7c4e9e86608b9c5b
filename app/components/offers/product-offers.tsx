import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'

/** An offer as the product page says it (the offers module's OfferShown). */
export interface ProductOffer {
  id: string
  name: string
  words: string
  code: string | null
  savesPaise: number | null
  minOrderPaise: number
  endsAt: string | null
  bySeller: boolean
}

/**
 * The offers that would apply to this product now, each in one sentence: what it takes off and what that
 * saves on one unit, the code to type, a minimum order, and its end only when it has one (no countdowns,
 * no "N left": the Dark Patterns Guidelines 2023 ask that urgency be true, decision 083).
 */
export function ProductOffers({ offers }: { offers: readonly ProductOffer[] }) {
  if (offers.length === 0) return null
  return (
    <section aria-labelledby="offers-heading" className="mt-5 rounded-lg border border-green-200 bg-green-50 p-4">
      <h2 id="offers-heading" className="text-sm font-semibold text-green-900">
        Offers
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-slate-800">
        {offers.map((offer) => (
          <li key={offer.id}>
            <span className="font-medium">{offer.name}</span>:{' '}
            {offer.savesPaise !== null && offer.savesPaise > 0
              ? `${formatInr(offer.savesPaise)} off this item${offer.words.startsWith('₹') ? '' : ` (${offer.words})`}`
              : offer.words}
            {offer.code ? (
              <>
                {' '}
                with code <span className="font-mono font-semibold">{offer.code}</span> at checkout
              </>
            ) : (
              ' in your cart'
            )}
            {offer.minOrderPaise > 0 ? ` on orders of ${formatInr(offer.minOrderPaise)} or more` : ''}
            {offer.endsAt ? `, until ${formatDate(new Date(Date.parse(offer.endsAt) - 1))}` : ''}.
            {offer.bySeller ? <span className="block text-xs text-slate-600">The seller’s own offer.</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
