import { useEffect, useState } from 'react'
import { Form, isRouteErrorResponse, NavLink, Outlet, useLocation } from 'react-router'
import { AccessDenied, ErrorPage } from '#app/components/access-denied.tsx'
import { requireAdmin } from '#app/lib/access.ts'
import type { Route } from './+types/layout'

export function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireAdmin(context, request)
  return { name: actor.name }
}

// The spec's sidebar, then the records an admin reads: messages, subscribers, sent email, the audit log.
const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/sellers', label: 'Sellers' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/complaints', label: 'Complaints' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/reports', label: 'GST report' },
  { to: '/admin/payouts', label: 'Payouts' },
  { to: '/admin/cash-on-delivery', label: 'Cash on delivery' },
  { to: '/admin/bank-transfers', label: 'Bank transfers' },
  { to: '/admin/reconciliation', label: 'Reconciliation' },
  { to: '/admin/commission', label: 'Commission' },
  { to: '/admin/offers', label: 'Offers' },
  { to: '/admin/settings', label: 'Settings' },
] as const
const RECORDS = [
  { to: '/admin/inbox/messages', label: 'Messages' },
  { to: '/admin/inbox/subscribers', label: 'Subscribers' },
  { to: '/admin/inbox/outbox', label: 'Email outbox' },
  { to: '/admin/audit', label: 'Audit log' },
] as const

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'hover:bg-slate-800'}`

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // On phones the sidebar folds behind a Menu button; it closes again on every navigation.
  const [open, setOpen] = useState(false)
  const location = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a location change
  useEffect(() => setOpen(false), [location.pathname])
  return (
    <div className="flex min-h-screen flex-col bg-slate-100 md:flex-row">
      <aside className="bg-slate-900 text-slate-200 print:hidden md:sticky md:top-0 md:h-screen md:w-60 md:shrink-0 md:overflow-y-auto">
        <div className="flex items-center justify-between px-5 py-4 md:py-5">
          <p className="text-lg font-bold text-white">
            Deccan <span className="text-saffron-400">Admin</span>
          </p>
          <button
            type="button"
            className="rounded-md border border-slate-600 px-3 py-1.5 text-sm font-medium text-white md:hidden"
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen((value) => !value)}
          >
            Menu
          </button>
        </div>
        <nav id="admin-nav" aria-label="Admin" className={`${open ? 'block' : 'hidden'} pb-4 md:block`}>
          <ul className="flex flex-col gap-1 px-3">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Form method="post" action="/logout">
                <button type="submit" className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-slate-800">
                  Logout
                </button>
              </Form>
            </li>
          </ul>
          <p className="mt-5 px-6 text-xs font-semibold uppercase tracking-wide text-slate-400">Records</p>
          <ul className="mt-1 flex flex-col gap-1 px-3">
            {RECORDS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="border-b border-slate-200 bg-white px-4 py-4 md:px-6">
          <p className="text-lg font-semibold text-slate-900">Welcome, {loaderData.name || 'Admin'}</p>
        </header>
        <main id="main" className="p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <AccessDenied refusal={{ access: 'admin' }} />
  return <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
}
