import { CATEGORIES } from '#src/modules/catalog/index.ts'
import { sellerRates } from '#src/modules/ledger/index.ts'
import { sellerOfRecord } from '#src/modules/sellers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import type { SellingTerms } from './selling-terms.ts'
import { requireOwnStore } from './vendors.service.ts'

/**
 * The signed-in seller's selling terms today (selling-terms.ts says what they are for): the rates of
 * `sellerRates`, the one reader of a seller's rates, that the Payouts page shows too.
 */
export async function ownSellingTerms(ctx: ServiceContext, now = new Date()): Promise<SellingTerms> {
  const store = await requireOwnStore(ctx)
  const [{ categories }, seller] = await Promise.all([sellerRates(ctx, store.id, CATEGORIES, now), sellerOfRecord(ctx, store.id)])
  const rates = Object.fromEntries(
    CATEGORIES.map((category) => {
      const rate = categories.find((c) => c.category === category)
      return [category, { rateBp: rate?.rateBp ?? 0, fixedFeePaise: rate?.fixedFeePaise ?? 0 }]
    }),
  ) as SellingTerms['rates']
  return { rates, sellerHasPan: Boolean(seller?.pan), isStore: seller?.isStore === true }
}
