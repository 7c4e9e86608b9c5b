import { Outlet } from 'react-router'
import { SiteFooter } from '#app/components/site-footer.tsx'
import { SiteHeader } from '#app/components/site-header.tsx'

export default function StorefrontLayout() {
  return (
    <>
      <SiteHeader cartCount={0} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}
