import { data, type RouterContextProvider, redirect } from 'react-router'
import { servicesContext } from '#app/context.ts'
import type { Actor } from '#src/context.ts'
import { NotAVendorError } from '#src/modules/vendors/vendors.service.ts'

import type { AccessRefusal } from './access-refusal.ts'

export { type AccessRefusal, isAccessRefusal } from './access-refusal.ts'

function actorOf(context: Readonly<RouterContextProvider>): Actor | null {
  return context.get(servicesContext).ctx.actor
}

/** Logged-in-only pages (spec section 6): 401 with the Access Denied message. */
export function requireSignedIn(context: Readonly<RouterContextProvider>): Actor {
  const actor = actorOf(context)
  if (!actor) throw data<AccessRefusal>({ access: 'login' }, { status: 401 })
  return actor
}

/** Vendor sections: signed out gets Access Denied, a non-vendor gets Vendor Access Only. */
export function requireVendor(context: Readonly<RouterContextProvider>): Actor {
  const actor = requireSignedIn(context)
  if (actor.role !== 'vendor') throw data<AccessRefusal>({ access: 'vendor' }, { status: 403 })
  return actor
}

/** Admin area: signed out goes to /admin/login remembering the way back; a non-admin is refused. */
export function requireAdmin(context: Readonly<RouterContextProvider>, request: Request): Actor {
  const actor = actorOf(context)
  if (!actor) {
    const url = new URL(request.url)
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  }
  if (actor.role !== 'admin') throw data<AccessRefusal>({ access: 'admin' }, { status: 403 })
  return actor
}

/** Runs vendor work; a vendor account without a store (never made by sign-up) is refused like any non-vendor. */
export async function asVendor<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof NotAVendorError) throw data<AccessRefusal>({ access: 'vendor' }, { status: 403 })
    throw error
  }
}
