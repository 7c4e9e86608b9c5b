import { setStoreLowStockThreshold, storeOfUser } from '#src/modules/accounts/index.ts'
import { LOW_STOCK_THRESHOLD, productsOfVendor, type Upload } from '#src/modules/catalog/index.ts'
import {
  type DocumentFile,
  type DocumentOutcome,
  type SellerProfileOutcome,
  type SellerProfileView,
  sellerDocumentFile,
  sellerProfile,
  submitSellerProfile,
  uploadSellerDocument,
} from '#src/modules/sellers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { refuse, requireActor } from '#src/platform/guards.ts'
import { MAX_LOW_STOCK_THRESHOLD } from './low-stock-notices.ts'

/** The signed-in vendor's own store: every vendor service starts here, so nothing reaches another store. */
export async function requireOwnStore(ctx: ServiceContext) {
  const actor = requireActor(ctx)
  const store = actor.role === 'vendor' ? await storeOfUser(ctx, actor.id) : undefined
  if (!store) refuse('vendors_only')
  return store
}

/** The vendor sets the stock level at or below which the daily notice lists a product (blank: the spec's 10). */
export async function setOwnLowStockThreshold(ctx: ServiceContext, raw: unknown): Promise<Result<{ message: string }>> {
  const store = await requireOwnStore(ctx)
  const text = typeof raw === 'string' ? raw.trim() : ''
  const threshold = text === '' ? null : /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN
  if (threshold !== null && (!Number.isInteger(threshold) || threshold > MAX_LOW_STOCK_THRESHOLD))
    return fail('invalid_input', 'The low-stock level must be a whole number from 0 to 1,000.', {
      lowStockThreshold: 'The low-stock level must be a whole number from 0 to 1,000.',
    })
  await setStoreLowStockThreshold(ctx.db, store.id, threshold)
  return { ok: true, message: `The daily low-stock email lists products with ${threshold ?? LOW_STOCK_THRESHOLD} or fewer left.` }
}

/** The signed-in vendor's store and its products; nobody else's. */
export async function vendorOverview(ctx: ServiceContext) {
  const store = await requireOwnStore(ctx)
  const products = await productsOfVendor(ctx, store.id)
  return { store, products: products.map((p) => ({ ...p, isPublished: p.isPublished !== 0, onSale: p.isPublished === 1 })) }
}

/** The signed-in vendor's own seller profile (decision 038): to complete, submit, and read its status. */
export async function ownSellerProfile(ctx: ServiceContext): Promise<SellerProfileView> {
  const store = await requireOwnStore(ctx)
  const profile = await sellerProfile(ctx, store.id)
  if (!profile) refuse('vendors_only')
  return profile
}

/** The signed-in vendor submits its own profile for approval; nobody else's. */
export async function submitOwnSellerProfile(ctx: ServiceContext, input: unknown): Promise<SellerProfileOutcome> {
  const store = await requireOwnStore(ctx)
  return submitSellerProfile(ctx, store.id, input)
}

/** The signed-in vendor sends or replaces one of its own documents for review (decision 079). */
export async function uploadOwnSellerDocument(ctx: ServiceContext, kind: unknown, upload: Upload): Promise<DocumentOutcome> {
  const store = await requireOwnStore(ctx)
  return uploadSellerDocument(ctx, store.id, kind, upload)
}

/** One of the signed-in vendor's own documents; a seller has no way to name another seller's. */
export async function ownSellerDocument(ctx: ServiceContext, kind: unknown): Promise<DocumentFile> {
  const store = await requireOwnStore(ctx)
  return sellerDocumentFile(ctx, store.id, kind)
}
