import {
  applyAuditedBulkChange,
  bulkChangeSchema,
  bulkMessage,
  CATEGORIES,
  createProduct,
  deleteStoreProduct,
  LOW_STOCK_THRESHOLD,
  listStoreProducts,
  loadEditableProduct,
  PRODUCT_LIST_SORTS,
  type ProductSave,
  productStates,
  publishRefusal,
  recordProductEdit,
  removeStoredImages,
  setStoreProductPublished,
  storeHasProduct,
  updateProduct,
} from '#src/modules/catalog/index.ts'
import { orderedProductIds } from '#src/modules/orders/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { Actor, ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import { requireOwnStore } from './vendors.service.ts'

export type VendorProductOutcome = Result<{ message: string }>

/** The signed-in vendor's store; anyone else is refused. */
export interface VendorProductRow {
  id: string
  name: string
  slug: string
  category: string
  pricePaise: number
  sellingPricePaise: number
  mrpPaise: number | null
  stock: number
  isPublished: boolean
  /** Published and its seller approved, so in the shop (decision 038: held while the seller is not). */
  onSale: boolean
  imageUrl: string | null
  hasOrders: boolean
}

/** What a vendor may narrow their products list by, all from the URL (so it works without JavaScript). */
export interface OwnProductsFilter {
  q?: string
  category?: string
  status?: 'published' | 'unpublished'
  /** 'low': 1 up to the store's own low-stock level (the spec's 10 unless they set one); 'out': none. */
  stock?: 'low' | 'out'
  sort?: string
}

/** The vendor products page's query parameters as a filter; anything unknown is ignored, as admin products does. */
export function parseOwnProductsFilter(params: URLSearchParams): OwnProductsFilter {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) => allowed.find((a) => a === value)
  return {
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    category: pick(params.get('category'), CATEGORIES),
    status: pick(params.get('status'), ['published', 'unpublished'] as const),
    stock: pick(params.get('stock'), ['low', 'out'] as const),
    sort: params.get('sort') ?? undefined,
  }
}

/** Every product of the vendor's own store (published or not), optionally searched, filtered and sorted. */
export async function listOwnProducts(ctx: ServiceContext, filter: OwnProductsFilter = {}): Promise<VendorProductRow[]> {
  const store = await requireOwnStore(ctx)
  const rows = await listStoreProducts(ctx.db, store.id, {
    term: filter.q?.trim().slice(0, 100),
    category: filter.category,
    status: filter.status,
    stock: filter.stock,
    lowStockLevel: store.lowStockThreshold ?? LOW_STOCK_THRESHOLD,
    sort: PRODUCT_LIST_SORTS.find((s) => s === filter.sort),
  })
  const ordered = await orderedProductIds(
    ctx.db,
    rows.map((row) => row.id),
  )
  return rows.map((r) => ({ ...r, isPublished: r.isPublished !== 0, onSale: r.isPublished === 1, hasOrders: ordered.has(r.id) }))
}

/**
 * Publishes or withdraws one of the vendor's own products. Another vendor's product is "not found":
 * the update is always scoped to the vendor's store, so an id from elsewhere changes nothing.
 */
export async function setOwnProductPublished(ctx: ServiceContext, productId: string, published: boolean): Promise<VendorProductOutcome> {
  const store = await requireOwnStore(ctx)
  const [before] = await productStates(ctx.db, store.id, [productId])
  const refused = before && published ? await publishRefusal(ctx.db, [productId]) : null
  if (refused) return fail('invalid_input', refused)
  const found =
    before !== undefined &&
    (await transact(ctx.db, async (trx) => {
      if (!(await setStoreProductPublished(trx, store.id, productId, published))) return false
      await recordAudit(trx, ctx.actor as Actor, {
        action: published ? 'product.published' : 'product.unpublished',
        entity: 'product',
        entityId: productId,
        before: { isPublished: before.isPublished !== 0 },
        after: { isPublished: published },
      })
      return true
    }))
  if (!found) return fail('not_found', 'Product not found')
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return {
    ok: true,
    message: published ? 'Product published: it is in the shop again.' : 'Product unpublished: shoppers no longer see it.',
  }
}

