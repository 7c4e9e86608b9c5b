import { randomUUID } from 'node:crypto'
import { formatInrExact } from '#src/lib/money.ts'
import { recordRefund, type SendOutcome, sendRefund } from '#src/modules/payments/index.ts'
import { nowFor } from '#src/platform/context.ts'
import { transact } from '#src/platform/transact.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import { insertEvent } from '../records/orders.repository.ts'
import { GATEWAY_NAMES, type GatewayName } from './gateway-day.service.ts'

/**
 * A payment the gateway captured for an order that no longer waits for one (cancelled before the shop
 * heard of the payment, or paid already by another: the customer paid twice), or one the order refused
 * (refused-payments.service.ts: a bank offer's condition not met, an item or an offer gone meanwhile),
 * is the customer's money. It
 * goes back in full, as a refund record first (decision 070) with a line on the order's timeline, then
 * is sent through the gateway that took it (Razorpay's payment, Stripe's PaymentIntent). Once per payment:
 * the record's claim is the payment's. The books are untouched: the money came
 * into the gateway and goes out of it, and a refusal books it as due to the customer (refundRefused).
 */
export async function refundStrayPayment(
  services: LifecycleContext,
  order: { id: string; orderNumber: string; status: string },
  payment: { id: string; amount: number },
  gateway: GatewayName,
  /** Why it goes back, for the order's timeline; by default, it arrived when the order no longer waited for one. */
  why = 'arrived when the order no longer waited for one',
): Promise<SendOutcome | 'refunded-already'> {
  const refund = {
    id: randomUUID(),
    claimKey: `payment:${payment.id}`,
    orderId: order.id,
    amountPaise: payment.amount,
    provider: gateway,
    paymentId: payment.id,
  }
  const at = nowFor(services).toISOString()
  const recorded = await transact(services.db, async (trx) => {
    if (!(await recordRefund(trx, refund, at))) return false
    await insertEvent(trx, {
      id: randomUUID(),
      orderId: order.id,
      status: order.status,
      note: `A payment of ${formatInrExact(payment.amount)} (${GATEWAY_NAMES[gateway]} ${payment.id}) ${why}: refunded in full to the original payment method`,
      createdAt: at,
      actorKind: 'job',
    })
    return true
  })
  if (!recorded) return 'refunded-already'
  services.log.warn({ orderId: order.id, gateway, paymentId: payment.id, amountPaise: payment.amount }, 'stray payment refunded')
  return sendRefund(services, refund.id)
}
