import type { ServiceContext } from '#src/context.ts'
import { moveReturn } from '#src/modules/orders/return-lifecycle.service.ts'
import { returnsToHandle } from '#src/modules/orders/returns.service.ts'
import { requireAdminActor } from './admin-guard.ts'

/** Every return, newest first, with the moves the admin may take. */
export async function listReturns(ctx: ServiceContext) {
  requireAdminActor(ctx)
  return returnsToHandle(ctx.db, { kind: 'admin' })
}

/** The admin moves any return; the step is audited with the admin's name. */
export async function moveAnyReturn(ctx: ServiceContext, returnId: string, input: unknown) {
  requireAdminActor(ctx)
  return moveReturn(ctx, returnId, { kind: 'admin' }, input)
}
