import { ComplaintCard } from '#app/components/complaints/complaint-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { complaintQueue } from '#src/modules/grievances/index.ts'
import type { Route } from './+types/complaints'

export const meta = () => noindexMeta('Complaints')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return { complaints: await complaintQueue(services(context), { kind: 'admin' }) }
}

export default function AdminComplaints({ loaderData }: Route.ComponentProps) {
  const overdue = loaderData.complaints.filter((c) => c.clock.overdue).length
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Complaints</h1>
      <p className="mt-1 text-sm text-slate-700">
        Every queue: the store's own and each seller's. Overdue ones are escalated here; you may answer any of them.
      </p>
      {overdue > 0 ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {overdue} {overdue === 1 ? 'complaint is' : 'complaints are'} overdue.
        </p>
      ) : null}
      {loaderData.complaints.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">No complaints.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {loaderData.complaints.map((c) => (
            <ComplaintCard key={c.ticketNumber} complaint={c} href={`/admin/complaints/${c.ticketNumber}`} showPerson />
          ))}
        </ul>
      )}
    </div>
  )
}
