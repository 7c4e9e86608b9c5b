import { productsOfVendor } from '#src/modules/catalog/index.ts'
import { reviewsOfProducts } from '#src/modules/reviews/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireOwnStore } from './vendors.service.ts'

/** The reviews of the vendor's own products (visible ones), newest first. */
export async function reviewsOfOwnProducts(ctx: ServiceContext) {
  const store = await requireOwnStore(ctx)
  const ids = (await productsOfVendor(ctx, store.id)).map((p) => p.id)
  return reviewsOfProducts(ctx, ids)
}
