import {
  codesCsv,
  createOffer,
  endOffer,
  generateCodes,
  listOffers,
  type OfferOutcome,
  ownedOffer,
  reportCsv,
  updateOffer,
} from '#src/modules/offers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'

// The store's own offers, funded by the store (decision 083): an admin's alone.
const STORE = { vendorId: null } as const

export async function createStoreOffer(ctx: ServiceContext, input: unknown): Promise<OfferOutcome> {
  requireAdminActor(ctx)
  return createOffer(ctx, STORE, input)
}

export async function listStoreOffers(ctx: ServiceContext) {
  requireAdminActor(ctx)
  return listOffers(ctx, STORE)
}

export async function storeOffer(ctx: ServiceContext, id: string) {
  requireAdminActor(ctx)
  return ownedOffer(ctx, STORE, id)
}

export async function updateStoreOffer(ctx: ServiceContext, id: string, input: unknown) {
  requireAdminActor(ctx)
  return updateOffer(ctx, STORE, id, input)
}

export async function endStoreOffer(ctx: ServiceContext, id: string) {
  requireAdminActor(ctx)
  return endOffer(ctx, STORE, id)
}

export async function makeStoreOfferCodes(ctx: ServiceContext, id: string, count: unknown) {
  requireAdminActor(ctx)
  return generateCodes(ctx, STORE, id, count)
}

export async function storeOfferCodesCsv(ctx: ServiceContext, id: string) {
  requireAdminActor(ctx)
  return codesCsv(ctx, STORE, id)
}

export async function storeOfferReportCsv(ctx: ServiceContext, id: string) {
  requireAdminActor(ctx)
  return reportCsv(ctx, STORE, id)
}
