import { Link } from 'react-router'
import { ComplaintCard } from '#app/components/complaints/complaint-bits.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { listOwnComplaints } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/complaints'

export const meta = () => noindexMeta('Vendor Complaints')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return { complaints: await asVendor(() => listOwnComplaints(services(context))) }
}

export default function VendorComplaints({ loaderData }: Route.ComponentProps) {
  const overdue = loaderData.complaints.filter((c) => c.clock.overdue).length
  return (
    <div className="container-page max-w-4xl py-10">
      <Link to="/vendor/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Vendor Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Complaints</h1>
      <p className="mt-2 text-slate-700">
        Complaints about your parcels, products and store. Acknowledge each within 48 hours and resolve it within one month (E-Commerce
        Rules 2020, rule 6(4)); past either, it is escalated to the marketplace.
      </p>
      {overdue > 0 ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {overdue} {overdue === 1 ? 'complaint is' : 'complaints are'} overdue.
        </p>
      ) : null}
      {loaderData.complaints.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">No complaints about your store.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {loaderData.complaints.map((c) => (
            <ComplaintCard key={c.ticketNumber} complaint={c} href={`/vendor/complaints/${c.ticketNumber}`} showPerson />
          ))}
        </ul>
      )}
    </div>
  )
}
