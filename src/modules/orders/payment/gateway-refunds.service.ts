import { formatInr } from '#src/lib/money.ts'
import { gatewayRefundKey, refundedThroughProvider, refundKnown, refundUnderWay, settleFromGateway } from '#src/modules/payments/index.ts'
import type { Actor } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { CHANGED, GATEWAY_REFUND_RECORDED, type LifecycleContext, moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { findOrderForPayment, orderIdOfGatewayOrder } from '../records/order-access.service.ts'

/** Who the audit log names for a refund made in Razorpay's own dashboard: the shop cannot know the person. */
const RAZORPAY: Actor = { id: 'razorpay', name: 'Razorpay', email: 'razorpay', role: 'admin' }

/** A gateway whose own refunds (made in its dashboard) reach the shop by webhook. */
export interface RefundingGateway {
  provider: string
  /** Where the refund was made, as the timeline says it: "the Razorpay Dashboard". */
  where: string
  actor: Actor
}

export const RAZORPAY_DASHBOARD: RefundingGateway = { provider: 'razorpay', where: 'the Razorpay Dashboard', actor: RAZORPAY }

type PaymentOrder = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>

/** Razorpay's `refund.processed` event, as much of it as the shop reads (its webhook payload). */
export interface RefundEvent {
  refund?: { id?: unknown; amount?: unknown; currency?: unknown; payment_id?: unknown; notes?: unknown; error_description?: unknown }
  payment?: { id?: unknown; order_id?: unknown }
}

/** The shop's refund record a Razorpay refund was sent for: the `refund_record` note the shop sends with it. */
function recordOf(refund: RefundEvent['refund']): string | null {
  const notes = refund?.notes
  const id = notes && typeof notes === 'object' ? (notes as Record<string, unknown>).refund_record : undefined
  return typeof id === 'string' ? id : null
}

/**
 * Razorpay's `refund.failed` for a refund the shop sent: the record is marked failed with Razorpay's
 * reason and its money is due to the customer again in the books, for an admin to send again (decision 070).
 */
export async function recordRazorpayRefundFailure(services: LifecycleContext, event: RefundEvent): Promise<Result<{ handled: boolean }>> {
  const record = recordOf(event.refund)
  const reason =
    typeof event.refund?.error_description === 'string' ? event.refund.error_description : 'Razorpay reported the refund failed'
  return { ok: true, handled: record !== null && (await settleFromGateway(services, record, { refusal: reason })) }
}

/**
 * A refund Razorpay processed: one made in the Razorpay Dashboard (or Razorpay's own auto-refund) is
 * recorded in the shop's books through the order lifecycle, once per Razorpay refund id however often the
 * event is delivered. One the shop sent itself is already recorded (its refund id is the claim's
 * reference) and changes nothing. All of what the gateway took, counting earlier refunds, refunds the
 * order; less keeps it paid and records the part, each with the credit note the invoice needs.
 */
export async function recordRazorpayRefund(services: LifecycleContext, event: RefundEvent): Promise<Result<{ handled: boolean }>> {
  const refund = event.refund
  const refundId = typeof refund?.id === 'string' ? refund.id : ''
  const gatewayOrderId = typeof event.payment?.order_id === 'string' ? event.payment.order_id : ''
  const orderId = gatewayOrderId ? await orderIdOfGatewayOrder(services, gatewayOrderId) : undefined
  const order = orderId ? await findOrderForPayment(services, orderId) : undefined
  if (!order || !refundId) return { ok: true, handled: false }
  const made = { id: refundId, amount: refund?.amount, currency: refund?.currency, paymentId: refund?.payment_id, record: recordOf(refund) }
  return recordRefundAtGateway(services, order, made, RAZORPAY_DASHBOARD)
}

/**
 * A refund the gateway made, for an order of ours: the shop's own record completed when it names one (the
 * shop never got the answer), nothing when it is known already, else recorded through the lifecycle as
 * a refund made in the gateway's dashboard (recordRazorpayRefund says how). A gateway's currency is
 * compared in capitals (Stripe writes inr, Razorpay INR).
 */
export async function recordRefundAtGateway(
  services: LifecycleContext,
  order: PaymentOrder,
  refund: { id: string; amount: unknown; currency: unknown; paymentId: unknown; record: string | null },
  gateway: RefundingGateway,
): Promise<Result<{ handled: boolean }>> {
  const refundId = refund.id
  const amountPaise = Number(refund.amount)
  const name = gateway.actor.name
  const seen = { orderId: order.id, refundId, amountPaise, paymentId: refund.paymentId }
  // A refund the shop sent whose answer it never got (it died, or the answer was lost): the event completes its record.
  if (refund.record && (await settleFromGateway(services, refund.record, { reference: refundId }))) {
    services.log.info({ ...seen, record: refund.record }, `${name} refund of a shop record confirmed`)
    return { ok: true, handled: true }
  }
  if (await refundKnown(services.db, refundId)) {
    services.log.info(seen, `${name} refund already recorded`)
    return { ok: true, handled: true }
  }
  // The shop's own refund in flight: its refund id is written when the gateway answers. The gateway delivers
  // the event again later (any answer but 2xx), by when it is known as the shop's own.
  if (await refundUnderWay(services.db, order.id)) return fail('conflict', 'A refund of this order is being recorded. Please try again.')
  // Only money that paid this order counts: another payment's refund (a duplicate payment's) is not this order's.
  const currency = typeof refund.currency === 'string' ? refund.currency.toUpperCase() : ''
  if (refund.paymentId !== order.paymentReference || currency !== 'INR' || !Number.isInteger(amountPaise) || amountPaise <= 0) {
    services.log.error(seen, `${name} refund does not match the payment of the order: not recorded`)
    return { ok: true, handled: true }
  }
  const taken = order.totalPaise - order.storeCreditPaise
  const before = await refundedThroughProvider(services.db, order.id, gatewayRefundKey(refundId))
  const whole = before + amountPaise >= taken
  const moved = await moveOrder(
    { ...services, actor: gateway.actor },
    order.id,
    whole ? 'refund_at_gateway' : 'part_refund_at_gateway',
    { kind: 'gateway' },
    {
      gatewayRefund: { id: refundId, amountPaise, provider: gateway.provider },
      note: whole
        ? `Refunded ${formatInr(amountPaise)} to the original payment method in ${gateway.where} (refund ${refundId})${order.storeCreditPaise > 0 ? ` and ${formatInr(order.storeCreditPaise)} to store credit` : ''}`
        : `Part refund of ${formatInr(amountPaise)} to the original payment method in ${gateway.where} (refund ${refundId}); the order stays paid`,
    },
  )
  // A delivery that raced this one recorded it first: the books already have it.
  if (!moved.ok && (moved === GATEWAY_REFUND_RECORDED || (await refundKnown(services.db, refundId)))) {
    services.log.info(seen, `${name} refund already recorded`)
    return { ok: true, handled: true }
  }
  if (!moved.ok) {
    // Money went back that the shop's books cannot take (an order not paid here): a person must look at it.
    services.log.error({ ...seen, code: moved.code, message: moved.message }, `${name} refund could not be recorded`)
    // An order that changed under it is tried again when the gateway delivers the event again.
    return moved === CHANGED ? moved : { ok: true, handled: true }
  }
  services.log.info({ ...seen, whole }, `${name} refund recorded`)
  return { ok: true, handled: true }
}
