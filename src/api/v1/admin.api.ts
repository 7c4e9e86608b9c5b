import type { ServiceContext } from '#src/context.ts'
import { type AdminOrderOutcome, refundOrder, setOrderStatus } from '#src/modules/admin/admin-order-actions.service.ts'
import { getOrderForAdmin, listAllOrders, parseOrderFilter } from '#src/modules/admin/admin-orders.service.ts'
import { adjustStock, listAllProducts, type ProductChange, setProductFlag } from '#src/modules/admin/admin-products.service.ts'
import { storeOverview } from '#src/modules/admin/admin-stats.service.ts'
import { createUser, deleteUser, listUsers, setUserDisabled, type UserOutcome, updateUser } from '#src/modules/admin/admin-users.service.ts'
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

export const overviewApi = (ctx: ServiceContext) => asAdmin(ctx, async () => ok(await storeOverview(ctx), PRIVATE))

export const listUsersApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const p = url.searchParams
    return ok(await listUsers(ctx, { q: p.get('q') ?? '', role: p.get('role') ?? '', page: Number(p.get('page')) || 1 }), PRIVATE)
  })
export const createUserApi = (ctx: ServiceContext, body: unknown) => asAdmin(ctx, async () => fromUser(await createUser(ctx, body), true))
export const updateUserApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asAdmin(ctx, async () => {
    const disabled = field(body, 'disabled')
    if (typeof disabled === 'boolean') return fromUser(await setUserDisabled(ctx, id, disabled))
    return fromUser(await updateUser(ctx, id, body))
  })
export const deleteUserApi = (ctx: ServiceContext, id: string) => asAdmin(ctx, async () => fromUser(await deleteUser(ctx, id)))

export const listProductsAdminApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () =>
    ok(await listAllProducts(ctx, { q: url.searchParams.get('q') ?? '', page: Number(url.searchParams.get('page')) || 1 }), PRIVATE),
  )
export const updateProductAdminApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asAdmin(ctx, async () => {
    const [featured, published, stock] = [field(body, 'isFeatured'), field(body, 'isPublished'), field(body, 'stock')]
    if (typeof featured === 'boolean') return fromChange(await setProductFlag(ctx, id, 'isFeatured', featured))
    if (typeof published === 'boolean') return fromChange(await setProductFlag(ctx, id, 'isPublished', published))
    if (stock !== undefined) return fromChange(await adjustStock(ctx, id, stock))
    return apiError(400, 'invalid_input', 'Send isFeatured, isPublished (true or false) or stock (a whole number).')
  })

export const listOrdersAdminApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => ok(await listAllOrders(ctx, parseOrderFilter(url.searchParams)), PRIVATE))
export const getOrderAdminApi = (ctx: ServiceContext, id: string) =>
  asAdmin(ctx, async () => {
    const order = await getOrderForAdmin(ctx, id)
    return order ? ok({ order }, PRIVATE) : apiError(404, 'not_found', 'Order not found')
  })
export const updateOrderAdminApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asAdmin(ctx, async () => fromOrderMove(await setOrderStatus(ctx, id, String(field(body, 'status') ?? ''), body ?? {})))
export const refundOrderAdminApi = (ctx: ServiceContext, id: string) => asAdmin(ctx, async () => fromOrderMove(await refundOrder(ctx, id)))
