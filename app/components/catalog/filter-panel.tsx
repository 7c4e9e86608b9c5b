import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { formatInr } from '#src/lib/money.ts'
import { CATEGORIES, type Facets, PRICE_FILTER, type ProductQuery, productQueryToSearchParams } from '#src/modules/catalog/browser.ts'
import { SpecFacets } from './spec-facets.tsx'

export const FILTER_FORM_ID = 'product-filters'
const SLIDER_DELAY_MS = 300
/** How long after the last change in the phone sheet its "Show N results" count is asked for. */
const COUNT_DELAY_MS = 250

/** Price presets (rupees): a tap instead of two sliders, on phones and desktops alike. */
export const PRICE_PRESETS: ReadonlyArray<{ label: string; min: number; max: number }> = [
  { label: 'Under ₹50,000', min: 0, max: 50_000 },
  { label: '₹50,000 – ₹1,00,000', min: 50_000, max: 1_00_000 },
  { label: '₹1,00,000 – ₹1,50,000', min: 1_00_000, max: 1_50_000 },
  { label: '₹1,50,000 – ₹2,00,000', min: 1_50_000, max: 2_00_000 },
  { label: 'Above ₹2,00,000', min: 2_00_000, max: PRICE_FILTER.max },
]

const listingHref = (query: ProductQuery) => {
  const { page: _page, ...filters } = query
  const search = productQueryToSearchParams(filters).toString()
  return search ? `/products?${search}` : '/products'
}

// ?brand=dell ticks Dell: the URL may spell a brand in any case, as the filter compares it.
const isTicked = (ticked: string[] | undefined, brand: string) => ticked?.some((b) => b.toLowerCase() === brand.toLowerCase()) ?? false
const brandChoices = (brands: string[], ticked: string[] | undefined) => [
  ...brands,
  ...(ticked ?? []).filter((b) => !brands.some((known) => known.toLowerCase() === b.toLowerCase())),
]

/**
 * The listing's filters as one GET form: without JavaScript, "Apply Filters" submits it; with
 * JavaScript, each change updates the URL at once (sliders after a short pause), so every view is
 * a shareable link and the back button steps through them.
 *
 * In the phone's bottom sheet (`sheet`), changes wait: the button counts what they would show
 * ("Show 12 results") and applies them all at once, so the results behind do not jump about.
 */
