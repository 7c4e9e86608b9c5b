import { productsOfVendor } from '#src/modules/catalog/index.ts'
import { createOffer, type OfferOutcome } from '#src/modules/offers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail } from '#src/platform/failure.ts'
import { requireOwnStore } from './vendors.service.ts'

/**
 * A seller sets up its own offer (decision 080): on its own products only, and funded by itself, so the
 * discount lowers its sale and the GST on it. Products it names must be its own.
 */
export async function createOwnOffer(ctx: ServiceContext, input: unknown): Promise<OfferOutcome> {
  const store = await requireOwnStore(ctx)
  const asked = input as { appliesTo?: unknown; targets?: unknown }
  if (asked?.appliesTo === 'products') {
    const own = new Set((await productsOfVendor(ctx, store.id)).map((p) => p.id))
    const targets = Array.isArray(asked.targets) ? asked.targets : String(asked.targets ?? '').split(',')
    if (targets.some((t) => String(t).trim() !== '' && !own.has(String(t).trim())))
      return fail('invalid_input', 'Please correct the highlighted fields.', { targets: 'Choose only your own products' })
  }
  return createOffer(ctx, { vendorId: store.id }, input)
}
