import { Link } from 'react-router'
import { appliedFilterChips, listingPath, type ProductQuery } from '#src/modules/catalog/browser.ts'
import { CloseIcon } from '../icons.tsx'

/**
 * The filters in force, read from the URL, as chips that each remove their choice, and "Clear all"
 * (which keeps the typed search and the sort: they are not filters). Plain links, so they work
 * without JavaScript, on phones above the results and on desktops beside the panel alike.
 */
export function AppliedFilters({ query }: { query: ProductQuery }) {
  const chips = appliedFilterChips(query)
  if (chips.length === 0) return null
  return (
    <section aria-labelledby="applied-filters-heading" className="mb-5 flex flex-wrap items-center gap-2">
      <h2 id="applied-filters-heading" className="sr-only">
        Applied filters
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link
              to={listingPath(chip.without)}
              preventScrollReset
              aria-label={`Remove filter: ${chip.label}`}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-800 hover:border-brand-600"
            >
              {chip.label}
              <CloseIcon className="h-4 w-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={listingPath({ search: query.search, sort: query.sort })}
        preventScrollReset
        className="px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Clear all
      </Link>
    </section>
  )
}
