import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** Page N of M for the admin's record lists; keeps the list's other query parameters. */
export function RecordsPager({ page, pageCount, params }: { page: number; pageCount: number; params: URLSearchParams }) {
  if (pageCount <= 1) return null
  const href = (to: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(to))
    return `?${next}`
  }
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary" rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="px-3 text-sm text-slate-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="btn-secondary" rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  )
}

export function RecordsHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  )
}

/** A ?page= value as a whole number from 1; anything else is page 1 (pages are lenient, decision 004). */
export function pageParam(url: URL | string): number {
  const raw = new URL(url).searchParams.get('page') ?? '1'
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1
}
