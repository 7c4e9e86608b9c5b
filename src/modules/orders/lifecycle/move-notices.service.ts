import * as templates from '#src/modules/email/index.ts'
import { discountsNamed, discountsOfOrders } from '#src/modules/offers/index.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { dueOnDelivery, orderClosed } from '../parcels/parcel-state.ts'
import { sellerNames } from '../parcels/parcels.service.ts'
import { notifyVendorsOfOrder } from '../parcels/vendor-notices.service.ts'
import { moneyNotice } from '../refunds/refunds.service.ts'
import type { Loaded, Splits } from './loaded-order.service.ts'
import type { LifecycleContext, MoveDetail } from './move-context.ts'
import type { Mover, Plan } from './order-state.ts'

/**
 * What follows a move's commit, once: the events for live pages, the log line, the sellers told of a paid
 * order, and the customer's email saying what happened and where the order's money stands.
 */
export async function announceMove(ctx: LifecycleContext, loaded: Loaded, plan: Plan, mover: Mover, detail: MoveDetail, splits: Splits) {
  const { order, parcels } = loaded
  ctx.events.publish(SHOP_EVENTS.orderChanged)
  if (plan.stock) ctx.events.publish(SHOP_EVENTS.productChanged)
  ctx.log.info(
    { orderId: order.id, move: plan.move, by: mover.kind, status: plan.status, paymentStatus: plan.paymentStatus },
    'order moved',
  )
  // A paid online order is now one its vendors can fulfil.
  if (plan.move === 'pay') await notifyVendorsOfOrder(ctx, order.id)
  if (!plan.notify) return
  const givenPaise = splits.reduce((a, s) => a + s.amountPaise, 0)
  const after = parcels.map((p) => ({
    ...p,
    status: plan.parcels?.ids.includes(p.id) ? plan.parcels.to : p.status,
    refundedPaise: p.refundedPaise + (splits.find((s) => s.parcelId === p.id)?.amountPaise ?? 0),
  }))
  const closed = orderClosed(after)
  // Where the order's money stands now: its lines struck out, each refund and where it went, the net paid.
  const money = givenPaise > 0 || plan.parcels?.to === 'cancelled' ? await moneyNotice(ctx.db, order.id) : undefined
  // One seller's parcel cancelled while others go on: the customer is told which, why, and what comes back.
  if (plan.move === 'cancel' && plan.status !== 'cancelled' && plan.parcels) {
    const names = await sellerNames(
      ctx,
      parcels.map((p) => p.vendorId),
    )
    for (const p of parcels.filter((x) => plan.parcels?.ids.includes(x.id)))
      await ctx.mail.send(
        templates.parcelCancelled(
          order.userEmail,
          {
            orderNumber: order.orderNumber,
            parcel: `Parcel ${p.position} of ${parcels.length}`,
            sellerName: names.get(p.vendorId) ?? p.vendorId,
            reason: detail.reason?.trim() || (mover.kind === 'customer' ? 'Cancelled by the customer' : 'Cancelled by the store'),
            refundedPaise: splits.find((s) => s.parcelId === p.id)?.amountPaise ?? 0,
            orderClosed: closed,
          },
          money,
        ),
      )
    return
  }
  // A parcel delivered while the order as a whole is not: the customer is told which parcel arrived.
  if (plan.move === 'deliver' && plan.status !== 'delivered' && plan.parcels) {
    const names = await sellerNames(
      ctx,
      parcels.map((p) => p.vendorId),
    )
    for (const p of parcels.filter((x) => plan.parcels?.ids.includes(x.id)))
      await ctx.mail.send(
        templates.parcelDelivered(order.userEmail, {
          orderNumber: order.orderNumber,
          parcel: `Parcel ${p.position} of ${parcels.length}`,
          sellerName: names.get(p.vendorId) ?? p.vendorId,
        }),
      )
    return
  }
  if (plan.move === 'refund' || plan.move === 'refund_part' || plan.move === 'refund_at_gateway')
    return ctx.mail.send(templates.orderRefunded(order.userEmail, { orderNumber: order.orderNumber, totalPaise: givenPaise }, money))
  if (plan.move === 'ship' && detail.shipment && (mover.kind === 'vendor' || plan.status !== 'shipped' || parcels.length > 1)) {
    const shipped = parcels.filter((p) => plan.parcels?.ids.includes(p.id))
    const one = parcels.length > 1 && shipped.length === 1 ? shipped[0] : undefined
    const parcel = one
      ? {
          label: `Parcel ${one.position} of ${parcels.length}`,
          sellerName: (await sellerNames(ctx, [one.vendorId])).get(one.vendorId) ?? one.vendorId,
          itemCount: loaded.lines.filter((l) => l.vendorId === one.vendorId).reduce((n, l) => n + l.quantity, 0),
          dueOnDeliveryPaise: dueOnDelivery(order, one),
          // What is due at the door is after the parcel's offers: the email names them.
          discounts:
            dueOnDelivery(order, one) > 0
              ? discountsNamed((await discountsOfOrders(ctx.db, [order.id])).get(order.id) ?? [], (l) => l.parcelId === one.id)
              : [],
        }
      : undefined
    return ctx.mail.send(
      templates.orderLinesShipped(order.userEmail, order.orderNumber, detail.shipment, plan.status === 'shipped', parcel),
    )
  }
  return ctx.mail.send(
    templates.orderStatusChanged(
      order.userEmail,
      { orderNumber: order.orderNumber, totalPaise: givenPaise || order.totalPaise },
      plan.status,
      {
        refunded: givenPaise > 0,
        byCustomer: mover.kind === 'customer',
        shipment: detail.shipment,
        money,
      },
    ),
  )
}
