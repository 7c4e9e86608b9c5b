import type { ReactNode } from 'react'
import { Pagination } from '#app/components/catalog/pagination.tsx'

/** Page N of M for the admin's record lists; keeps the list's other query parameters. */
export function RecordsPager({ page, pageCount, params }: { page: number; pageCount: number; params: URLSearchParams }) {
  const href = (to: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(to))
    return `?${next}`
  }
  return <Pagination page={page} pageCount={pageCount} href={href} />
}

export function RecordsHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  )
}
