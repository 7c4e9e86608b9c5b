import type { ServiceContext } from '#src/platform/context.ts'
import * as repo from './order-search.repository.ts'
import type { OrderSearch } from './order-search.ts'

export type { OrderSearch } from './order-search.ts'

/** Orders matching a search, newest first (the admin module checks who asks). */
export const searchOrders = (ctx: Pick<ServiceContext, 'db'>, search: OrderSearch, page: { limit: number; offset: number }) =>
  repo.searchOrders(ctx.db, search, page)

/** Who placed an order and how it was paid, for the admin's order page. */
export const paymentAndCustomerOf = (ctx: Pick<ServiceContext, 'db'>, orderId: string) => repo.findPaymentAndCustomer(ctx.db, orderId)
