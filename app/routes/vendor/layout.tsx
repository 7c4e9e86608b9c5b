import { Outlet } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { requireVendor } from '#app/lib/access.ts'
import type { Route } from './+types/layout'

// Every vendor page sits under this guard: signed-out visitors and non-vendors are refused in the loader.
export function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return null
}

export default function VendorLayout() {
  return <Outlet />
}

export const ErrorBoundary = AccessErrorBoundary
