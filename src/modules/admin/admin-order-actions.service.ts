import { randomUUID } from 'node:crypto'
import type { OrderStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { SHOP_EVENTS } from '#src/lib/event-bus.ts'
import { formatInr } from '#src/lib/money.ts'
import { canTransition, ORDER_STATUSES, STATUS_LABELS } from '#src/modules/orders/order-state.ts'
import * as repo from '#src/modules/orders/orders.repository.ts'
import { refundThroughProvider } from '#src/modules/payments/refunds.ts'
import { requireAdminActor } from './admin-guard.ts'
import { recordAudit } from './audit.service.ts'

export type AdminOrderOutcome = { ok: true; message: string } | { ok: false; status: 400 | 404 | 409 | 502; message: string }

const NOT_FOUND: AdminOrderOutcome = { ok: false, status: 404, message: 'Order not found' }
const CHANGED: AdminOrderOutcome = { ok: false, status: 409, message: 'This order changed meanwhile. Please reload and try again.' }
const shortId = (id: string) => id.slice(0, 8).toUpperCase()

/**
 * Moves an order to a new status, only along the order state machine. Cancelling puts the stock
 * back and refunds a paid order through its provider; delivering a cash-on-delivery order records
 * the cash as paid. The customer gets an email and sees the step in their timeline.
 */
export async function setOrderStatus(ctx: ServiceContext, orderId: string, wanted: string): Promise<AdminOrderOutcome> {
  const actor = requireAdminActor(ctx)
  const to = wanted as OrderStatus
  if (!ORDER_STATUSES.includes(to)) return { ok: false, status: 400, message: 'Please choose a status from the list.' }
  const order = repo.isOrderId(orderId) ? await repo.findOrder(ctx.db, orderId) : undefined
  if (!order) return NOT_FOUND
  if (!canTransition(order.status, to))
    return {
      ok: false,
      status: 409,
      message: `An order cannot go from ${STATUS_LABELS[order.status]} to ${STATUS_LABELS[to]}.`,
    }

  const refund = to === 'cancelled' && order.paymentStatus === 'paid' ? await refundThroughProvider(ctx, order) : null
  if (refund && !refund.ok) return { ok: false, status: 502, message: refund.message }
  const collected = to === 'delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'pending'
  const paymentStatus = refund ? ('refunded' as const) : collected ? ('paid' as const) : order.paymentStatus
  const note = refund
    ? 'Cancelled by the store; the payment is refunded to the original method'
    : `${STATUS_LABELS[to]} (updated by the store)`

  const changed = await ctx.db.transaction().execute(async (trx) => {
    const moved = await repo.updateStatus(trx, orderId, order.status, {
      status: to,
      paymentStatus,
      ...(refund?.ok ? { paymentReference: refund.reference } : {}),
    })
    if (!moved) return false
    if (to === 'cancelled' && order.stockHeld === 1)
      for (const item of await repo.findItems(trx, [orderId])) await repo.returnStock(trx, item.productId, item.quantity)
    if (to === 'shipped')
      await trx
        .updateTable('orderItems')
        .set({ fulfilment: 'shipped' })
        .where('orderId', '=', orderId)
        .where('fulfilment', '!=', 'shipped')
        .execute()
    await repo.insertEvent(trx, { id: randomUUID(), orderId, status: to, note, createdAt: new Date().toISOString() })
    await recordAudit(trx, actor, {
      action: `order.${to}`,
      entity: 'order',
      entityId: orderId,
      before: { status: order.status, paymentStatus: order.paymentStatus },
      after: { status: to, paymentStatus },
    })
    return true
  })
  if (!changed) return CHANGED
  if (to === 'cancelled') ctx.events.publish(SHOP_EVENTS.productChanged)
  await ctx.mail.send({
    to: order.userEmail,
    kind: `order-${to}`,
    subject: `Order ${shortId(orderId)} is now ${STATUS_LABELS[to].toLowerCase()}`,
    text: [
      `Your order ${orderId} is now ${STATUS_LABELS[to].toLowerCase()}.`,
      ...(refund ? [`${formatInr(order.totalPaise)} is being refunded to your original payment method.`] : []),
      'You can follow it under My Orders.',
      '',
      'Deccan Digital, Pune',
    ].join('\n'),
  })
  return { ok: true, message: `Order ${shortId(orderId)} is now ${STATUS_LABELS[to]}.` }
}

/** Refunds a paid order in full through the provider that took the money; the status stays as it is. */
export async function refundOrder(ctx: ServiceContext, orderId: string): Promise<AdminOrderOutcome> {
  const actor = requireAdminActor(ctx)
  const order = repo.isOrderId(orderId) ? await repo.findOrder(ctx.db, orderId) : undefined
  if (!order) return NOT_FOUND
  if (order.paymentStatus !== 'paid') return { ok: false, status: 409, message: 'Only a paid order can be refunded.' }
  const refund = await refundThroughProvider(ctx, order)
  if (!refund.ok) return { ok: false, status: 502, message: refund.message }
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('orders')
      .set({ paymentStatus: 'refunded', paymentReference: refund.reference, updatedAt: new Date().toISOString() })
      .where('id', '=', orderId)
      .where('paymentStatus', '=', 'paid')
      .executeTakeFirst()
    if (result.numUpdatedRows === 0n) return false
    const note = `Refunded ${formatInr(order.totalPaise)} to the original payment method`
    await repo.insertEvent(trx, { id: randomUUID(), orderId, status: order.status, note, createdAt: new Date().toISOString() })
    await recordAudit(trx, actor, {
      action: 'order.refunded',
      entity: 'order',
      entityId: orderId,
      before: { paymentStatus: 'paid' },
      after: { paymentStatus: 'refunded', refundReference: refund.reference },
    })
    return true
  })
  if (!changed) {
    // The provider has already sent the money back, so this must be looked at by a person.
    ctx.log.error({ orderId, reference: refund.reference }, 'refund sent but the order changed meanwhile')
    return CHANGED
  }
  await ctx.mail.send({
    to: order.userEmail,
    kind: 'order-refunded',
    subject: `Refund for order ${shortId(orderId)}`,
    text: `We have refunded ${formatInr(order.totalPaise)} for your order ${orderId} to your original payment method. Banks usually show it within 5-7 working days.\n\nDeccan Digital, Pune`,
  })
  return { ok: true, message: `Order ${shortId(orderId)} refunded.` }
}
