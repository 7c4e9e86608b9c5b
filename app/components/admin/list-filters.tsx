import { useSearchParams } from 'react-router'

// The back office's list filters (admin products, admin users, a vendor's products): GET forms whose
// values live in the URL, so a filtered list is a link and works before JavaScript loads.

/** The search box of a filtered list, filled from `?q=`. */
export function FilterSearch({ label = 'Search', placeholder, className }: { label?: string; placeholder: string; className?: string }) {
  const [params] = useSearchParams()
  return (
    <div className={`min-w-0 ${className ?? ''}`}>
      <label htmlFor="list-filter-q" className="field-label">
        {label}
      </label>
      <input
        id="list-filter-q"
        name="q"
        type="search"
        defaultValue={params.get('q') ?? ''}
        placeholder={placeholder}
        className="field-input"
      />
    </div>
  )
}

/** One filter's choices, with "Any" first, filled from `?name=`. */
export function FilterSelect({ name, label, options }: { name: string; label: string; options: ReadonlyArray<readonly [string, string]> }) {
  const [params] = useSearchParams()
  return (
    <div className="min-w-0">
      <label htmlFor={`list-filter-${name}`} className="field-label">
        {label}
      </label>
      <select id={`list-filter-${name}`} name={name} defaultValue={params.get(name) ?? ''} className="field-input">
        <option value="">Any</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
