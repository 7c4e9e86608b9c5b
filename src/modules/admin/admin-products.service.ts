import type { ServiceContext } from '#src/context.ts'
import { SHOP_EVENTS } from '#src/lib/event-bus.ts'
import { fail, type Result } from '#src/lib/failure.ts'
import { pageCount, pageWindow } from '#src/lib/sql/query-pieces.ts'
import { listAllProductsPage, productState, setProductFlagRow, setProductStock } from '#src/modules/catalog/product-admin.service.ts'
import { loadEditableProduct, type ProductSave, type SaveOutcome, updateProduct } from '#src/modules/catalog/product-editor.service.ts'
import { MAX_STOCK } from '#src/modules/catalog/product-input.schemas.ts'
import { requireAdminActor } from './admin-guard.ts'
import { recordAudit } from './audit.service.ts'

export const ADMIN_PRODUCTS_PAGE_SIZE = 25

export type ProductChange = Result<{ message: string }>

/** Every vendor's products, published or not, newest first; search matches name, brand or store. */
export async function listAllProducts(ctx: ServiceContext, options: { q?: string; page?: number }) {
  requireAdminActor(ctx)
  const q = options.q?.trim().slice(0, 100)
  const { page, limit, offset } = pageWindow(options.page ?? 1, ADMIN_PRODUCTS_PAGE_SIZE)
  const { rows, total } = await listAllProductsPage(ctx.db, q || undefined, limit, offset)
  return {
    products: rows.map((row) => ({ ...row, isPublished: row.isPublished === 1, isFeatured: row.isFeatured === 1 })),
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
  await ctx.db.transaction().execute(async (trx) => {
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
  const stock = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(String(raw)) ? Number(raw) : Number.NaN
  if (!Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK)
    return fail('invalid_input', 'Stock must be a whole number from 0 to 1,00,000.')
  const product = await productState(ctx.db, productId)
  if (!product) return fail('not_found', 'Product not found')
  await ctx.db.transaction().execute(async (trx) => {
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
  if (outcome.ok && before) {
    const after = await loadEditableProduct(ctx, null, productId)
    const changed = (Object.keys(before) as Array<keyof typeof before>).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after?.[key]),
    )
    await recordAudit(ctx.db, actor, {
      action: 'product.edited',
      entity: 'product',
      entityId: productId,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after?.[key]])),
    })
  }
  return outcome
}
