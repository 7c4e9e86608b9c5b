import {
  type AdminOrderOutcome,
  adjustStock,
  cancelParcel,
  createUser,
  deleteUser,
  getOrderForAdmin,
  listAllOrders,
  listAllProducts,
  listUsers,
  type ProductChange,
  ROLES,
  refundOrder,
  refundParcelLine,
  refundParcelPart,
  setOrderStatus,
  setProductFlag,
  setUserDisabled,
  storeOverview,
  type UserOutcome,
  updateUser,
} from '#src/modules/admin/index.ts'
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { DAY_PARAM, oneOf, parseListQuery, SEARCH_PARAM } from '#src/platform/paging.ts'
import { asAdmin, PRIVATE } from './admin-access.ts'
import { type ApiResult, apiError, apiFailure, ok } from './api-result.ts'

// The back office over JSON: the same services, and so the same checks, as the /admin pages.

const fromChange = (outcome: ProductChange): ApiResult => (outcome.ok ? ok({ message: outcome.message }, PRIVATE) : apiFailure(outcome))
const fromOrderMove = (outcome: AdminOrderOutcome): ApiResult =>
  outcome.ok ? ok({ message: outcome.message }, PRIVATE) : apiFailure(outcome)
const fromUser = (outcome: UserOutcome, created = false): ApiResult =>
  outcome.ok
    ? { status: created ? 201 : 200, body: { message: outcome.message, userId: outcome.userId }, headers: PRIVATE }
    : apiFailure(outcome)
const field = (body: unknown, key: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined

export const USERS_QUERY = { q: SEARCH_PARAM, role: oneOf('role', ROLES) }
export const PRODUCTS_QUERY = { q: SEARCH_PARAM }
export const ORDERS_QUERY = {
  status: oneOf('status', ORDER_STATUSES),
  paymentStatus: oneOf('paymentStatus', PAYMENT_STATUSES),
  from: DAY_PARAM,
  to: DAY_PARAM,
  q: SEARCH_PARAM,
}

export const overviewApi = (ctx: ServiceContext) => asAdmin(ctx, async () => ok(await storeOverview(ctx), PRIVATE))

/** GET /api/v1/admin/users?q=&role=&page= */
export const listUsersApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, USERS_QUERY)
    return parsed.ok ? ok(await listUsers(ctx, parsed.query), PRIVATE) : apiFailure(parsed)
  })
export const createUserApi = (ctx: ServiceContext, body: unknown) => asAdmin(ctx, async () => fromUser(await createUser(ctx, body), true))
export const updateUserApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asAdmin(ctx, async () => {
    const disabled = field(body, 'disabled')
    if (typeof disabled === 'boolean') return fromUser(await setUserDisabled(ctx, id, disabled))
    return fromUser(await updateUser(ctx, id, body))
  })
export const deleteUserApi = (ctx: ServiceContext, id: string) => asAdmin(ctx, async () => fromUser(await deleteUser(ctx, id)))

/** GET /api/v1/admin/products?q=&page= */
export const listProductsAdminApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, PRODUCTS_QUERY)
    return parsed.ok ? ok(await listAllProducts(ctx, { q: parsed.query.q ?? '', page: parsed.query.page }), PRIVATE) : apiFailure(parsed)
  })
export const updateProductAdminApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asAdmin(ctx, async () => {
    const [featured, published, stock] = [field(body, 'isFeatured'), field(body, 'isPublished'), field(body, 'stock')]
    if (typeof featured === 'boolean') return fromChange(await setProductFlag(ctx, id, 'isFeatured', featured))
    if (typeof published === 'boolean') return fromChange(await setProductFlag(ctx, id, 'isPublished', published))
    if (stock !== undefined) return fromChange(await adjustStock(ctx, id, stock))
    return apiError(400, 'invalid_input', 'Send isFeatured, isPublished (true or false) or stock (a whole number).')
  })

/** GET /api/v1/admin/orders?status=&paymentStatus=&from=&to=&q=&page= */
export const listOrdersAdminApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, ORDERS_QUERY)
    return parsed.ok ? ok(await listAllOrders(ctx, parsed.query), PRIVATE) : apiFailure(parsed)
  })
export const getOrderAdminApi = (ctx: ServiceContext, id: string) =>
  asAdmin(ctx, async () => {
    const order = await getOrderForAdmin(ctx, id)
    return order ? ok({ order }, PRIVATE) : apiError(404, 'not_found', 'Order not found')
  })
export const updateOrderAdminApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asAdmin(ctx, async () => fromOrderMove(await setOrderStatus(ctx, id, field(body, 'status'), body ?? {})))
export const refundOrderAdminApi = (ctx: ServiceContext, id: string) => asAdmin(ctx, async () => fromOrderMove(await refundOrder(ctx, id)))

/**
 * POST /api/v1/admin/orders/:id/parcels/:parcelId/{cancel,refund,refund-line}: one seller's parcel
 * cancelled with the reason the customer reads ({ reason }), part of it refunded ({ amount } in rupees),
 * or one of its items refunded whole ({ productId }) — the same services as the order page's forms.
 */
export const parcelMoveAdminApi = (ctx: ServiceContext, id: string, parcelId: string, move: string, body: unknown) =>
  asAdmin(ctx, async () =>
    fromOrderMove(
      move === 'cancel'
        ? await cancelParcel(ctx, id, parcelId, field(body, 'reason'))
        : move === 'refund'
          ? await refundParcelPart(
              ctx,
              id,
              parcelId,
              typeof field(body, 'amount') === 'number' ? String(field(body, 'amount')) : field(body, 'amount'),
            )
          : await refundParcelLine(ctx, id, parcelId, field(body, 'productId')),
    ),
  )
