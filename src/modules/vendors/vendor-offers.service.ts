import { productsOfVendor } from '#src/modules/catalog/index.ts'
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
import { fail } from '#src/platform/failure.ts'
import { requireOwnStore } from './vendors.service.ts'

// A seller's own offers (decision 083): on its own products only, funded by itself, so a discount lowers
// its sale and the GST on it.

/** Products an offer names must be the seller's own. */
async function ownProductsOnly(ctx: ServiceContext, vendorId: string, input: unknown) {
  const asked = input as { appliesTo?: unknown; targets?: unknown } | null
  if (asked?.appliesTo !== 'products') return null
  const own = new Set((await productsOfVendor(ctx, vendorId)).map((p) => p.id))
  const targets = Array.isArray(asked.targets) ? asked.targets : typeof asked.targets === 'string' ? asked.targets.split(',') : []
  return targets.some((t) => typeof t === 'string' && t.trim() !== '' && !own.has(t.trim()))
    ? fail('invalid_input', 'Please correct the highlighted fields.', { targets: 'Choose only your own products' })
    : null
}

export async function createOwnOffer(ctx: ServiceContext, input: unknown): Promise<OfferOutcome> {
  const store = await requireOwnStore(ctx)
  return (await ownProductsOnly(ctx, store.id, input)) ?? createOffer(ctx, { vendorId: store.id }, input)
}

export async function listOwnOffers(ctx: ServiceContext) {
  const store = await requireOwnStore(ctx)
  return listOffers(ctx, { vendorId: store.id })
}

export async function ownOffer(ctx: ServiceContext, id: string) {
  const store = await requireOwnStore(ctx)
  return ownedOffer(ctx, { vendorId: store.id }, id)
}

export async function updateOwnOffer(ctx: ServiceContext, id: string, input: unknown) {
  const store = await requireOwnStore(ctx)
  return (await ownProductsOnly(ctx, store.id, input)) ?? updateOffer(ctx, { vendorId: store.id }, id, input)
}

export async function endOwnOffer(ctx: ServiceContext, id: string) {
  const store = await requireOwnStore(ctx)
  return endOffer(ctx, { vendorId: store.id }, id)
}

export async function makeOwnOfferCodes(ctx: ServiceContext, id: string, count: unknown) {
  const store = await requireOwnStore(ctx)
  return generateCodes(ctx, { vendorId: store.id }, id, count)
}

export async function ownOfferCodesCsv(ctx: ServiceContext, id: string) {
  const store = await requireOwnStore(ctx)
  return codesCsv(ctx, { vendorId: store.id }, id)
}

/** The seller's own offer's report as CSV: what it did, by seller (its own products only). */
export async function ownOfferReportCsv(ctx: ServiceContext, id: string) {
  const store = await requireOwnStore(ctx)
  return reportCsv(ctx, { vendorId: store.id }, id)
}
