import { z } from 'zod'
import type { ProductSave, SaveOutcome } from '#src/modules/catalog/index.ts'
import { CATEGORIES, PRODUCT_LIST_SORTS } from '#src/modules/catalog/index.ts'
import { ORDER_STATUSES } from '#src/modules/orders/index.ts'
import {
  createOwnProduct,
  deleteOwnProduct,
  getOwnProductForEdit,
  listOwnProducts,
  pageOfOwnOrders,
  setOwnProductPublished,
  updateOwnProduct,
  type VendorProductOutcome,
} from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireActor } from '#src/platform/guards.ts'
import { oneOf, parseListQuery, SEARCH_PARAM } from '#src/platform/paging.ts'
import { type ApiResult, apiError, apiFailure, ok, PRIVATE } from './api-result.ts'
import { priceFields } from './products.api.ts'

// The vendor's own products over JSON: the same services and isolation as /vendor/products.

/** Vendor work: a signed-out caller is refused before anything else (the services refuse non-vendors). */
export async function asVendor(ctx: ServiceContext, work: () => Promise<ApiResult>): Promise<ApiResult> {
  requireActor(ctx)
  return await work()
}

const respond = (outcome: VendorProductOutcome): ApiResult => (outcome.ok ? ok({ message: outcome.message }, PRIVATE) : apiFailure(outcome))

/** `search` is the API's old name for the page's `q`; the page's filters apply too. */
export const OWN_PRODUCTS_QUERY = {
  q: SEARCH_PARAM,
  search: SEARCH_PARAM,
  category: oneOf('category', CATEGORIES),
  status: oneOf('status', ['published', 'unpublished']),
  stock: oneOf('stock', ['low', 'out']),
  sort: oneOf('sort', PRODUCT_LIST_SORTS),
}

export const OWN_ORDERS_QUERY = { status: oneOf('status', ORDER_STATUSES) }

export const listVendorProductsApi = (ctx: ServiceContext, url: URL) =>
  asVendor(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, OWN_PRODUCTS_QUERY)
    if (!parsed.ok) return apiFailure(parsed)
    const { q, search, page: _page, ...filter } = parsed.query
    const products = await listOwnProducts(ctx, { ...filter, q: q ?? search })
    return ok(
      {
        products: products.map(({ pricePaise, sellingPricePaise, mrpPaise, ...p }) => ({
          ...p,
          ...priceFields({ pricePaise, sellingPricePaise, mrpPaise }),
        })),
      },
      PRIVATE,
    )
  })

export const PUBLISH_BODY = z.object({ isPublished: z.boolean() })

export const updateVendorProductApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asVendor(ctx, async () => {
    const parsed = PUBLISH_BODY.safeParse(body)
    if (!parsed.success) return apiError(400, 'invalid_input', 'isPublished must be true or false.')
    return respond(await setOwnProductPublished(ctx, id, parsed.data.isPublished))
  })

export const deleteVendorProductApi = (ctx: ServiceContext, id: string) =>
  asVendor(ctx, async () => respond(await deleteOwnProduct(ctx, id)))

/**
 * GET /api/v1/vendor/orders?page=N&status=S: one page of the vendor's orders with `page`, `pageCount`
 * and `total`, so a client walks every page instead of meeting a silent cut. `collectPaise` is the cash
 * their courier collects: their share of what is due after store credit.
 */
export const listVendorOrdersApi = (ctx: ServiceContext, url: URL) =>
  asVendor(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, OWN_ORDERS_QUERY)
    return parsed.ok ? ok(await pageOfOwnOrders(ctx, parsed.query), PRIVATE) : apiFailure(parsed)
  })

/**
 * A product save over JSON: the form's fields, `specs` as [{ label, value }], `images` as
 * [{ fileName, data }] with base64 bytes, and on edit `imageOrder` ('saved:<url>' | 'new:<n>').
 */
function productSave(body: unknown): ProductSave | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null
  const { images = [], imageOrder, ...fields } = body as Record<string, unknown>
  if (!Array.isArray(images)) return null
  // Each entry names a picture ('saved:<url>' or 'new:<n>'): text only, never coerced from another type.
  if (imageOrder !== undefined && !(Array.isArray(imageOrder) && imageOrder.every((entry) => typeof entry === 'string'))) return null
  const uploads = images.map((image) => {
    const { fileName, data } = (image ?? {}) as { fileName?: unknown; data?: unknown }
    return typeof data === 'string'
      ? { fileName: typeof fileName === 'string' ? fileName : 'image', bytes: new Uint8Array(Buffer.from(data, 'base64')) }
      : null
  })
  if (uploads.some((upload) => upload === null)) return null
  return {
    fields,
    uploads: uploads as ProductSave['uploads'],
    imageOrder: imageOrder as string[] | undefined,
  }
}

const saved = (outcome: SaveOutcome, created: boolean): ApiResult =>
  outcome.ok
    ? { status: created ? 201 : 200, body: { id: outcome.productId, slug: outcome.slug, message: outcome.message }, headers: PRIVATE }
    : apiFailure(outcome)

const BAD_PRODUCT_BODY = 'Send a JSON object of product fields, with images as [{ "fileName", "data": base64 }].'

export const getVendorProductApi = (ctx: ServiceContext, id: string) =>
  asVendor(ctx, async () => {
    const product = await getOwnProductForEdit(ctx, id)
    return product ? ok({ product }, PRIVATE) : apiError(404, 'not_found', 'Product not found')
  })

export const createVendorProductApi = (ctx: ServiceContext, body: unknown) =>
  asVendor(ctx, async () => {
    const save = productSave(body)
    return save ? saved(await createOwnProduct(ctx, save), true) : apiError(400, 'invalid_input', BAD_PRODUCT_BODY)
  })

export const replaceVendorProductApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asVendor(ctx, async () => {
    const save = productSave(body)
    return save ? saved(await updateOwnProduct(ctx, id, save), false) : apiError(400, 'invalid_input', BAD_PRODUCT_BODY)
  })
