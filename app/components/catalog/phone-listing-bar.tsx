import { useEffect, useRef, useState } from 'react'
import { type Facets, type ListingSort, type ProductQuery, SORT_LABELS } from '#src/modules/catalog/browser.ts'
import { CloseIcon, FilterIcon } from '../icons.tsx'
import { FilterPanel } from './filter-panel.tsx'

/** How many filters are on, for the bar's "Filter (2)". */
function activeFilters(query: ProductQuery): number {
  const ranges = [
    [query.minPrice, query.maxPrice],
    [query.ramMin, query.ramMax],
    [query.storageMin, query.storageMax],
    [query.screenMin, query.screenMax],
  ].filter(([min, max]) => min !== undefined || max !== undefined).length
  return (
    [query.category, query.brand, query.isNew, query.isFeatured, query.cpu, query.gpu, query.origin].filter((value) => value !== undefined)
      .length + ranges
  )
}

/**
 * On phones the listing keeps "Sort | Filter" in a bar under the header as the shopper scrolls.
 * Filter opens the filters as a bottom sheet (a modal dialog: focus moves in, Escape and the close
 * button close it and return focus to Filter) whose button shows how many results the choice gives.
 */
export function PhoneListingBar({
  query,
  brands,
  facets,
  sort,
  sorts,
  onSort,
}: {
  query: ProductQuery
  brands: string[]
  facets: Facets
  sort: ListingSort
  sorts: ListingSort[]
  onSort: (sort: ListingSort) => void
}) {
  const sheet = useRef<HTMLDialogElement>(null)
  const filters = activeFilters(query)
  // The sheet's form (and its result count) exists only while the sheet is open.
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (open && !sheet.current?.open) sheet.current?.showModal()
  }, [open])
  const close = () => sheet.current?.close()
  return (
    <div
      id="phone-listing-bar"
      className="sticky top-16 z-20 -mx-4 mt-4 border-y border-slate-200 bg-white px-4 py-2 shadow-sm sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="grid grid-cols-2 divide-x divide-slate-200">
        <label className="flex items-center justify-center gap-2 text-sm font-semibold text-slate-800">
          Sort
          <select
            value={sort}
            onChange={(e) => onSort(e.target.value as ListingSort)}
            className="max-w-36 rounded-md border-0 bg-transparent py-1 text-sm font-normal text-brand-800"
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="flex items-center justify-center gap-2 text-sm font-semibold text-slate-800"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <FilterIcon /> Filter{filters > 0 ? ` (${filters})` : ''}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only catches taps on the dimmed backdrop; keyboards have the dialog's own Escape and the close button */}
      <dialog
        ref={sheet}
        onClose={() => setOpen(false)}
        aria-labelledby="filter-sheet-heading"
        className="mt-auto mb-0 max-h-[85vh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 backdrop:bg-slate-900/50"
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
      >
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-5 py-3">
          <h2 id="filter-sheet-heading" className="text-lg font-semibold text-slate-900">
            Filters
          </h2>
          <button type="button" onClick={close} className="rounded-md p-2 text-slate-700" aria-label="Close filters">
            <CloseIcon />
          </button>
        </div>
        <div className="px-5 pt-4">
          {open ? (
            <FilterPanel query={query} brands={brands} facets={facets} sheet={{ formId: 'sheet-filters', onApplied: close }} />
          ) : null}
        </div>
      </dialog>
    </div>
  )
}
