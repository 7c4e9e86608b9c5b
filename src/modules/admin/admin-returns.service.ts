import { moveReturn, returnsToHandle } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'

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
