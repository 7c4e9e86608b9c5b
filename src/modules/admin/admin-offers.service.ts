import { createOffer, type OfferOutcome } from '#src/modules/offers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'

/** An admin sets up one of the store's own offers, funded by the store (decision 080). */
export async function createStoreOffer(ctx: ServiceContext, input: unknown): Promise<OfferOutcome> {
  requireAdminActor(ctx)
  return createOffer(ctx, { vendorId: null }, input)
}
