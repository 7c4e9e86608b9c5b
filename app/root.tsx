import { type ReactNode, useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { ErrorPage } from './components/access-denied.tsx'
import { RouteAnnouncer } from './components/route-announcer.tsx'
import { services } from './context.ts'

export function loader({ context }: Route.LoaderArgs) {
  const ctx = services(context)
  // The base of canonical and Open Graph URLs (app/lib/meta.ts): the configured address, never the Host asked for.
  return { testPayments: ctx.testGateway, site: ctx.siteUrl }
}

// The gateway and the public address are fixed for the server's life: no need to ask again on every navigation.
export const shouldRevalidate = () => false

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d42b8" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <TestPaymentsBanner />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * Where the test gateway takes online payments, every page says so: nobody should think they paid. Not on
 * paper: a printed document says it is a specimen itself (SpecimenNotice).
 */
function TestPaymentsBanner() {
  const root = useRouteLoaderData<typeof loader>('root')
  if (!root?.testPayments) return null
  return (
    <aside aria-label="Test shop" className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950 print:hidden">
      <strong>Test shop:</strong> online payments go through a simulated test gateway. No money is taken, and nothing is delivered.
    </aside>
  )
}

export default function App() {
  // Marks the page as interactive (React has hydrated): tests and monitoring wait for this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <Outlet />
      <RouteAnnouncer />
    </>
  )
}

/** Last line of defence: a plain page, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="flex flex-1 flex-col">
      {/* React places it in the head. An error page is never a page to list. */}
      <meta name="robots" content="noindex" />
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />
    </main>
  )
}
