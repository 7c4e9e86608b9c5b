import type { Database } from '#db/database.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import * as repo from './orders.repository.ts'

// What other modules may read or record of orders, through the orders module (decision 012):
// vendors their own lines, payments an order and its gateway order, the catalogue and admin whether
// something was ordered.

/**
 * A vendor's own lines of one page of their orders, or of one order, newest first (the vendors module
 * checks who is asking), with how many orders match in all.
 */
export async function linesOfVendor(
  ctx: ServiceContext,
  vendorId: string,
  filter: repo.VendorLineFilter = {},
  page: { limit: number; offset: number } = { limit: 50, offset: 0 },
) {
  if (filter.orderId !== undefined && !repo.isOrderId(filter.orderId)) return { lines: [], orderCount: 0 }
  const [lines, orderCount] = await Promise.all([
    repo.findVendorLines(ctx.db, vendorId, filter, page),
    repo.countVendorOrders(ctx.db, vendorId, filter),
  ])
  return { lines, orderCount }
}

/** Each store's share of these orders' subtotals, as numbers (for splitting a cash-on-delivery amount). */
export async function storeSubtotalsOf(ctx: ServiceContext, orderIds: readonly string[]) {
  const rows = await repo.findStoreSubtotals(ctx.db, orderIds)
  return rows.map((r) => ({ orderId: r.orderId, vendorId: r.vendorId, subtotalPaise: Number(r.subtotalPaise) }))
}

/**
 * The payments module's view of an order: any order by id (callers check whose it is), with what is due
 * through the gateway: the total less the store credit spent on it.
 */
export async function findOrderForPayment(ctx: Pick<ServiceContext, 'db'>, orderId: string) {
  const order = repo.isOrderId(orderId) ? await repo.findOrder(ctx.db, orderId) : undefined
  return order ? { ...order, duePaise: order.totalPaise - order.storeCreditPaise } : undefined
}

/** Remembers the gateway's order for ours (once: the first one created stays). */
export const recordGatewayOrder = (ctx: Pick<ServiceContext, 'db'>, orderId: string, gatewayOrderId: string) =>
  repo.setGatewayOrderId(ctx.db, orderId, gatewayOrderId)

export const orderIdOfGatewayOrder = (ctx: Pick<ServiceContext, 'db'>, gatewayOrderId: string) =>
  repo.findOrderIdByGatewayOrderId(ctx.db, gatewayOrderId)

/** Which of these products have been ordered (their history must stay whole: they are unpublished, not deleted). */
export function orderedProductIds(db: Database, productIds: readonly string[]): Promise<Set<string>> {
  return repo.findOrderedProductIds(db, productIds)
}

/** The numbers (DD-…) of these orders by id, for records that keep the id (the audit log); unknown ids are left out. */
export function orderNumbersOf(db: Database, orderIds: readonly string[]): Promise<Map<string, string>> {
  return repo.findOrderNumbers(db, [...new Set(orderIds.filter(repo.isOrderId))])
}

/** Whether this user has ever ordered (their account is then kept for the records). */
export function hasOrdered(db: Database, userId: string): Promise<boolean> {
  return repo.userHasOrders(db, userId)
}

/** Whether any order of this user was ever delivered (a review needs one). */
export const hasDeliveredOrder = (db: Database, userId: string) => repo.userHasDeliveredOrder(db, userId)

/** The user's delivered order containing the product (what makes a review a verified purchase), or null. */
export const deliveredOrderWith = (db: Database, userId: string, productId: string) => repo.findDeliveredOrderWith(db, userId, productId)
