import { Link } from 'react-router'
import { formatInr } from '#src/lib/money.ts'
import { LISTING_COUNT_CAP, listingPath, type NearestMatches } from '#src/modules/catalog/browser.ts'

const count = (n: number, exact: boolean) =>
  exact ? `${n.toLocaleString('en-IN')} ${n === 1 ? 'product' : 'products'}` : `${LISTING_COUNT_CAP.toLocaleString('en-IN')}+ products`

/**
 * What an empty listing was closest to (decision 085): the product just past a price bound, with a
 * link that moves the bound to it, and each filter whose removal alone would find something.
 * Plain links, so they work without JavaScript.
 */
export function NearestMatchesNote({ nearest }: { nearest: NearestMatches }) {
  const { price, without } = nearest
  if (!price && without.length === 0) return null
  const cheapest = price?.bound === 'max'
  const nouns = price?.noun ? `${price.noun}s` : 'them'
  return (
    <div className="mt-6 w-full max-w-md text-left">
      {price ? (
        <div className="rounded-lg bg-brand-50 px-4 py-3 text-slate-800">
          <p>
            {price.noun
              ? `The ${cheapest ? 'cheapest' : 'most expensive'} ${price.noun} is `
              : `Without the price limit, the ${cheapest ? 'cheapest' : 'most expensive'} match is `}
            <strong>{formatInr(price.pricePaise)}</strong>.
          </p>
          <Link to={listingPath(price.widened)} className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2">
            Show {nouns} {cheapest ? 'up to' : 'from'} {formatInr(price.widenedTo * 100)}
          </Link>
        </div>
      ) : null}
      {without.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-sm font-semibold text-slate-700">Or widen the search</h3>
          <ul className="mt-2 space-y-1">
            {without.map((relaxed) => (
              <li key={relaxed.label}>
                <Link to={listingPath(relaxed.query)} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                  Without {relaxed.label}
                </Link>{' '}
                <span className="whitespace-nowrap text-sm text-slate-600">({count(relaxed.count, relaxed.exact)})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
