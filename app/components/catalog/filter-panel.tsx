import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import { formatInr } from '#src/lib/money.ts'
import { CATEGORIES, PRICE_FILTER, type ProductQuery } from '#src/modules/catalog/catalog.types.ts'
import { productQueryToSearchParams } from '#src/modules/catalog/catalog.url.ts'

export const FILTER_FORM_ID = 'product-filters'
const SLIDER_DELAY_MS = 300

/**
 * The listing's filters as one GET form: without JavaScript, "Apply Filters" submits it; with
 * JavaScript, each change updates the URL at once (sliders after a short pause), so every view is
 * a shareable link and the back button steps through them.
 */
export function FilterPanel({ query, brands }: { query: ProductQuery; brands: string[] }) {
  const navigate = useNavigate()
  const [draft, setDraft] = useState(query)
  const sliderTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const queryKey = productQueryToSearchParams(query).toString()

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL (back button, reset), keyed by its string form
  useEffect(() => setDraft(query), [queryKey])
  useEffect(() => () => clearTimeout(sliderTimer.current), [])

  const apply = (next: ProductQuery) => {
    const { page: _page, ...filters } = next // any change of filter starts again at page 1
    const search = productQueryToSearchParams(filters).toString()
    navigate(search ? `/products?${search}` : '/products', { preventScrollReset: true })
  }
  const change = (patch: Partial<ProductQuery>, delay = 0) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    clearTimeout(sliderTimer.current)
    if (delay === 0) apply(next)
    else sliderTimer.current = setTimeout(() => apply(next), delay)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    apply(draft)
  }

  const minPrice = draft.minPrice ?? PRICE_FILTER.min
  const maxPrice = draft.maxPrice ?? PRICE_FILTER.max

  return (
    <Form id={FILTER_FORM_ID} method="get" action="/products" onSubmit={onSubmit} className="space-y-6" aria-label="Filter products">
      <div>
        <label htmlFor="filter-search" className="field-label">
          Search
        </label>
        <div className="flex gap-2">
          <input
            id="filter-search"
            name="search"
            type="search"
            value={draft.search ?? ''}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            placeholder="Name, brand, category…"
            className="field-input"
            maxLength={100}
          />
          <button type="submit" className="btn-primary px-3">
            Go
          </button>
        </div>
      </div>

      <fieldset>
        <legend className="field-label">Category</legend>
        <div className="space-y-1.5">
          {[undefined, ...CATEGORIES].map((category) => (
            <label key={category ?? 'all'} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="category"
                value={category ?? ''}
                checked={draft.category === category}
                onChange={() => change({ category })}
                className="h-4 w-4 accent-brand-700"
              />
              {category ?? 'All categories'}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor="filter-brand" className="field-label">
          Brand
        </label>
        <select
          id="filter-brand"
          name="brand"
          value={draft.brand ?? ''}
          onChange={(e) => change({ brand: e.target.value || undefined })}
          className="field-input"
        >
          <option value="">All brands</option>
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="space-y-1.5">
        <legend className="field-label">Show only</legend>
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="isNew"
            value="true"
            checked={draft.isNew === true}
            onChange={(e) => change({ isNew: e.target.checked || undefined })}
            className="h-4 w-4 accent-brand-700"
          />
          New arrivals
        </label>
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="isFeatured"
            value="true"
            checked={draft.isFeatured === true}
            onChange={(e) => change({ isFeatured: e.target.checked || undefined })}
            className="h-4 w-4 accent-brand-700"
          />
          Featured
        </label>
      </fieldset>

      <fieldset>
        <legend className="field-label">Price range</legend>
        <p className="mb-2 text-sm font-medium text-slate-900" aria-live="polite">
          {formatInr(minPrice * 100)} – {formatInr(maxPrice * 100)}
        </p>
        <label htmlFor="filter-min-price" className="text-xs text-slate-600">
          Minimum price
        </label>
        <input
          id="filter-min-price"
          name="minPrice"
          type="range"
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          value={minPrice}
          aria-valuetext={formatInr(minPrice * 100)}
          onChange={(e) => change({ minPrice: Math.min(Number(e.target.value), maxPrice) }, SLIDER_DELAY_MS)}
          className="mb-3 w-full accent-brand-700"
        />
        <label htmlFor="filter-max-price" className="text-xs text-slate-600">
          Maximum price
        </label>
        <input
          id="filter-max-price"
          name="maxPrice"
          type="range"
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          value={maxPrice}
          aria-valuetext={formatInr(maxPrice * 100)}
          onChange={(e) => change({ maxPrice: Math.max(Number(e.target.value), minPrice) }, SLIDER_DELAY_MS)}
          className="w-full accent-brand-700"
        />
      </fieldset>

      <button type="submit" className="btn-secondary w-full">
        Apply Filters
      </button>
    </Form>
  )
}
