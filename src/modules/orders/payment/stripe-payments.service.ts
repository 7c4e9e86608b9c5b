import { StripeError, type StripePaymentIntent } from '#src/modules/payments/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { Actor, ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import { findOrderForPayment, recordGatewayOrder } from '../records/order-access.service.ts'
import type { RefundingGateway } from './gateway-refunds.service.ts'
import { awaitingPayment, payableOrder } from './order-payments.service.ts'

/**
 * Stripe's side of paying an order (issue 48, decision 075): the server makes one PaymentIntent per
 * order, for its whole amount due in rupees, and the browser pays it in Stripe's Payment Element with
 * the intent's client secret. Nothing the browser says pays the order: only Stripe's signed webhook
 * does (stripe-webhooks.service.ts).
 */

/** Who the audit log names for what Stripe reported. */
export const STRIPE: Actor = { id: 'stripe', name: 'Stripe', email: 'stripe', role: 'admin' }

/** A refund made at Stripe itself, as the order's timeline names it. */
export const STRIPE_DASHBOARD: RefundingGateway = { provider: 'stripe', where: 'the Stripe Dashboard', actor: STRIPE }

export interface StripeCheckout {
  publishableKey: string
  /** Where the page loads Stripe.js from (Stripe's own, or the local fake's in a test shop). */
  jsUrl: string
  clientSecret: string
  amountPaise: number
  /** Stripe's word on the intent: `processing` or `succeeded` means the shopper paid and the webhook is on its way. */
  intentStatus: string
}

type Order = NonNullable<Awaited<ReturnType<typeof findOrderForPayment>>>

const NOT_FOUND = fail('not_found', 'Order not found')

/** The order's PaymentIntent, made once (its id is the order's gateway order), with its client secret for the page. */
export async function startStripePayment(ctx: ServiceContext, orderId: string): Promise<Result<{ checkout: StripeCheckout }>> {
  const order = await payableOrder(ctx, orderId)
  const stripe = ctx.stripe
  if (order?.paymentProvider !== 'stripe' || !stripe) return NOT_FOUND
  if (!awaitingPayment(order)) return fail('conflict', 'This order is not waiting for a payment.')
  let intent: StripePaymentIntent
  try {
    if (order.gatewayOrderId) intent = await stripe.retrievePaymentIntent(order.gatewayOrderId)
    else {
      intent = await stripe.createPaymentIntent(order.duePaise, { id: order.id, number: order.orderNumber })
      await recordGatewayOrder(ctx, orderId, intent.id)
      // Two tabs at once: the first intent recorded is the order's (the same one, by the idempotency key).
      const stored = (await findOrderForPayment(ctx, orderId))?.gatewayOrderId
      if (stored && stored !== intent.id) intent = await stripe.retrievePaymentIntent(stored)
    }
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'Stripe PaymentIntent could not be made or read')
    return fail(
      'payment_unavailable',
      error instanceof StripeError ? 'The payment service is not answering. Please try again in a minute.' : 'Payment could not start.',
    )
  }
  if (!intent.client_secret) return fail('payment_unavailable', 'Payment could not start.')
  return {
    ok: true,
    checkout: {
      publishableKey: stripe.publishableKey,
      jsUrl: stripe.jsUrl,
      clientSecret: intent.client_secret,
      amountPaise: order.duePaise,
      intentStatus: intent.status,
    },
  }
}

/**
 * Whether a succeeded PaymentIntent pays this order: the order's own intent, naming the order in its
 * metadata, for its whole amount due, in rupees, received. A mismatch is logged and audited, and the
 * order stays unpaid.
 */
export async function intentPaysInFull(services: LifecycleContext, order: Order, intent: Partial<StripePaymentIntent>): Promise<boolean> {
  const received = intent.amount_received ?? intent.amount
  if (
    intent.id === order.gatewayOrderId &&
    intent.metadata?.order_id === order.id &&
    intent.amount === order.duePaise &&
    received === order.duePaise &&
    intent.currency === 'inr' &&
    intent.status === 'succeeded'
  )
    return true
  const seen = {
    paymentIntent: intent.id,
    amountPaise: received,
    currency: intent.currency,
    metadataOrder: intent.metadata?.order_id,
    status: intent.status,
  }
  services.log.error({ orderId: order.id, expectedPaise: order.duePaise, ...seen }, 'Stripe payment does not match the order: left unpaid')
  await recordAudit(services.db, STRIPE, {
    action: 'order.payment-mismatch',
    entity: 'order',
    entityId: order.id,
    before: { duePaise: order.duePaise, currency: 'inr', paymentIntent: order.gatewayOrderId },
    after: seen,
  })
  return false
}
