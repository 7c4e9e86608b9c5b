import type { Actor, ServiceContext } from './context.ts'
import { type Failure, fail } from './failure.ts'

/** Who may not do this: the three access refusals, each with the spec's words. */
export const REFUSALS = {
  not_signed_in: 'You need to be logged in.',
  admins_only: 'Access Denied: You do not have administrative privileges.',
  vendors_only: 'Vendor Access Only: This section is only accessible to vendor accounts.',
} as const

export type RefusalCode = keyof typeof REFUSALS

/**
 * An access refusal, as a typed failure like every other refusal. It is thrown rather than returned
 * because a guard runs at the start of a service, deep under whatever called it; the JSON API's router
 * and the pages' `app/lib/access.ts` each catch it in one place and answer with the status that
 * `http-failures.ts` gives its code.
 */
export class Refused extends Error {
  override name = 'Refused'
  readonly failure: Failure<RefusalCode>

  constructor(code: RefusalCode) {
    super(REFUSALS[code])
    this.failure = fail(code, REFUSALS[code])
  }
}

export function refuse(code: RefusalCode): never {
  throw new Refused(code)
}

/** Every service that needs someone signed in starts here. */
export function requireActor(ctx: Pick<ServiceContext, 'actor'>): Actor {
  if (!ctx.actor) refuse('not_signed_in')
  return ctx.actor
}

/**
 * Every admin service starts here, so a page, an action and the JSON API all refuse the same callers:
 * signed out (`not_signed_in`) or signed in without the admin role (`admins_only`).
 */
export function requireAdminActor(ctx: Pick<ServiceContext, 'actor'>): Actor {
  const actor = requireActor(ctx)
  if (actor.role !== 'admin') refuse('admins_only')
  return actor
}
