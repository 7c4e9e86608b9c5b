import { data, type RouterContextProvider, redirect } from 'react-router'
import { servicesContext } from '#app/context.ts'
import type { Actor } from '#src/platform/context.ts'
import { type RefusalCode, Refused } from '#src/platform/guards.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'

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

/**
 * Runs a page's service work, turning an access refusal from the guards (`Refused`) into the page's
 * Access Denied answer, with the status `http-failures.ts` gives its code. A vendor account without a
 * store (never made by sign-up) is refused like any non-vendor.
 */
export async function asVendor<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof Refused) throw refusalPage(error)
    throw error
  }
}

const PAGE_REFUSALS: Record<RefusalCode, AccessRefusal> = {
  not_signed_in: { access: 'login' },
  admins_only: { access: 'admin' },
  vendors_only: { access: 'vendor' },
}

/** The Access Denied page's data for a refusal, with its status from the one table. */
export function refusalPage(refused: Refused) {
  return data<AccessRefusal>(PAGE_REFUSALS[refused.failure.code], { status: httpStatusOf(refused.failure) })
}
