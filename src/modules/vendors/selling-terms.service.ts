import { CATEGORIES } from '#src/modules/catalog/index.ts'
import { commissionFor } from '#src/modules/ledger/index.ts'
import { sellerOfRecord } from '#src/modules/sellers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import type { SellingTerms } from './selling-terms.ts'
import { requireOwnStore } from './vendors.service.ts'

/** The signed-in seller's selling terms today (selling-terms.ts says what they are for). */
export async function ownSellingTerms(ctx: ServiceContext, now = new Date()): Promise<SellingTerms> {
  const store = await requireOwnStore(ctx)
  const seller = await sellerOfRecord(ctx, store.id)
  const orderedAt = now.toISOString()
  const rates = Object.fromEntries(
    await Promise.all(
      CATEGORIES.map(async (category) => [category, await commissionFor(ctx.db, { category, vendorId: store.id, orderedAt })]),
    ),
  ) as SellingTerms['rates']
  return { rates, sellerHasPan: Boolean(seller?.pan), isStore: seller?.isStore === true }
}
