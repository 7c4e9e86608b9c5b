import { Link } from 'react-router'
import { SearchIcon } from '../icons.tsx'

/** The listing's empty state, in the spec's words. */
export function NoProducts({ resetTo }: { resetTo: string }) {
  return (
    <div className="card flex flex-col items-center px-6 py-16 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <SearchIcon width={28} height={28} />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">No products found</h2>
      <p className="mt-2 max-w-md text-slate-600">We couldn't find any products matching your search criteria.</p>
      <Link to={resetTo} className="btn-primary mt-6">
        Reset Filters
      </Link>
    </div>
  )
}
