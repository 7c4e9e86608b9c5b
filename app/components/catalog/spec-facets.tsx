import type { Facets, FacetValue, ProductQuery } from '#src/modules/catalog/browser.ts'
import { countryName, formatScreen, formatStorage } from '#src/modules/catalog/browser.ts'

type Change = (patch: Partial<ProductQuery>) => void

/**
 * The spec facets of the filter panel: memory, storage and screen as ranges (two selects, each option
 * counting what it would show beside the other filters), processor family and graphics as checkboxes
 * with counts. Plain form fields: without JavaScript the panel's form submits them as they are.
 */
export function SpecFacets({
  facets,
  draft,
  change,
  id,
}: {
  facets: Facets
  draft: ProductQuery
  change: Change
  id: (name: string) => string
}) {
  return (
    <>
      <RangeFacet
        legend="Memory (RAM)"
        values={facets.ram}
        min={draft.ramMin}
        max={draft.ramMax}
        format={(gb) => `${gb} GB`}
        names={['ramMin', 'ramMax']}
        onChange={(ramMin, ramMax) => change({ ramMin, ramMax })}
        id={id}
      />
      <RangeFacet
        legend="Storage"
        values={facets.storage}
        min={draft.storageMin}
        max={draft.storageMax}
        format={formatStorage}
        names={['storageMin', 'storageMax']}
        onChange={(storageMin, storageMax) => change({ storageMin, storageMax })}
        id={id}
      />
      <RangeFacet
        legend="Screen size"
        values={facets.screen.map((f) => ({ value: f.value / 10, count: f.count }))}
        min={draft.screenMin}
        max={draft.screenMax}
        format={(inches) => formatScreen(Math.round(inches * 10))}
        names={['screenMin', 'screenMax']}
        onChange={(screenMin, screenMax) => change({ screenMin, screenMax })}
        id={id}
      />
      <AnyOfFacet legend="Processor" name="cpu" values={facets.cpu} chosen={draft.cpu} onChange={(cpu) => change({ cpu })} />
      <AnyOfFacet legend="Graphics" name="gpu" values={facets.gpu} chosen={draft.gpu} onChange={(gpu) => change({ gpu })} />
      {/* Rule 6(10A): the listing filtered by where products are made, with honest counts (decision 041). */}
      <AnyOfFacet
        legend="Country of origin"
        name="origin"
        values={facets.origin}
        chosen={draft.origin}
        onChange={(origin) => change({ origin })}
        label={countryName}
      />
    </>
  )
}

function RangeFacet({
  legend,
  values,
  min,
  max,
  format,
  names,
  onChange,
  id,
}: {
  legend: string
  values: FacetValue<number>[]
  min: number | undefined
  max: number | undefined
  format: (value: number) => string
  names: [string, string]
  onChange: (min: number | undefined, max: number | undefined) => void
  id: (name: string) => string
}) {
  if (values.length === 0 && min === undefined && max === undefined) return null
  // A chosen bound missing from the values (a shared link, an emptier catalogue) stays a choice.
  const options = [...new Set([...values.map((v) => v.value), ...[min, max].filter((v): v is number => v !== undefined)])].sort(
    (a, b) => a - b,
  )
  const atLeast = (bound: number) => values.filter((v) => v.value >= bound).reduce((n, v) => n + v.count, 0)
  const atMost = (bound: number) => values.filter((v) => v.value <= bound).reduce((n, v) => n + v.count, 0)
  const parse = (value: string) => (value === '' ? undefined : Number(value))
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={id(names[0])} className="text-xs text-slate-600">
            From
          </label>
          <select
            id={id(names[0])}
            name={names[0]}
            value={min ?? ''}
            onChange={(e) => onChange(parse(e.target.value), max)}
            className="field-input px-2"
          >
            <option value="">Any</option>
            {options.map((value) => (
              <option key={value} value={value}>
                {format(value)}+ ({atLeast(value)})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id(names[1])} className="text-xs text-slate-600">
            To
          </label>
          <select
            id={id(names[1])}
            name={names[1]}
            value={max ?? ''}
            onChange={(e) => onChange(min, parse(e.target.value))}
            className="field-input px-2"
          >
            <option value="">Any</option>
            {options.map((value) => (
              <option key={value} value={value}>
                {format(value)} ({atMost(value)})
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  )
}

function AnyOfFacet({
  legend,
  name,
  values,
  chosen = [],
  onChange,
  label = (value) => value,
}: {
  legend: string
  name: string
  values: FacetValue<string>[]
  chosen: string[] | undefined
  onChange: (chosen: string[] | undefined) => void
  /** What a shopper reads for a value (a country's name for its code). */
  label?: (value: string) => string
}) {
  const shown = [...values, ...chosen.filter((c) => !values.some((v) => v.value === c)).map((value) => ({ value, count: 0 }))]
  if (shown.length === 0) return null
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((c) => c !== value)
    onChange(next.length > 0 ? next : undefined)
  }
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <ul className="max-h-52 space-y-1.5 overflow-y-auto pr-1">
        {shown.map(({ value, count }) => (
          <li key={value}>
            <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name={name}
                value={value}
                checked={chosen.includes(value)}
                onChange={(e) => toggle(value, e.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              <span className="flex-1">{label(value)}</span>
              <span className="text-xs text-slate-600">{count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
