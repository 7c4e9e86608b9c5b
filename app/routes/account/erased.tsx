import { Link } from 'react-router'
import { noindexMeta } from '#app/lib/meta.ts'

export const meta = () => noindexMeta('Account deleted')

export default function AccountErased() {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Your account is deleted</h1>
      <p role="status" className="mt-4 max-w-lg text-slate-700">
        You are signed out everywhere and your personal data is erased, except the tax invoices the law requires us to keep.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Go to Homepage
      </Link>
    </div>
  )
}
