import type { ServiceContext } from '#src/context.ts'
import { listOwnOrders } from '#src/modules/vendors/vendor-orders.service.ts'
import {
  deleteOwnProduct,
  listOwnProducts,
  setOwnProductPublished,
  type VendorProductOutcome,
} from '#src/modules/vendors/vendor-products.service.ts'
import { NotAVendorError } from '#src/modules/vendors/vendors.service.ts'
import { type ApiResult, apiError, ok } from './api-result.ts'

// The vendor's own products over JSON: the same services and isolation as /vendor/products.

async function asVendor(ctx: ServiceContext, work: () => Promise<ApiResult>): Promise<ApiResult> {
  if (!ctx.actor) return apiError(401, 'not_signed_in', 'You need to be logged in.')
  try {
    return await work()
  } catch (error) {
    if (error instanceof NotAVendorError)
      return apiError(403, 'vendors_only', 'Vendor Access Only: This section is only accessible to vendor accounts.')
    throw error
  }
}

const PRIVATE = { 'cache-control': 'private, no-store' }
const respond = (outcome: VendorProductOutcome): ApiResult =>
  outcome.ok
    ? ok({ message: outcome.message }, PRIVATE)
    : apiError(outcome.status, outcome.status === 404 ? 'not_found' : 'invalid_input', outcome.message)

export const listVendorProductsApi = (ctx: ServiceContext, url: URL) =>
  asVendor(ctx, async () => {
    const products = await listOwnProducts(ctx, url.searchParams.get('search') ?? '')
    return ok(
      {
        products: products.map((p) => ({
          ...p,
          price: p.pricePaise / 100,
          discountPrice: p.discountPricePaise === null ? null : p.discountPricePaise / 100,
        })),
      },
      PRIVATE,
    )
  })

export const updateVendorProductApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asVendor(ctx, async () => {
    const published = body && typeof body === 'object' ? (body as { isPublished?: unknown }).isPublished : undefined
    if (typeof published !== 'boolean') return apiError(400, 'invalid_input', 'isPublished must be true or false.')
    return respond(await setOwnProductPublished(ctx, id, published))
  })

export const deleteVendorProductApi = (ctx: ServiceContext, id: string) =>
  asVendor(ctx, async () => respond(await deleteOwnProduct(ctx, id)))

export const listVendorOrdersApi = (ctx: ServiceContext) => asVendor(ctx, async () => ok({ orders: await listOwnOrders(ctx) }, PRIVATE))
