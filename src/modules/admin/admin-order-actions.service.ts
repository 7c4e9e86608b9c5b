import type { OrderStatus } from '#db/schema.ts'
import { MOVE_TO, moveOrder, ORDER_STATUSES, STATUS_LABELS, shipmentErrors, shipmentSchema } from '#src/modules/orders/index.ts'
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
  if (!moved.ok) return moved
  return { ok: true, message: `Order ${moved.orderNumber} is now ${STATUS_LABELS[moved.plan.status]}.` }
}

/** Refunds a paid order in full through the provider that took the money; the status stays as it is. */
export async function refundOrder(ctx: ServiceContext, orderId: string): Promise<AdminOrderOutcome> {
  requireAdminActor(ctx)
  const moved = await moveOrder(ctx, orderId, 'refund', { kind: 'admin' })
  if (!moved.ok) return moved.code === 'illegal_transition' ? fail('conflict', 'Only a paid order can be refunded.') : moved
  return { ok: true, message: `Order ${moved.orderNumber} refunded.` }
}

const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
