import { Link } from 'react-router'
import { formatInr } from '#src/lib/money.ts'
import {
  countryName,
  formatScreen,
  formatStorage,
  PRICE_FILTER,
  type ProductQuery,
  productQueryToSearchParams,
} from '#src/modules/catalog/browser.ts'
import { CloseIcon } from '../icons.tsx'

interface Chip {
  label: string
  /** The query without this one choice. */
  without: ProductQuery
}

const rupees = (value: number) => formatInr(value * 100)

function range(label: string, min: number | undefined, max: number | undefined, format: (value: number) => string): string | null {
  if (min !== undefined && max !== undefined) return `${label}: ${format(min)} – ${format(max)}`
  if (min !== undefined) return `${label}: from ${format(min)}`
  if (max !== undefined) return `${label}: up to ${format(max)}`
  return null
}

/** One chip per choice in the URL: each category, processor and graphics on its own, a range as one. */
export function appliedFilterChips(query: ProductQuery): Chip[] {
  const { page: _page, ...q } = query
  const chips: Chip[] = []
  const add = (label: string | null, without: ProductQuery) => {
    if (label) chips.push({ label, without })
  }
  const listWithout = <T,>(values: T[] | undefined, value: T) => {
    const rest = (values ?? []).filter((v) => v !== value)
    return rest.length > 0 ? rest : undefined
  }
  for (const category of q.category ?? []) add(category, { ...q, category: listWithout(q.category, category) })
  if (q.brand) add(q.brand, { ...q, brand: undefined })
  if (q.isNew) add('New Arrivals', { ...q, isNew: undefined })
  if (q.isFeatured) add('Featured', { ...q, isFeatured: undefined })
  const minPrice = q.minPrice !== undefined && q.minPrice > PRICE_FILTER.min ? q.minPrice : undefined
  const maxPrice = q.maxPrice !== undefined && q.maxPrice < PRICE_FILTER.max ? q.maxPrice : undefined
  add(range('Price', minPrice, maxPrice, rupees), { ...q, minPrice: undefined, maxPrice: undefined })
  add(
    range('RAM', q.ramMin, q.ramMax, (gb) => `${gb} GB`),
    { ...q, ramMin: undefined, ramMax: undefined },
  )
  add(range('Storage', q.storageMin, q.storageMax, formatStorage), { ...q, storageMin: undefined, storageMax: undefined })
  add(
    range('Screen', q.screenMin, q.screenMax, (inches) => formatScreen(Math.round(inches * 10))),
    { ...q, screenMin: undefined, screenMax: undefined },
  )
  for (const cpu of q.cpu ?? []) add(cpu, { ...q, cpu: listWithout(q.cpu, cpu) })
  for (const gpu of q.gpu ?? []) add(gpu, { ...q, gpu: listWithout(q.gpu, gpu) })
  for (const code of q.origin ?? []) add(`Made in ${countryName(code)}`, { ...q, origin: listWithout(q.origin, code) })
  return chips
}

const href = (query: ProductQuery) => {
  const search = productQueryToSearchParams(query).toString()
  return search ? `/products?${search}` : '/products'
}

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
              to={href(chip.without)}
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
        to={href({ search: query.search, sort: query.sort })}
        preventScrollReset
        className="px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Clear all
      </Link>
    </section>
  )
}
