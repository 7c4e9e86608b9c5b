import { Link } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { ComplaintCard } from '#app/components/complaints/complaint-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { myComplaints } from '#src/modules/grievances/index.ts'
import type { Route } from './+types/complaints'

export const meta = () => noindexMeta('My Complaints')

export async function loader({ context }: Route.LoaderArgs) {
  requireSignedIn(context)
  return { complaints: await myComplaints(services(context)) }
}

export default function MyComplaints({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl py-10">
      <Link to="/account" className="text-sm font-medium text-brand-700 hover:underline">
        ← My Account
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">My complaints</h1>
        <Link to="/complaints" className="btn-primary">
          File a complaint
        </Link>
      </div>
      {loaderData.complaints.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">You have not filed any complaints.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {loaderData.complaints.map((c) => (
            <ComplaintCard key={c.ticketNumber} complaint={c} href={`/account/complaints/${c.ticketNumber}`} />
          ))}
        </ul>
      )}
    </div>
  )
}

export const ErrorBoundary = AccessErrorBoundary
