import { randomUUID } from 'node:crypto'
import { type PaidWith, SIMULATED_METHODS } from '#src/modules/offers/index.ts'
import { RazorpayError, type RazorpayPayment } from '#src/modules/payments/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { type Failure, fail, type Result } from '#src/platform/failure.ts'
import { type LifecycleContext, moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { findOrderForPayment, orderIdOfGatewayOrder, recordGatewayOrder } from '../records/order-access.service.ts'
import { type RefundEvent, recordRazorpayRefund, recordRazorpayRefundFailure } from './gateway-refunds.service.ts'
import { type PaymentTaken, refusedPayment } from './refused-payments.service.ts'

/**
 * Payments: an order is paid only when its gateway says so, never because the browser claims it, and
 * only for its whole amount due in rupees (the total less any store credit spent on it). Two gateways: the built-in test gateway (the shopper chooses
 * succeed or fail on a labelled page, where the shop allows it) and Razorpay (signature from the
 * browser checked against the payment Razorpay reports, and signed webhooks). Both move the order
 * through the lifecycle's `pay` and `fail_payment`.
 */
export type PaymentOutcome = Result<{ paid: boolean }>

type Order = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>

const NOT_FOUND = fail('not_found', 'Order not found')

/** The signed-in user's own order, or null. */
export async function payableOrder(ctx: ServiceContext, orderId: string): Promise<Order | null> {
  if (!ctx.actor) return null
  const order = await findOrderForPayment(ctx, orderId)
  return order && order.userId === ctx.actor.id ? order : null
}

export const awaitingPayment = (order: Order) =>
  order.status === 'pending' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')

export async function record(
  ctx: LifecycleContext,
  order: Order,
  succeed: boolean,
  reference: string | null,
  gateway: string,
  /** How it was paid, as the gateway reports it (a bank offer's condition is checked against it). */
  paidWith: PaidWith | null = null,
  /** What the gateway took for it: what happens to that money is said, and done, if the order refuses it. */
  taken?: PaymentTaken,
): Promise<PaymentOutcome> {
  const moved = await moveOrder(
    ctx,
    order.id,
    succeed ? 'pay' : 'fail_payment',
    { kind: 'gateway' },
    {
      ...(reference ? { paymentReference: reference } : {}),
      paidWith,
      note: succeed ? `Payment received (${gateway})` : `Payment failed (${gateway})`,
    },
  )
  if (moved.ok) return { ok: true, paid: succeed }
  return succeed ? refusedPayment(ctx, order, moved, taken) : moved
}

/**
 * The test gateway's answer, as the shopper chose it on its labelled page: success or failure, and the
 * way of paying it pretends (`method`, one of SIMULATED_METHODS; UPI unless said), so a bank offer's
 * condition can be tried (decision 083).
 */
export async function completeTestPayment(
  ctx: ServiceContext,
  orderId: string,
  succeed: boolean,
  method?: string,
): Promise<PaymentOutcome> {
  // The test gateway exists only where it is switched on (demo, development, a staging shop): in a
  // real shop anyone could otherwise mark their own order paid.
  if (!ctx.testGateway) return NOT_FOUND
  const order = await payableOrder(ctx, orderId)
  if (order?.paymentProvider !== 'test') return NOT_FOUND
  // The lifecycle refuses an order that is not waiting for a payment.
  const paidWith = (SIMULATED_METHODS.find((m) => m.id === method) ?? SIMULATED_METHODS[0])?.paidWith ?? null
  const outcome = await record(ctx, order, succeed, succeed ? `test_${randomUUID().slice(0, 12)}` : null, 'test gateway', paidWith, {
    kind: 'nothing',
  })
  ctx.log.info({ orderId, succeed, ok: outcome.ok }, 'test payment recorded')
  return outcome
}

export interface RazorpayCheckout {
  keyId: string
  gatewayOrderId: string
  amountPaise: number
  name: string
  email: string
  contact: string
}

/** Creates (once) the Razorpay order for the exact amount, for the browser to open Razorpay Checkout with. */
export async function startRazorpayPayment(ctx: ServiceContext, orderId: string): Promise<Result<{ checkout: RazorpayCheckout }>> {
  const order = await payableOrder(ctx, orderId)
  if (order?.paymentProvider !== 'razorpay' || !ctx.razorpay) return NOT_FOUND
  if (!awaitingPayment(order)) return fail('conflict', 'This order is not waiting for a payment.')
  let gatewayOrderId = order.gatewayOrderId
  if (!gatewayOrderId) {
    try {
      const created = await ctx.razorpay.createOrder(order.duePaise, order.orderNumber, { orderId })
      await recordGatewayOrder(ctx, orderId, created.id)
      gatewayOrderId = (await findOrderForPayment(ctx, orderId))?.gatewayOrderId ?? created.id
    } catch (error) {
      ctx.log.error({ err: error, orderId }, 'Razorpay order could not be created')
      return fail(
        'payment_unavailable',
        error instanceof RazorpayError ? 'The payment service is not answering. Please try again in a minute.' : 'Payment could not start.',
      )
    }
  }
  return {
    ok: true,
    checkout: {
      keyId: ctx.razorpay.keyId,
      gatewayOrderId,
      amountPaise: order.duePaise,
      name: order.shipFullName,
      email: order.userEmail,
      contact: order.shipPhone,
    },
  }
}

const UNVERIFIED = 'We could not verify this payment. If money left your account, it will be refunded automatically.'

/**
 * Whether a payment Razorpay reports pays this order: our Razorpay order, its whole amount, in rupees,
 * and taken (authorised or captured). A mismatch is logged and audited, and the order stays unpaid.
 */
export async function paysInFull(
  services: LifecycleContext,
  order: Order,
  payment: Pick<RazorpayPayment, 'id' | 'amount' | 'currency' | 'order_id'> & { status?: string },
): Promise<boolean> {
  const taken = payment.status === undefined || payment.status === 'captured' || payment.status === 'authorized'
  if (payment.order_id === order.gatewayOrderId && payment.amount === order.duePaise && payment.currency === 'INR' && taken) return true
  const seen = {
    paymentId: payment.id,
    amountPaise: payment.amount,
    currency: payment.currency,
    gatewayOrderId: payment.order_id,
    status: payment.status,
  }
  services.log.error(
    { orderId: order.id, expectedPaise: order.duePaise, ...seen },
    'Razorpay payment does not match the order: left unpaid',
  )
  await recordAudit(
    services.db,
    { id: 'razorpay', name: 'Razorpay', email: 'razorpay', role: 'admin' },
    {
      action: 'order.payment-mismatch',
      entity: 'order',
      entityId: order.id,
      before: { duePaise: order.duePaise, currency: 'INR', gatewayOrderId: order.gatewayOrderId },
      after: seen,
    },
  )
  return false
}

/** The browser's handler result: paid only if the signature checks out and Razorpay's own record of the payment pays this order. */
export async function confirmRazorpayPayment(
  ctx: ServiceContext,
  orderId: string,
  fields: Record<string, string | undefined>,
): Promise<PaymentOutcome> {
  const order = await payableOrder(ctx, orderId)
  if (order?.paymentProvider !== 'razorpay' || !ctx.razorpay) return NOT_FOUND
  const stored = order.gatewayOrderId
  const paymentId = fields.razorpay_payment_id ?? ''
  const valid = stored !== null && ctx.razorpay.verifyPayment(stored, paymentId, fields.razorpay_signature ?? '')
  if (!valid) {
    ctx.log.warn({ orderId }, 'Razorpay payment signature did not verify')
    return fail('payment_invalid', UNVERIFIED)
  }
  if (order.paymentStatus === 'paid') return { ok: true, paid: true }
  let payment: RazorpayPayment
  try {
    payment = await ctx.razorpay.fetchPayment(paymentId)
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'Razorpay payment could not be fetched')
    return fail('payment_unavailable', 'The payment service is not answering. Your payment is safe: please reload this page in a minute.')
  }
  if (!(await paysInFull(ctx, order, payment))) return fail('payment_invalid', UNVERIFIED)
  return record(ctx, order, true, paymentId, 'Razorpay', razorpayPaidWith(payment), {
    kind: 'gateway',
    gateway: 'razorpay',
    paymentId,
    amountPaise: payment.amount,
    captured: payment.status === 'captured',
  })
}

