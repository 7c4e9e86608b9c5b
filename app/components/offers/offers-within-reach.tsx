import { type WithinReachShown, withinReachWords } from '#src/modules/offers/browser.ts'

/**
 * The offers the cart could still get (decision 088), each in one sentence: how much more of which items,
 * the code to type, and what it would add to the saving, worked by the cart's own pricing so it is true.
 * Its end only when it has one: no countdown, no "N left" (Dark Patterns Guidelines 2023).
 */
export function OffersWithinReach({ offers, more }: { offers: readonly (WithinReachShown & { offerId: string })[]; more: boolean }) {
  if (offers.length === 0) return null
  return (
    <section aria-labelledby="within-reach-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="within-reach-heading" className="text-sm font-semibold text-slate-900">
        More offers for this cart
      </h3>
      <ul className="mt-2 space-y-2 text-sm text-slate-700">
        {offers.map((offer) => (
          <li key={offer.offerId}>{withinReachWords(offer, more)}</li>
        ))}
      </ul>
    </section>
  )
}
