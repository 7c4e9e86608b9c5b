import {
  applyAuditedBulkChange,
  bulkChangeSchema,
  bulkMessage,
  CATEGORIES,
  listAllProductsPage,
  loadEditableProduct,
  MAX_STOCK,
  PRODUCT_LIST_SORTS,
  type ProductListFilter,
  type ProductSave,
  productState,
  productStates,
  publishRefusal,
  recordProductEdit,
  type SaveOutcome,
  setProductFlagRow,
  setProductStock,
  updateProduct,
} from '#src/modules/catalog/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { pageCount, pageWindow } from '#src/platform/paging.ts'
import { transact } from '#src/platform/transact.ts'

export const ADMIN_PRODUCTS_PAGE_SIZE = 25

export type ProductChange = Result<{ message: string }>

/** The admin products list's filter and sort from a URL, anything malformed dropped. */
export function parseProductListFilter(params: URLSearchParams): ProductListFilter {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) => allowed.find((a) => a === value)
  return {
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    vendorId: params.get('vendor')?.slice(0, 80) || undefined,
    category: pick(params.get('category'), CATEGORIES),
    status: pick(params.get('status'), ['published', 'unpublished', 'featured'] as const),
    stock: pick(params.get('stock'), ['low', 'out'] as const),
    sort: pick(params.get('sort'), PRODUCT_LIST_SORTS),
  }
}

/** Every vendor's products, published or not, filtered and sorted (newest first by default). */
export async function listAllProducts(ctx: ServiceContext, options: ProductListFilter & { page?: number }) {
  requireAdminActor(ctx)
  const { page: wanted, ...filter } = options
  const { page, limit, offset } = pageWindow(wanted ?? 1, ADMIN_PRODUCTS_PAGE_SIZE)
  const { rows, total } = await listAllProductsPage(ctx.db, filter, limit, offset)
  return {
    products: rows.map((row) => ({ ...row, isPublished: row.isPublished !== 0, isFeatured: row.isFeatured === 1 })),
    total,
    page,
    pageCount: pageCount(total, ADMIN_PRODUCTS_PAGE_SIZE),
  }
}

type Flag = 'isFeatured' | 'isPublished'

/** Features or publishes a product (or takes either back), recorded in the audit log. */
export async function setProductFlag(ctx: ServiceContext, productId: string, flag: Flag, on: boolean): Promise<ProductChange> {
  const actor = requireAdminActor(ctx)
  const product = await productState(ctx.db, productId)
  if (!product) return fail('not_found', 'Product not found')
  const refused = flag === 'isPublished' && on ? await publishRefusal(ctx.db, [productId]) : null
  if (refused) return fail('invalid_input', refused)
  await transact(ctx.db, async (trx) => {
    await setProductFlagRow(trx, productId, flag, on)
    const verb = flag === 'isFeatured' ? (on ? 'featured' : 'unfeatured') : on ? 'published' : 'unpublished'
    await recordAudit(trx, actor, {
      action: `product.${verb}`,
      entity: 'product',
      entityId: productId,
      before: { [flag]: product[flag] === 1 },
      after: { [flag]: on },
    })
  })
  ctx.events.publish(SHOP_EVENTS.productChanged)
  const what =
    flag === 'isFeatured'
      ? on
        ? 'is featured on the home page'
        : 'is no longer featured'
      : on
        ? 'is in the shop'
        : 'is hidden from shoppers'
  return { ok: true, message: `${product.name} ${what}.` }
}

/** Sets the units in stock after a count or a delivery. */
export async function adjustStock(ctx: ServiceContext, productId: string, raw: unknown): Promise<ProductChange> {
  const actor = requireAdminActor(ctx)
  const stock = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK)
    return fail('invalid_input', 'Stock must be a whole number from 0 to 1,00,000.')
  const product = await productState(ctx.db, productId)
  if (!product) return fail('not_found', 'Product not found')
  await transact(ctx.db, async (trx) => {
    await setProductStock(trx, productId, stock)
    await recordAudit(trx, actor, {
      action: 'product.stock-adjusted',
      entity: 'product',
      entityId: productId,
      before: { stock: product.stock },
      after: { stock },
    })
  })
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: `${product.name}: stock set to ${stock}.` }
}

/**
 * Publishes, unpublishes, features or sets the stock of the ticked products at once, in one transaction,
 * with an audit record per product (what it was, what it became).
 */
export async function bulkChangeProducts(ctx: ServiceContext, input: unknown): Promise<ProductChange> {
  const actor = requireAdminActor(ctx)
  const parsed = bulkChangeSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', parsed.error.issues[0]?.message ?? 'Please check the bulk change.')
  const change = parsed.data
  const states = await productStates(ctx.db, null, change.productIds)
  if (states.length === 0) return fail('not_found', 'Product not found')
  const refused =
    change.action === 'publish'
      ? await publishRefusal(
          ctx.db,
          states.map((s) => s.id),
        )
      : null
  if (refused) return fail('invalid_input', refused)
  await applyAuditedBulkChange(ctx, actor, states, change)
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: bulkMessage(change, states.length) }
}

/** Any product as its edit form shows it. */
export async function getAnyProductForEdit(ctx: ServiceContext, productId: string) {
  requireAdminActor(ctx)
  return loadEditableProduct(ctx, null, productId)
}

/** An admin's edit of any vendor's product: the vendor's form and checks, plus an audit record. */
export async function updateAnyProduct(ctx: ServiceContext, productId: string, save: ProductSave): Promise<SaveOutcome> {
  const actor = requireAdminActor(ctx)
  const before = await loadEditableProduct(ctx, null, productId)
  const outcome = await updateProduct(ctx, null, productId, save)
  if (outcome.ok && before) await recordProductEdit(ctx, actor, before)
  return outcome
}
