import { formatDate } from '#src/lib/dates.ts'
import { formatInrExact } from '#src/lib/money.ts'

// An offer within the cart's reach, in one sentence a shopper reads once (decision 088). Pure, for the
// cart page and the API alike.

export interface WithinReachShown {
  name: string
  words: string
  code: string | null
  addPaise: number
  covers: { kind: 'order' | 'categories' | 'brands' | 'chosen'; names: readonly string[] }
  savesPaise: number
  endsAt: string | null
}

/**
 * "Add ₹5,000 more to save ₹500: Big cart offer (₹500 off)." or "Use code FIVE to save ₹2,250 more: …".
 * `more`: the cart already has offers, so the saving is on top of them. Its end only when it has one.
 */
export function withinReachWords(offer: WithinReachShown, more: boolean): string {
  const scope =
    offer.covers.kind === 'order' ? '' : offer.covers.kind === 'chosen' ? ' of the items it covers' : ` of ${offer.covers.names.join(', ')}`
  const save = `save ${formatInrExact(offer.savesPaise)}${more ? ' more' : ''}`
  const until = offer.endsAt ? `, until ${formatDate(new Date(Date.parse(offer.endsAt) - 1))}` : ''
  const what = `${offer.name} (${offer.words}${until})`
  if (offer.code === null) return `Add ${formatInrExact(offer.addPaise)} more${scope} to ${save}: ${what}.`
  return offer.addPaise > 0
    ? `Add ${formatInrExact(offer.addPaise)} more${scope} to use code ${offer.code} and ${save}: ${what}.`
    : `Use code ${offer.code} to ${save}: ${what}.`
}
