import { formatInrExact } from '#src/lib/money.ts'
import * as templates from '#src/modules/email/index.ts'
import type { Failure } from '#src/platform/failure.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import type { GatewayName } from './gateway-day.service.ts'
import { refundStrayPayment } from './stray-payments.service.ts'

/**
 * What a gateway took for a payment the order may refuse: nothing (the built-in test gateway), or a
 * payment at Razorpay or Stripe, captured (the money moved) or only authorised.
 */
export type PaymentTaken =
  | { kind: 'nothing' }
  | { kind: 'gateway'; gateway: GatewayName; paymentId: string; amountPaise: number; captured: boolean }

/** The refusals of a payment the order cannot take: its bank offer's condition unmet, an offer or an item gone meanwhile. */
const REFUSALS = new Set(['offer_refused', 'sold_out'])

/**
 * A payment the order refused, said plainly, with what happens to the money (decision 089). A captured
 * payment is the customer's money and goes back at once, through the refund path (a refund record first,
 * claimed by the payment, so the confirmation and the webhook that both see it refund it once), and the
 * customer is emailed; the daily reconciliation then finds it refunded. Before, it stayed captured at the
 * gateway until that reconciliation found it, and the page said "Nothing was charged".
 */
export async function refusedPayment(
  services: LifecycleContext,
  order: { id: string; orderNumber: string; status: string; userEmail: string },
  refusal: Failure,
  taken: PaymentTaken | undefined,
): Promise<Failure> {
  if (!REFUSALS.has(refusal.code) || !taken) return refusal
  if (taken.kind === 'nothing') return { ...refusal, message: `${refusal.message} Nothing was charged.` }
  const amount = formatInrExact(taken.amountPaise)
  if (!taken.captured)
    return {
      ...refusal,
      message: `${refusal.message} The payment of ${amount} was not taken: the amount your bank holds for it is released to you.`,
    }
  const refunded = await refundStrayPayment(
    services,
    order,
    { id: taken.paymentId, amount: taken.amountPaise },
    taken.gateway,
    `was refused (${refusal.message})`,
  )
  const back = `Your payment of ${amount} is being refunded in full, the way you paid: banks usually show a refund within 5-7 working days.`
  if (refunded !== 'refunded-already')
    await services.mail.send(templates.paymentRefused(order.userEmail, order.orderNumber, refusal.message, back))
  services.log.warn(
    { orderId: order.id, gateway: taken.gateway, paymentId: taken.paymentId, code: refusal.code },
    'refused payment refunded',
  )
  return { ...refusal, message: `${refusal.message} ${back}` }
}
