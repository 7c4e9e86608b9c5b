import type { Actor, ServiceContext } from '#src/context.ts'
import { requireActor } from '#src/modules/accounts/accounts.service.ts'

export class NotAnAdminError extends Error {
  override name = 'NotAnAdminError'
}

/**
 * Every admin service starts here, so a page, an action and the JSON API all refuse the same callers:
 * signed out (NotSignedInError) or signed in without the admin role (NotAnAdminError).
 */
export function requireAdminActor(ctx: ServiceContext): Actor {
  const actor = requireActor(ctx)
  if (actor.role !== 'admin') throw new NotAnAdminError('Admins only')
  return actor
}
