import { Link } from 'react-router'

export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-2">
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
