import type { OrderStatus, PaymentStatus } from '#db/schema.ts'
import {
  getOrder,
  ORDER_STATUSES,
  type OrderSearch,
  PAYMENT_STATUSES,
  paymentAndCustomerOf,
  searchOrders,
} from '#src/modules/orders/index.ts'
import { unsettledRefunds } from '#src/modules/payments/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { pageOf } from '#src/platform/paging.ts'

export const ADMIN_ORDERS_PAGE_SIZE = 20

export interface AdminOrderFilter {
  status?: OrderStatus
  paymentStatus?: PaymentStatus
  /** Calendar days in India (YYYY-MM-DD), inclusive. */
  from?: string
  to?: string
  /** Matches the order number, the order id's start, the customer's name or email. */
  q?: string
  page?: number
}

export interface AdminOrderRow {
  id: string
  number: string
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
  return {
    status: ORDER_STATUSES.includes(status) ? status : undefined,
    paymentStatus: PAYMENT_STATUSES.includes(paymentStatus) ? paymentStatus : undefined,
    from: DAY.test(from) && !Number.isNaN(Date.parse(from)) ? from : undefined,
    to: DAY.test(to) && !Number.isNaN(Date.parse(to)) ? to : undefined,
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    page: pageOf(params),
  }
}

/** The admin's filter as the orders module searches (Indian calendar days to instants). */
export function orderSearchOf(filter: AdminOrderFilter): OrderSearch {
  return {
    status: filter.status,
    paymentStatus: filter.paymentStatus,
    from: filter.from ? startOfIndianDay(filter.from) : undefined,
    before: filter.to ? startOfIndianDay(filter.to, 1) : undefined,
    q: filter.q,
  }
}

/** Every order in the store, newest first, filtered and paged. */
export async function listAllOrders(ctx: ServiceContext, filter: AdminOrderFilter) {
  requireAdminActor(ctx)
  const page = filter.page ?? 1
  const { rows, total } = await searchOrders(ctx, orderSearchOf(filter), {
    limit: ADMIN_ORDERS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
  })
  const orders: AdminOrderRow[] = rows.map(({ userName, shipFullName, ...row }) => ({ ...row, customerName: userName ?? shipFullName }))
  return { orders, total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE)) }
}

/** One order as the admin sees it: the customer's view plus who they are and how they paid. */
export async function getOrderForAdmin(ctx: ServiceContext, orderId: string) {
  requireAdminActor(ctx)
  const order = await getOrder(ctx, orderId)
  if (!order) return null
  return {
    ...order,
    ...(await paymentAndCustomerOf(ctx, orderId)),
    // Refunds written but not yet confirmed by the gateway, or refused by it (decision 070).
    gatewayRefunds: await unsettledRefunds(ctx.db, [orderId]),
  }
}
