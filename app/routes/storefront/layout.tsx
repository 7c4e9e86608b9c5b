import { Outlet } from 'react-router'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'
import { services } from '#app/context.ts'
import type { Route } from './+types/layout'

export function loader({ context }: Route.LoaderArgs) {
  const actor = services(context).actor
  return { user: actor ? { name: actor.name, role: actor.role } : null }
}

export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader cartCount={0} user={loaderData.user} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}
