import { Link } from 'react-router'
import { CATEGORIES, type NearestMatches } from '#src/modules/catalog/browser.ts'
import { SearchIcon } from '../icons.tsx'
import { NearestMatchesNote } from './nearest-matches.tsx'

/**
 * The listing's empty state, in the spec's words, then what might help: a search two letters away
 * that would find something ("Did you mean"), what the filters were closest to (decision 085), and
 * the categories to browse instead.
 */
export function NoProducts({
  resetTo,
  resetLabel = 'Reset Filters',
  didYouMean,
  nearest,
}: {
  resetTo: string
  resetLabel?: string
  didYouMean?: { text: string; href: string }
  nearest?: NearestMatches | null
}) {
  return (
    <div className="card flex flex-col items-center px-6 py-16 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchIcon width={28} height={28} />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">No products found</h2>
      <p className="mt-2 max-w-md text-slate-600">We couldn't find any products matching your search criteria.</p>
      {didYouMean ? (
        <p className="mt-4 text-slate-800">
          Did you mean{' '}
          <Link to={didYouMean.href} className="font-semibold text-brand-700 underline">
            {didYouMean.text}
          </Link>
          ?
        </p>
      ) : null}
      {nearest ? <NearestMatchesNote nearest={nearest} /> : null}
      <Link to={resetTo} className="btn-primary mt-6">
        {resetLabel}
      </Link>
      <nav aria-label="Popular categories" className="mt-8">
        <h3 className="text-sm font-semibold text-slate-700">Popular categories</h3>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={`/products?category=${encodeURIComponent(category)}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
              >
                {category}s
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/** Said above results found for a corrected search, so the shopper knows what was looked for. */
export function CorrectedSearchNote({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <p role="status" className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-slate-800">
      Nothing matched “{typed}”. Showing results for <strong>“{corrected}”</strong>.
    </p>
  )
}
