import { vendorContacts } from '#src/modules/accounts/index.ts'
import * as templates from '#src/modules/email/index.ts'
import { discountsNamed, discountsOfOrders } from '#src/modules/offers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { unitsWithGstPaise } from '../line-money.ts'
import * as repo from '../records/orders.repository.ts'

/**
 * Tells each vendor of an order about their own lines, once the order can be fulfilled: at placement
 * for cash on delivery, at payment for an online order (the lifecycle's `pay`). Only their lines and the
 * city and PIN (the full address is on their orders page), and the offers on each line: the store's,
 * which it pays them, and their own. A failed email is logged, never fatal.
 */
export async function notifyVendorsOfOrder(ctx: Pick<ServiceContext, 'db' | 'mail' | 'log'>, orderId: string): Promise<void> {
  try {
    const order = await repo.findOrder(ctx.db, orderId)
    if (!order) return
    const [items, lines, discounts] = await Promise.all([
      repo.findItems(ctx.db, [orderId]),
      repo.findLines(ctx.db, orderId),
      discountsOfOrders(ctx.db, [orderId]),
    ])
    const offers = discounts.get(orderId) ?? []
    const vendorOf = new Map(lines.map((line) => [line.productId, line.vendorId]))
    const contacts = await vendorContacts(ctx.db, [...new Set(lines.map((line) => line.vendorId))])
    for (const contact of contacts) {
      const own = items.filter((item) => vendorOf.get(item.productId) === contact.vendorId)
      if (own.length === 0) continue
      await ctx.mail.send(
        templates.vendorNewOrder(contact.email, {
          storeName: contact.storeName,
          orderNumber: order.orderNumber,
          paymentMethod: order.paymentMethod,
          destination: `${order.shipCity} ${order.shipPincode}`,
          lines: own.map((item) => ({
            ...item,
            lineTotalWithGstPaise: unitsWithGstPaise(item, item.quantity),
            discounts: discountsNamed(offers, (l) => l.productId === item.productId),
          })),
        }),
      )
    }
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'vendors could not be told of a new order')
  }
}