/** A vendor's bulk change: publish, unpublish or set the stock of their own ticked products (never featuring). */
export async function bulkChangeOwnProducts(ctx: ServiceContext, input: unknown): Promise<VendorProductOutcome> {
  const store = await requireOwnStore(ctx)
  const parsed = bulkChangeSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', parsed.error.issues[0]?.message ?? 'Please check the bulk change.')
  const change = parsed.data
  if (change.action === 'feature' || change.action === 'unfeature') return fail('forbidden', 'Only the shop features products.')
  // Another store's ids are simply not among the vendor's products.
  const states = await productStates(ctx.db, store.id, change.productIds)
  if (states.length === 0) return fail('not_found', 'Product not found')
  const refused =
    change.action === 'publish'
      ? await publishRefusal(
          ctx.db,
          states.map((s) => s.id),
        )
      : null
  if (refused) return fail('invalid_input', refused)
  await applyAuditedBulkChange(ctx, ctx.actor as Actor, states, change)
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: bulkMessage(change, states.length) }
}

/** Deletes one of the vendor's own products; one that has been ordered is unpublished instead, so order history stays whole. */
export async function deleteOwnProduct(ctx: ServiceContext, productId: string): Promise<VendorProductOutcome> {
  const store = await requireOwnStore(ctx)
  if (!(await storeHasProduct(ctx.db, store.id, productId))) return fail('not_found', 'Product not found')
  if ((await orderedProductIds(ctx.db, [productId])).size > 0) {
    await setOwnProductPublished(ctx, productId, false)
    return { ok: true, message: 'This product has been ordered, so it was unpublished rather than deleted: past orders still show it.' }
  }
  const [before] = await productStates(ctx.db, store.id, [productId])
  const images = await transact(ctx.db, async (trx) => {
    const removed = await deleteStoreProduct(trx, store.id, productId)
    await recordAudit(trx, ctx.actor as Actor, {
      action: 'product.deleted',
      entity: 'product',
      entityId: productId,
      before: { name: before?.name, stock: before?.stock, isPublished: before?.isPublished !== undefined && before.isPublished !== 0 },
    })
    return removed
  })
  await removeStoredImages(ctx.uploads, images)
  ctx.events.publish(SHOP_EVENTS.productChanged)
  ctx.log.info({ productId, vendorId: store.id }, 'product deleted by its vendor')
  return { ok: true, message: 'Product deleted.' }
}

/** One of the vendor's own products as its edit form shows it; another store's product is null. */
export async function getOwnProductForEdit(ctx: ServiceContext, productId: string) {
  const store = await requireOwnStore(ctx)
  return loadEditableProduct(ctx, store.id, productId)
}

/** A new product in the vendor's own store, recorded in the audit log. */
export async function createOwnProduct(ctx: ServiceContext, save: ProductSave) {
  const store = await requireOwnStore(ctx)
  const outcome = await createProduct(ctx, store.id, save)
  const created = outcome.ok ? await loadEditableProduct(ctx, store.id, outcome.productId) : null
  if (created) {
    const { name, category, brand, mrp, sellingPrice, stock, isPublished } = created
    await recordAudit(ctx.db, ctx.actor as Actor, {
      action: 'product.created',
      entity: 'product',
      entityId: created.id,
      after: { name, category, brand, mrp, sellingPrice, stock, isPublished },
    })
  }
  return outcome
}

/** Saves an edit of the vendor's own product (what changed goes in the audit log); another store's product is "not found" and unchanged. */
export async function updateOwnProduct(ctx: ServiceContext, productId: string, save: ProductSave) {
  const store = await requireOwnStore(ctx)
  const before = await loadEditableProduct(ctx, store.id, productId)
  const outcome = await updateProduct(ctx, store.id, productId, save)
  if (outcome.ok && before) await recordProductEdit(ctx, ctx.actor as Actor, before)
  return outcome
}
