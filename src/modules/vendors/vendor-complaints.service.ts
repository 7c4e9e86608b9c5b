import { complaintForHandler, complaintQueue, type Handler, handleComplaint } from '#src/modules/grievances/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireOwnStore } from './vendors.service.ts'

/** The signed-in seller as a complaint handler: its own store's queue, nobody else's (rule 6(4)(b)). */
async function ownHandler(ctx: ServiceContext): Promise<Handler> {
  const store = await requireOwnStore(ctx)
  return { kind: 'seller', vendorId: store.id, storeName: store.name }
}

export async function listOwnComplaints(ctx: ServiceContext) {
  return complaintQueue(ctx, await ownHandler(ctx))
}

export async function ownComplaint(ctx: ServiceContext, ticket: string) {
  return complaintForHandler(ctx, await ownHandler(ctx), ticket)
}

export async function handleOwnComplaint(ctx: ServiceContext, ticket: string, input: Record<string, unknown>) {
  return handleComplaint(ctx, await ownHandler(ctx), ticket, input)
}
