import { moveReturn, returnsToHandle } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireOwnStore } from './vendors.service.ts'

/** The returns of the vendor's own lines. */
export async function listOwnReturns(ctx: ServiceContext) {
  const store = await requireOwnStore(ctx)
  return returnsToHandle(ctx.db, { kind: 'vendor', vendorId: store.id })
}

/** The vendor moves a return of their own line (approve, reject, receive, replace, refund, credit). */
export async function moveOwnReturn(ctx: ServiceContext, returnId: string, input: unknown) {
  const store = await requireOwnStore(ctx)
  return moveReturn(ctx, returnId, { kind: 'vendor', vendorId: store.id }, input)
}
