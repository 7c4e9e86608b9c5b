import { Form, Link, useSearchParams } from 'react-router'

export const BULK_FORM_ID = 'bulk-products'

/** The checkbox that ticks a row for the bulk form (which sits outside the table: forms cannot nest). */
export function BulkTick({ id, name }: { id: string; name: string }) {
  return (
    <input
      type="checkbox"
      name="productIds"
      value={id}
      form={BULK_FORM_ID}
      aria-label={`Select ${name}`}
      className="h-4 w-4 accent-brand-700"
    />
  )
}

/**
 * What to do with the ticked products: one select and, for a stock change, the units. A plain POST form,
 * so it works before JavaScript; the server applies it in one transaction and audits each product.
 */
export function BulkBar({ actions, busy }: { actions: ReadonlyArray<readonly [string, string]>; busy: boolean }) {
  return (
    <Form id={BULK_FORM_ID} method="post" className="mt-4 flex flex-wrap items-end gap-2" aria-label="Change ticked products">
      <input type="hidden" name="intent" value="bulk" />
      <div className="min-w-0 max-w-full">
        <label htmlFor="bulk-action" className="field-label">
          With ticked products
        </label>
        <select id="bulk-action" name="action" className="field-input" defaultValue="">
          <option value="" disabled>
            Choose…
          </option>
          {actions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="bulk-stock" className="field-label">
          Stock (for Set stock)
        </label>
        <input id="bulk-stock" name="stock" inputMode="numeric" className="field-input w-28" />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        Apply
      </button>
    </Form>
  )
}

/**
 * A column header that sorts the list by its column (the URL's `sort`), toggling direction where the
 * column has two, and says which way it is sorted to screen readers.
 */
export function SortHeader({ label, asc, desc }: { label: string; asc: string; desc?: string }) {
  const [params] = useSearchParams()
  const current = params.get('sort')
  const next = current === asc && desc ? desc : asc
  const sorted = current === asc ? 'ascending' : current === desc ? 'descending' : undefined
  const to = new URLSearchParams(params)
  to.set('sort', next)
  to.delete('page')
  return (
    <th scope="col" aria-sort={sorted} className="px-4 py-3 font-semibold whitespace-nowrap">
      <Link to={`?${to}`} className="inline-flex items-center gap-1 hover:text-brand-700 hover:underline">
        {label}
        <span aria-hidden="true">{sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}</span>
        <span className="sr-only">, sort</span>
      </Link>
    </th>
  )
}
