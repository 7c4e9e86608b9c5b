import { Form, isRouteErrorResponse, NavLink, Outlet } from 'react-router'
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
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/settings', label: 'Settings' },
] as const
const RECORDS = [
  { to: '/admin/inbox/messages', label: 'Messages' },
  { to: '/admin/inbox/subscribers', label: 'Subscribers' },
  { to: '/admin/inbox/outbox', label: 'Email outbox' },
  { to: '/admin/audit', label: 'Audit log' },
] as const

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-100 md:flex-row">
      <aside className="bg-slate-900 text-slate-200 md:fixed md:inset-y-0 md:left-0 md:w-60">
        <p className="px-5 py-5 text-lg font-bold text-white">
          Deccan <span className="text-saffron-400">Admin</span>
        </p>
        <nav aria-label="Admin">
          <ul className="flex gap-1 overflow-x-auto px-3 pb-3 md:flex-col md:pb-0">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'hover:bg-slate-800'}`
                  }
                >
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
        </nav>
      </aside>
      <div className="flex-1 md:ml-60">
        <header className="border-b border-slate-200 bg-white px-6 py-4">
          <p className="text-lg font-semibold text-slate-900">Welcome, {loaderData.name || 'Admin'}</p>
        </header>
        <main id="main" className="p-6">
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
