import type { ServiceContext } from '#src/context.ts'
import { requireActor, storeOfUser } from '#src/modules/accounts/accounts.service.ts'
import { productsOfVendor } from '#src/modules/catalog/catalog.service.ts'

export class NotAVendorError extends Error {
  override name = 'NotAVendorError'
}

/** The signed-in vendor's own store: every vendor service starts here, so nothing reaches another store. */
export async function requireOwnStore(ctx: ServiceContext) {
  const actor = requireActor(ctx)
  const store = actor.role === 'vendor' ? await storeOfUser(ctx, actor.id) : undefined
  if (!store) throw new NotAVendorError('Only a vendor with a store may do this')
  return store
}

/** The signed-in vendor's store and its products; nobody else's. */
export async function vendorOverview(ctx: ServiceContext) {
  const store = await requireOwnStore(ctx)
  const products = await productsOfVendor(ctx, store.id)
  return { store, products: products.map((p) => ({ ...p, isPublished: p.isPublished === 1 })) }
}
