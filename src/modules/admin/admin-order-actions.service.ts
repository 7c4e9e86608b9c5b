import type { OrderStatus } from '#db/schema.ts'
import { countOf } from '#src/lib/plural.ts'
import { MOVE_TO, moveOrder, ORDER_STATUSES, refundLine, STATUS_LABELS, shipmentErrors, shipmentSchema } from '#src/modules/orders/index.ts'
import { sendRefundAgain, unsettledRefunds } from '#src/modules/payments/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'

export type AdminOrderOutcome = Result<{ message: string }>

/**
 * Moves an order to the status an admin chose, through the order lifecycle: it refuses what the
 * lifecycle refuses, and does what the move does (stock, refund, invoice, timeline, audit, email).
 * Shipping needs the courier and tracking number, so the customer's Track Order leads somewhere.
 */
export async function setOrderStatus(
  ctx: ServiceContext,
  orderId: string,
  wanted: unknown,
  input: unknown = {},
): Promise<AdminOrderOutcome> {
  requireAdminActor(ctx)
  // Whatever the client sent (a form's text, or any JSON value): only one of the named statuses moves an order.
  const move = isOrderStatus(wanted) ? MOVE_TO[wanted] : undefined
  if (!move) return fail('invalid_input', 'Please choose a status from the list.')
  let shipment: { courier: string; trackingNumber: string } | undefined
  if (move === 'ship') {
    const parsed = shipmentSchema.safeParse(input)
    if (!parsed.success) {
      const errors = shipmentErrors(parsed.error)
      return fail('invalid_input', Object.values(errors)[0] ?? 'Please enter the courier and the tracking number.', errors)
    }
    shipment = parsed.data
  }
  const moved = await moveOrder(ctx, orderId, move, { kind: 'admin' }, { shipment })
  return moved.ok ? { ok: true, message: whatMoved(moved) } : moved
}

/**
 * Marks one shipped parcel delivered, where the order as a whole cannot be (another parcel is not shipped
 * yet, issue 49, item 14): the lifecycle's deliver move on that parcel alone.
 */
export async function deliverParcel(ctx: ServiceContext, orderId: string, parcelId: unknown): Promise<AdminOrderOutcome> {
  requireAdminActor(ctx)
  const moved = await moveOrder(ctx, orderId, 'deliver', { kind: 'admin' }, { parcelId: String(parcelId ?? '') })
  return moved.ok ? { ok: true, message: whatMoved(moved) } : moved
}

/** What a move did, in the admin's words; when some parcels moved and the order did not follow, which (issue 49, item 22). */
function whatMoved({ plan, orderNumber }: Extract<Awaited<ReturnType<typeof moveOrder>>, { ok: true }>): string {
  if (plan.parcels && plan.parcels.to !== plan.status)
    return `Order ${orderNumber}: ${countOf(plan.parcels.ids.length, 'parcel')} marked ${STATUS_LABELS[plan.parcels.to]}; the order as a whole is ${STATUS_LABELS[plan.status]}, as another parcel is not there yet.`
  return `Order ${orderNumber} is now ${STATUS_LABELS[plan.status]}.`
}

/** Refunds a paid order in full through the provider that took the money; the status stays as it is. */
export async function refundOrder(ctx: ServiceContext, orderId: string): Promise<AdminOrderOutcome> {
  requireAdminActor(ctx)
  const moved = await moveOrder(ctx, orderId, 'refund', { kind: 'admin' })
  if (!moved.ok) return moved.code === 'illegal_transition' ? fail('conflict', 'Only a paid order can be refunded.') : moved
  return { ok: true, message: `Order ${moved.orderNumber} refunded.` }
}

/**
 * Sends a refund the gateway refused again (decision 070). What the gateway says now is the message: sent,
 * refused again with its reason, or not answered yet (the shop keeps trying every minute).
 */
export async function sendOrderRefundAgain(ctx: ServiceContext, orderId: string, refundId: unknown): Promise<AdminOrderOutcome> {
  requireAdminActor(ctx)
  const id = typeof refundId === 'string' ? refundId : ''
  const refunds = await unsettledRefunds(ctx.db, [orderId])
  if (!refunds.some((r) => r.id === id)) return fail('not_found', 'No refused refund to send again.')
  const again = await sendRefundAgain(ctx, id)
  if (!again.ok) return again
  const { outcome } = again
  if (outcome.status === 'failed') return fail('refund_failed', `The gateway refused the refund again: ${outcome.reason}`)
  return {
    ok: true,
    message:
      outcome.status === 'succeeded'
        ? `Refund sent again: the gateway's refund ${outcome.reference}.`
        : 'Refund sent again; the gateway has not answered yet. The shop asks again every minute.',
  }
}

/** Refunds one item of a parcel whole, its GST with it, with a credit note naming it (issue 24). */
export async function refundParcelLine(
  ctx: ServiceContext,
  orderId: string,
  parcelId: unknown,
  productId: unknown,
): Promise<AdminOrderOutcome> {
  requireAdminActor(ctx)
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const moved = await refundLine(ctx, orderId, text(parcelId), text(productId))
  if (!moved.ok) return moved
  return { ok: true, message: `The item is refunded on order ${moved.orderNumber}, with a credit note.` }
}

const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)

/**
 * Cancels one seller's parcel that cannot ship, with the reason the customer reads: its part is refunded
 * the way it was paid (a credit note where it was invoiced), the other parcels go on (decision 039).
 */
export async function cancelParcel(ctx: ServiceContext, orderId: string, parcelId: unknown, reason: unknown): Promise<AdminOrderOutcome> {
  requireAdminActor(ctx)
  const text = typeof reason === 'string' ? reason.trim() : ''
  if (text.length < 5 || text.length > 300)
    return fail('invalid_input', 'Please say in 5 to 300 characters why the parcel is cancelled: the customer reads it.', {
      reason: 'Please say in 5 to 300 characters why the parcel is cancelled',
    })
  const moved = await moveOrder(ctx, orderId, 'cancel', { kind: 'admin' }, { parcelId: String(parcelId ?? ''), reason: text })
  if (!moved.ok) return moved
  return { ok: true, message: `The parcel of order ${moved.orderNumber} is cancelled.` }
}

/**
 * Refunds part of one parcel (rupees, whole or with paise) through the provider that took it, with its
 * credit note; the amount is checked against what is left of the parcel by the lifecycle.
 */
export async function refundParcelPart(
  ctx: ServiceContext,
  orderId: string,
  parcelId: unknown,
  rupees: unknown,
): Promise<AdminOrderOutcome> {
  requireAdminActor(ctx)
  const amount = typeof rupees === 'string' && /^\d{1,7}(\.\d{1,2})?$/.test(rupees.trim()) ? Math.round(Number(rupees.trim()) * 100) : NaN
  if (!Number.isInteger(amount) || amount <= 0)
    return fail('invalid_input', 'Please enter the amount to refund in rupees, for example 1500 or 1499.50.', {
      amount: 'Please enter the amount in rupees, for example 1500',
    })
  const moved = await moveOrder(ctx, orderId, 'refund_part', { kind: 'admin' }, { parcelId: String(parcelId ?? ''), amountPaise: amount })
  if (!moved.ok) return moved
  return { ok: true, message: `Part of order ${moved.orderNumber} refunded.` }
}
