import type { OrderStatus, PaymentStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { ORDER_STATUSES, PAYMENT_STATUSES } from '#src/modules/orders/order-state.ts'
import { getOrder } from '#src/modules/orders/orders.service.ts'
import { requireAdminActor } from './admin-guard.ts'

export const ADMIN_ORDERS_PAGE_SIZE = 20

export interface AdminOrderFilter {
  status?: OrderStatus
  paymentStatus?: PaymentStatus
  /** Calendar days in India (YYYY-MM-DD), inclusive. */
  from?: string
  to?: string
  /** Matches the order id's start, the customer's name or email. */
  q?: string
  page?: number
}

export interface AdminOrderRow {
  id: string
  customerName: string
  customerEmail: string
  createdAt: string
  totalPaise: number
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The first instant of an Indian calendar day, as the UTC text orders are stamped with. */
function startOfIndianDay(day: string, plusDays = 0): string {
  const date = new Date(`${day}T00:00:00+05:30`)
  date.setUTCDate(date.getUTCDate() + plusDays)
  return date.toISOString()
}

/** Reads the filter from a URL's search params, dropping anything malformed. */
export function parseOrderFilter(params: URLSearchParams): AdminOrderFilter {
  const status = params.get('status') as OrderStatus
  const paymentStatus = params.get('paymentStatus') as PaymentStatus
  const from = params.get('from') ?? ''
  const to = params.get('to') ?? ''
  const page = Number(params.get('page'))
  return {
    status: ORDER_STATUSES.includes(status) ? status : undefined,
    paymentStatus: PAYMENT_STATUSES.includes(paymentStatus) ? paymentStatus : undefined,
    from: DAY.test(from) && !Number.isNaN(Date.parse(from)) ? from : undefined,
    to: DAY.test(to) && !Number.isNaN(Date.parse(to)) ? to : undefined,
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Every order in the store, newest first, filtered and paged. */
export async function listAllOrders(ctx: ServiceContext, filter: AdminOrderFilter) {
  requireAdminActor(ctx)
  let query = ctx.db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.userId')
  if (filter.status) query = query.where('orders.status', '=', filter.status)
  if (filter.paymentStatus) query = query.where('orders.paymentStatus', '=', filter.paymentStatus)
  if (filter.from) query = query.where('orders.createdAt', '>=', startOfIndianDay(filter.from))
  if (filter.to) query = query.where('orders.createdAt', '<', startOfIndianDay(filter.to, 1))
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const idStart = `${filter.q.toLowerCase().replace(/[^0-9a-f-]/g, '')}%`
    query = query.where((eb) =>
      eb.or([
        ...(idStart.length > 1 ? [eb('orders.id', 'like', idStart)] : []),
        eb(eb.fn('lower', ['users.name']), 'like', pattern),
        eb(eb.fn('lower', ['orders.shipFullName']), 'like', pattern),
        eb(eb.fn('lower', ['orders.userEmail']), 'like', pattern),
      ]),
    )
  }
  const page = filter.page ?? 1
  const [rows, counted] = await Promise.all([
    query
      .select([
        'orders.id',
        'orders.userEmail as customerEmail',
        'orders.shipFullName',
        'users.name as userName',
        'orders.createdAt',
        'orders.totalPaise',
        'orders.status',
        'orders.paymentStatus',
        'orders.paymentMethod',
      ])
      .orderBy('orders.createdAt', 'desc')
      .orderBy('orders.id')
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ])
  const total = Number(counted?.count ?? 0)
  const orders: AdminOrderRow[] = rows.map(({ userName, shipFullName, ...row }) => ({ ...row, customerName: userName ?? shipFullName }))
  return { orders, total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)) }
}

/** One order as the admin sees it: the customer's view plus who they are and how they paid. */
export async function getOrderForAdmin(ctx: ServiceContext, orderId: string) {
  requireAdminActor(ctx)
  const order = await getOrder(ctx, orderId)
  if (!order) return null
  const extra = await ctx.db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.userId')
    .select(['users.name as customerName', 'orders.userEmail', 'orders.paymentProvider', 'orders.paymentReference'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow()
  return { ...order, ...extra }
}
