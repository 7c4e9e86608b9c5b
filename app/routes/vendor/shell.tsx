import { Form, Link, NavLink, Outlet, useNavigation } from 'react-router'
import { services } from '#app/context.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/shell'

// The vendor area is never listed; each page below names itself.
export const meta = () => noindexMeta('Vendor area')

// The vendor area's frame: a working header (the store's pages, the shop, Logout) and no shopper footer
// or newsletter box. It refuses nobody itself: the guard is the layout inside, whose Access Denied then
// shows within this frame.
export function loader({ context }: Route.LoaderArgs) {
  const actor = services(context).actor
  return { vendorName: actor?.role === 'vendor' ? actor.name : null }
}

const LINKS = [
  { to: '/vendor/dashboard', label: 'Dashboard' },
  { to: '/vendor/products', label: 'Products' },
  { to: '/vendor/orders', label: 'Orders' },
  { to: '/vendor/returns', label: 'Returns' },
  { to: '/vendor/complaints', label: 'Complaints' },
  { to: '/vendor/reviews', label: 'Reviews' },
  { to: '/vendor/profile', label: 'Profile' },
  { to: '/vendor/payouts', label: 'Payouts' },
  { to: '/vendor/api-keys', label: 'API keys' },
  { to: '/vendor/offers', label: 'Offers' },
] as const

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`

export default function VendorShell({ loaderData }: Route.ComponentProps) {
  const loading = useNavigation().state === 'loading'
  return (
    <>
      <header className="border-b border-slate-200 bg-white print:hidden">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <Link to="/vendor/dashboard" className="flex items-center gap-2 font-bold text-slate-900">
            <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
            <span className="tracking-tight">
              Deccan <span className="text-brand-700">Seller</span>
            </span>
          </Link>
          <div className="flex items-center gap-1 text-sm">
            <Link to="/" className="rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-slate-100">
              Shop
            </Link>
            {loaderData.vendorName ? (
              <Form method="post" action="/logout">
                <button type="submit" className="rounded-md px-3 py-2 font-medium text-slate-700 hover:bg-slate-100">
                  Logout
                </button>
              </Form>
            ) : null}
          </div>
          {loaderData.vendorName ? (
            <nav aria-label="Vendor" className="-mx-1 w-full">
              <ul className="flex flex-wrap gap-1">
                {LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={linkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </header>
      {loading ? (
        <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-saffron-500">
          <span className="sr-only">Loading…</span>
        </div>
      ) : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </>
  )
}
