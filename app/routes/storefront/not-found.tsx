import { data, Link } from 'react-router'
import { noindexMeta } from '#app/lib/meta.ts'

// Any path no other route claims: a real 404 status, inside the storefront's header and footer.
export function loader() {
  return data(null, { status: 404 })
}

export const meta = () => noindexMeta('Page Not Found')

export default function NotFound() {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">The page you're looking for doesn't exist or has been moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to Homepage
        </Link>
        <Link to="/products" className="btn-secondary">
          Browse Products
        </Link>
      </div>
    </div>
  )
}
