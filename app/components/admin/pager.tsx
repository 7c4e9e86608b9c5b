import { Link, useSearchParams } from 'react-router'

/** Previous / next links over a paged admin table, keeping the page's filters. */
export function Pager({ page, pageCount, total, noun }: { page: number; pageCount: number; total: number; noun: string }) {
  const [params] = useSearchParams()
  const to = (n: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(n))
    return `?${next}`
  }
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        {new Intl.NumberFormat('en-IN').format(total)} {noun}
        {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
      </p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link to={to(page - 1)} className="btn-secondary px-3 py-1.5">
              Previous
            </Link>
          ) : null}
          {page < pageCount ? (
            <Link to={to(page + 1)} className="btn-secondary px-3 py-1.5">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  )
}

/** The table header cell every admin table uses. */
export function Th({ children }: { children: React.ReactNode }) {
  return (
    <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
      {children}
    </th>
  )
}
