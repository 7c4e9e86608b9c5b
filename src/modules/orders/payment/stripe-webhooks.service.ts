import {
  gatewayEventHandled,
  rememberGatewayEvent,
  type StripePaymentIntent,
  type StripeRefund,
  settleFromGateway,
} from '#src/modules/payments/index.ts'
import { nowFor } from '#src/platform/context.ts'
import { type Failure, fail, type Result } from '#src/platform/failure.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import { findOrderForPayment, orderIdOfGatewayOrder } from '../records/order-access.service.ts'
import { recordRefundAtGateway } from './gateway-refunds.service.ts'
import { awaitingPayment, type PaymentOutcome, record } from './order-payments.service.ts'
import { intentPaysInFull, STRIPE_DASHBOARD } from './stripe-payments.service.ts'

type Event = { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } }
export type WebhookOutcome = Result<{ handled: boolean; duplicate?: boolean }>

/**
 * POST from Stripe's servers, the only way a Stripe payment reaches an order. The Stripe-Signature
 * header must verify over the raw body with the endpoint's signing secret and be fresh (300 s), and an
 * event handled once is not handled again (a gateway retry, a replay): either way nothing changes.
 * `payment_intent.succeeded` pays the order, `payment_intent.payment_failed` marks the attempt failed,
 * `charge.refunded` records what Stripe refunded. An answer other than 2xx makes Stripe deliver again.
 */
export async function handleStripeWebhook(services: LifecycleContext, rawBody: string, header: string): Promise<WebhookOutcome> {
  const now = nowFor(services)
  const verified = services.stripe?.verifyWebhook(rawBody, header, now) ?? 'malformed'
  if (verified !== 'valid') {
    services.log.warn({ verified }, 'Stripe webhook refused')
    return fail('payment_invalid', verified === 'stale' ? 'Signature timestamp is outside the tolerance.' : 'Signature did not verify.')
  }
  let event: Event
  try {
    event = JSON.parse(rawBody) as Event
  } catch {
    return fail('invalid_input', 'Body is not JSON.')
  }
  const object = event.data?.object
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || !object) return fail('invalid_input', 'Not a Stripe event.')
  if (await gatewayEventHandled(services.db, 'stripe', event.id)) {
    services.log.info({ event: event.id, type: event.type }, 'Stripe event delivered again: already handled')
    return { ok: true, handled: true, duplicate: true }
  }
  const outcome = await handle(services, event.type, object)
  if (outcome.ok && outcome.orderId)
    await rememberGatewayEvent(services.db, {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
      orderId: outcome.orderId,
      at: nowFor(services).toISOString(),
    })
  return outcome.ok ? { ok: true, handled: outcome.orderId !== null } : outcome
}

type Handled = Result<{ orderId: string | null }>

async function orderOfIntent(services: LifecycleContext, intentId: unknown) {
  const orderId = typeof intentId === 'string' && intentId ? await orderIdOfGatewayOrder(services, intentId) : undefined
  const order = orderId ? await findOrderForPayment(services, orderId) : undefined
  return order?.paymentProvider === 'stripe' ? order : undefined
}

async function handle(services: LifecycleContext, type: string, object: Record<string, unknown>): Promise<Handled> {
  if (type === 'charge.refunded') return chargeRefunded(services, object)
  if (type !== 'payment_intent.succeeded' && type !== 'payment_intent.payment_failed') return { ok: true, orderId: null }
  const intent = object as Partial<StripePaymentIntent>
  const order = await orderOfIntent(services, intent.id)
  if (!order) return { ok: true, orderId: null }
  let outcome: PaymentOutcome | Failure | null = null
  if (type === 'payment_intent.succeeded') {
    if (awaitingPayment(order) && (await intentPaysInFull(services, order, intent)))
      // A succeeded PaymentIntent is money taken: refused (Stripe says nothing that meets a bank offer), it goes back at once.
      outcome = await record(services, order, true, order.gatewayOrderId, 'Stripe', null, {
        kind: 'gateway',
        gateway: 'stripe',
        paymentId: String(intent.id),
        amountPaise: Number(intent.amount),
        captured: true,
      })
  } else if (order.paymentStatus === 'pending' && order.status === 'pending') {
    outcome = await record(services, order, false, null, 'Stripe')
  }
  services.log.info({ orderId: order.id, type, ok: outcome?.ok }, 'Stripe webhook handled')
  // The order changed while the payment was recorded: Stripe delivers again, and the order is read afresh.
  if (outcome && !outcome.ok && outcome.code === 'conflict') return outcome
  return { ok: true, orderId: order.id }
}

/**
 * `charge.refunded`: Stripe refunded some of the charge, the shop's own refund or one made in the Stripe
 * Dashboard. The event's charge says how much in all, not which refunds (Stripe no longer lists them on
 * the charge), so the intent's refunds are read from Stripe's API and each is settled: the shop's
 * record it names completed, one already recorded left alone, one made at Stripe recorded through the
 * lifecycle, oldest first. Stripe not answering is a 503, and Stripe delivers the event again.
 */
async function chargeRefunded(services: LifecycleContext, charge: Record<string, unknown>): Promise<Handled> {
  const order = await orderOfIntent(services, charge.payment_intent)
  const stripe = services.stripe
  if (!order || !stripe || typeof charge.payment_intent !== 'string') return { ok: true, orderId: null }
  let refunds: StripeRefund[]
  try {
    refunds = await stripe.listRefunds(charge.payment_intent)
  } catch (error) {
    services.log.error({ err: error, orderId: order.id }, 'Stripe refunds could not be read')
    return fail('payment_unavailable', 'Stripe did not list the refunds.')
  }
  for (const refund of refunds.toSorted((a, b) => a.created - b.created)) {
    const shopRecord = typeof refund.metadata?.refund_record === 'string' ? refund.metadata.refund_record : null
    if (refund.status === 'failed' || refund.status === 'canceled') {
      const reason = `Stripe did not make the refund: ${refund.failure_reason ?? refund.status}`
      if (shopRecord) await settleFromGateway(services, shopRecord, { refusal: reason })
      continue
    }
    // The order read afresh each time: an earlier refund of this loop may have moved it.
    const current = (await findOrderForPayment(services, order.id)) ?? order
    const made = { id: refund.id, amount: refund.amount, currency: refund.currency, paymentId: refund.payment_intent, record: shopRecord }
    const recorded = await recordRefundAtGateway(services, current, made, STRIPE_DASHBOARD)
    if (!recorded.ok) return recorded
  }
  return { ok: true, orderId: order.id }
}