type WebhookPayment = {
  id?: string
  order_id?: string
  amount?: number
  currency?: string
  status?: string
  method?: string
  bank?: string | null
  card?: { network?: string; issuer?: string } | null
}

const METHODS = new Set(['card', 'upi', 'netbanking', 'wallet'])

/**
 * How Razorpay says a payment was made: its `method`, a card's `network` and `issuer` (the bank's code,
 * as Razorpay gives it) and a netbanking `bank`. What it did not say stays unsaid, and meets no bank offer.
 */
function razorpayPaidWith(payment: WebhookPayment | RazorpayPayment): PaidWith | null {
  const p = payment as WebhookPayment
  if (!p.method) return null
  return {
    method: (METHODS.has(p.method) ? p.method : 'other') as PaidWith['method'],
    network: p.card?.network ?? null,
    bank: p.card?.issuer ?? p.bank ?? null,
  }
}

/**
 * POST from Razorpay's servers. Repeated deliveries are harmless: a paid order stays paid, a refund is
 * recorded once. `handled` is false for an event about no order of ours.
 */
export async function handleRazorpayWebhook(
  services: LifecycleContext,
  rawBody: string,
  signature: string,
): Promise<Result<{ handled: boolean }>> {
  if (!services.razorpay?.verifyWebhook(rawBody, signature)) return fail('payment_invalid', 'Signature did not verify.')
  let event: { event?: string; payload?: { payment?: { entity?: WebhookPayment }; refund?: { entity?: RefundEvent['refund'] } } }
  try {
    event = JSON.parse(rawBody)
  } catch {
    return fail('invalid_input', 'Body is not JSON.')
  }
  if (event.event === 'refund.processed')
    return recordRazorpayRefund(services, { refund: event.payload?.refund?.entity, payment: event.payload?.payment?.entity })
  if (event.event === 'refund.failed') return recordRazorpayRefundFailure(services, { refund: event.payload?.refund?.entity })
  const payment = event.payload?.payment?.entity
  const orderId = payment?.order_id ? await orderIdOfGatewayOrder(services, payment.order_id) : undefined
  const order = orderId ? await findOrderForPayment(services, orderId) : undefined
  if (!payment || !order) return { ok: true, handled: false }
  let outcome: PaymentOutcome | Failure | null = null
  if (event.event === 'payment.captured' || event.event === 'order.paid') {
    const full = {
      id: String(payment.id),
      amount: Number(payment.amount),
      currency: String(payment.currency),
      order_id: String(payment.order_id),
    }
    // payment.captured and order.paid come once the money moved: refused, it goes back at once.
    if (awaitingPayment(order) && (await paysInFull(services, order, full)))
      outcome = await record(services, order, true, payment.id ?? null, 'Razorpay', razorpayPaidWith(payment), {
        kind: 'gateway',
        gateway: 'razorpay',
        paymentId: full.id,
        amountPaise: full.amount,
        captured: true,
      })
  } else if (event.event === 'payment.failed' && order.paymentStatus === 'pending') {
    outcome = await record(services, order, false, null, 'Razorpay')
  }
  services.log.info({ orderId: order.id, event: event.event, ok: outcome?.ok }, 'Razorpay webhook handled')
  return { ok: true, handled: true }
}
