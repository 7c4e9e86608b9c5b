import { Link } from 'react-router'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'

/** An offer as its owner's list shows it (the offers module's OfferListed, as a loader sends it). */
export interface ListedOffer {
  id: string
  name: string
  words: string
  kind: 'code' | 'automatic'
  status: string
  codes: { shared: string | null; single: number }
  startsAt: string
  endsAt: string | null
  usesCount: number
  useLimit: number | null
  givenPaise: number
  budgetPaise: number | null
  orders: number
}

const STATUS_STYLE: Record<string, string> = {
  live: 'bg-green-100 text-green-900',
  scheduled: 'bg-amber-100 text-amber-900',
  ended: 'bg-slate-200 text-slate-800',
  'used up': 'bg-slate-200 text-slate-800',
}

/** The owner's offers with their uses and the discount given (decision 083); each opens to change or end it. */
export function OfferList({ offers, base }: { offers: readonly ListedOffer[]; base: string }) {
  if (offers.length === 0) return <p className="mt-2 text-slate-700">No offers yet.</p>
  return (
    <div className="overflow-x-auto">
      <table className="table-cards mt-2 w-full text-left text-sm">
        <caption className="sr-only">Offers, newest first</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {['Offer', 'Status', 'Runs', 'Uses', 'Given', 'Orders'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {offers.map((offer) => (
            <tr key={offer.id}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <Link to={`${base}/${offer.id}`} className="text-brand-700 underline">
                  {offer.name}
                </Link>
                <span className="block text-xs font-normal text-slate-600">
                  {offer.words} ·{' '}
                  {offer.kind === 'automatic'
                    ? 'automatic'
                    : [
                        offer.codes.shared ? `code ${offer.codes.shared}` : null,
                        offer.codes.single > 0 ? `${offer.codes.single} single-use codes` : null,
                      ]
                        .filter(Boolean)
                        .join(', ') || 'no code yet'}
                </span>
              </th>
              <td className="px-3 py-2" data-label="Status">
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[offer.status] ?? ''}`}>{offer.status}</span>
              </td>
              <td className="px-3 py-2" data-label="Runs">
                {formatDate(offer.startsAt)} – {offer.endsAt ? formatDate(new Date(Date.parse(offer.endsAt) - 1)) : 'until ended'}
              </td>
              <td className="px-3 py-2" data-label="Uses">
                {offer.usesCount}
                {offer.useLimit !== null ? ` of ${offer.useLimit}` : ''}
              </td>
              <td className="px-3 py-2" data-label="Given">
                {formatInr(offer.givenPaise)}
                {offer.budgetPaise !== null ? ` of ${formatInr(offer.budgetPaise)}` : ''}
              </td>
              <td className="px-3 py-2" data-label="Orders">
                {offer.orders}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
