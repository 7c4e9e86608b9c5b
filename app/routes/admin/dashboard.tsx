import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { storeCounts } from '#src/modules/admin/admin-stats.service.ts'
import type { Route } from './+types/dashboard'

export const meta = () => pageMeta('Admin Dashboard')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return { counts: await storeCounts(services(context)) }
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData
  const cards = [
    ['Published products', counts.products],
    ['Customers', counts.customers],
    ['Vendors', counts.vendors],
    ['Unanswered messages', counts.unreadMessages],
    ['Newsletter subscribers', counts.subscribers],
  ] as const
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map(([label, value]) => (
          <li key={label} className="card p-5">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-1 text-3xl font-bold text-slate-900">{new Intl.NumberFormat('en-IN').format(value)}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