export function FilterPanel({
  query,
  brands,
  facets,
  sheet,
}: {
  query: ProductQuery
  brands: string[]
  facets: Facets
  sheet?: { formId: string; onApplied: () => void }
}) {
  const navigate = useNavigate()
  const [draft, setDraft] = useState(query)
  const formId = sheet?.formId ?? FILTER_FORM_ID
  const id = (name: string) => (sheet ? `sheet-${name}` : name)
  const count = useDraftCount(draft, Boolean(sheet))
  const sliderTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const queryKey = productQueryToSearchParams(query).toString()

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL (back button, reset), keyed by its string form
  useEffect(() => setDraft(query), [queryKey])
  useEffect(() => () => clearTimeout(sliderTimer.current), [])

  // Any change of filter starts again at page 1.
  const apply = (next: ProductQuery) => navigate(listingHref(next), { preventScrollReset: !sheet })
  const change = (patch: Partial<ProductQuery>, delay = 0) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    clearTimeout(sliderTimer.current)
    if (sheet) return
    if (delay === 0) apply(next)
    else sliderTimer.current = setTimeout(() => apply(next), delay)
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    apply(draft)
    sheet?.onApplied()
  }

  const minPrice = draft.minPrice ?? PRICE_FILTER.min
  const maxPrice = draft.maxPrice ?? PRICE_FILTER.max

  return (
    <Form id={formId} method="get" action="/products" onSubmit={onSubmit} className="space-y-6" aria-label="Filter products">
      <div>
        <label htmlFor={id('filter-search')} className="field-label">
          Search
        </label>
        <div className="flex gap-2">
          <input
            id={id('filter-search')}
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
          {/* Any of the ticked categories; none ticked is all of them. */}
          {CATEGORIES.map((category) => (
            <label key={category} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="category"
                value={category}
                checked={draft.category?.includes(category) ?? false}
                onChange={(event) => {
                  const others = (draft.category ?? []).filter((c) => c !== category)
                  const next = event.target.checked ? CATEGORIES.filter((c) => c === category || others.includes(c)) : others
                  change({ category: next.length > 0 ? next : undefined })
                }}
                className="h-4 w-4 rounded accent-brand-700"
              />
              {category}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="field-label">Brand</legend>
        <div className="space-y-1.5">
          {/* Any of the ticked brands; none ticked is all of them. Ticked ones stay listed if they sell out. */}
          {brandChoices(brands, draft.brand).map((brand) => (
            <label key={brand} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="brand"
                value={brand}
                checked={isTicked(draft.brand, brand)}
                onChange={(event) => {
                  const others = (draft.brand ?? []).filter((b) => b.toLowerCase() !== brand.toLowerCase())
                  const next = event.target.checked ? [...others, brand] : others
                  change({ brand: next.length > 0 ? next : undefined })
                }}
                className="h-4 w-4 rounded accent-brand-700"
              />
              {brand}
            </label>
          ))}
        </div>
      </fieldset>

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
        <ul className="mb-3 flex flex-wrap gap-2" aria-label="Price presets">
          {PRICE_PRESETS.map((preset) => {
            const chosen = (draft.minPrice ?? PRICE_FILTER.min) === preset.min && (draft.maxPrice ?? PRICE_FILTER.max) === preset.max
            const next = { ...draft, minPrice: preset.min, maxPrice: preset.max }
            return (
              <li key={preset.label}>
                {/* A link, so a preset works without JavaScript too; in the sheet it only changes the draft. */}
                <Link
                  to={listingHref(next)}
                  preventScrollReset
                  aria-current={chosen ? 'true' : undefined}
                  onClick={(event) => {
                    if (!sheet) return
                    event.preventDefault()
                    change({ minPrice: preset.min, maxPrice: preset.max })
                  }}
                  className={`inline-block rounded-full border px-3 py-1 text-xs font-medium ${
                    chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
                  }`}
                >
                  {preset.label}
                </Link>
              </li>
            )
          })}
        </ul>
        <p className="mb-2 text-sm font-medium text-slate-900" aria-live="polite">
          {formatInr(minPrice * 100)} – {formatInr(maxPrice * 100)}
          {maxPrice >= PRICE_FILTER.max ? '+' : ''}
        </p>
        <label htmlFor={id('filter-min-price')} className="text-xs text-slate-600">
          Minimum price
        </label>
        <input
          id={id('filter-min-price')}
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
        <label htmlFor={id('filter-max-price')} className="text-xs text-slate-600">
          Maximum price
        </label>
        <input
          id={id('filter-max-price')}
          name="maxPrice"
          type="range"
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          value={maxPrice}
          aria-valuetext={maxPrice >= PRICE_FILTER.max ? `${formatInr(maxPrice * 100)} and above` : formatInr(maxPrice * 100)}
          onChange={(e) => change({ maxPrice: Math.max(Number(e.target.value), minPrice) }, SLIDER_DELAY_MS)}
          className="w-full accent-brand-700"
        />
      </fieldset>

      <SpecFacets facets={facets} draft={draft} change={change} id={id} />

      {sheet ? (
        <div className="sticky bottom-0 -mx-5 border-t border-slate-200 bg-white px-5 py-3">
          <button type="submit" className="btn-primary w-full">
            {count === null
              ? 'Show results'
              : `Show ${count.exact ? count.total : `${count.total}+`} ${count.total === 1 ? 'result' : 'results'}`}
          </button>
        </div>
      ) : (
        <button type="submit" className="btn-secondary w-full">
          Apply Filters
        </button>
      )}
    </Form>
  )
}

/** How many products the sheet's draft filters would show, from the listing API (phones only). */
function useDraftCount(draft: ProductQuery, enabled: boolean): { total: number; exact: boolean } | null {
  const [count, setCount] = useState<{ total: number; exact: boolean } | null>(null)
  const key = productQueryToSearchParams({ ...draft, page: undefined, sort: undefined }).toString()
  useEffect(() => {
    if (!enabled) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/products?${key}`, { signal: controller.signal })
        if (!response.ok) return setCount(null)
        const page = (await response.json()) as { total: number; totalExact: boolean }
        setCount({ total: page.total, exact: page.totalExact })
      } catch {
        // Aborted by the next change; the button still applies the filters.
      }
    }, COUNT_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, enabled])
  return count
}
