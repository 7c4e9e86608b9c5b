import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { AppServices } from '#src/platform/context.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { RazorpayError } from './razorpay.ts'
import * as repo from './refunds.repository.ts'

export type RefundOutcome = { ok: true; reference: string } | Failure<'refund_failed' | 'conflict'>

export interface Refundable {
  id: string
  paymentProvider: string
  paymentReference: string | null
  totalPaise: number
}

/**
 * The payment-provider port of the order lifecycle: sends the money back through whoever took it,
 * once per claim key however often it is asked (a retried or raced cancel finds the claim and never
 * refunds twice). Razorpay's refund call for a Razorpay payment, the built-in test gateway's own record
 * for test payments, and a manual record for cash collected on delivery (the store returns that by hand).
 */
export async function refundOnce(
  services: Pick<AppServices, 'db' | 'log' | 'razorpay'>,
  order: Refundable,
  claimKey = `order:${order.id}`,
): Promise<RefundOutcome> {
  const claim = await repo.claimRefund(services.db, {
    id: randomUUID(),
    claimKey,
    orderId: order.id,
    amountPaise: order.totalPaise,
    provider: order.paymentProvider,
    now: new Date().toISOString(),
  })
  if (!claim.created) {
    if (claim.status === 'succeeded' && claim.reference) return { ok: true, reference: claim.reference }
    return fail('conflict', 'A refund for this order is already under way. Please reload in a moment.')
  }
  const sent = await sendRefund(services, order)
  await repo.settleRefund(
    services.db,
    claimKey,
    sent.ok ? { status: 'succeeded', reference: sent.reference } : { status: 'failed', reference: null },
  )
  return sent
}

/**
 * How much of a part refund goes back through the provider: what it took for the order (the total less
 * any store credit spent) less what went back through it already; the rest is the caller's to return as
 * store credit, the way it was paid.
 */
export async function providerShare(
  db: Database,
  order: { id: string; totalPaise: number; storeCreditPaise: number },
  amountPaise: number,
  claimKey: string,
): Promise<number> {
  const taken = order.totalPaise - order.storeCreditPaise
  const back = await repo.refundedPaise(db, order.id, claimKey)
  return Math.max(0, Math.min(amountPaise, taken - back))
}

async function sendRefund(services: Pick<AppServices, 'log' | 'razorpay'>, order: Refundable): Promise<RefundOutcome> {
  if (order.paymentProvider === 'razorpay') {
    if (!services.razorpay) return fail('refund_failed', 'Razorpay is not configured on this server, so the refund cannot be sent.')
    if (!order.paymentReference) return fail('refund_failed', 'This order has no Razorpay payment id to refund.')
    try {
      return { ok: true, reference: await services.razorpay.refund(order.paymentReference, order.totalPaise, { order_id: order.id }) }
    } catch (error) {
      services.log.error({ err: error, orderId: order.id }, 'razorpay refund failed')
      const detail = error instanceof RazorpayError ? error.message : 'Razorpay could not be reached.'
      return fail('refund_failed', `The refund was not made: ${detail}`)
    }
  }
  if (order.paymentProvider === 'test') return { ok: true, reference: `test_refund_${randomUUID()}` }
  return { ok: true, reference: `manual_refund_${randomUUID()}` }
}

/** The claim key of a refund made at the provider itself (its dashboard, an auto-refund): one per provider refund id. */
export const gatewayRefundKey = (refundId: string) => `gateway:${refundId}`

/** Whether the provider's refund id is already in the books: sent by the shop, or recorded from a webhook. */
export async function refundKnown(db: AppServices['db'], refundId: string): Promise<boolean> {
  return (await repo.findRefundByReference(db, refundId)) !== undefined
}

/** Whether the shop is sending a refund of this order right now (its reference arrives when the provider answers). */
export const refundUnderWay = repo.hasPendingRefund

/** What went back to the order's payer through the provider, all claims but `exceptClaimKey`. */
export const refundedThroughProvider = repo.refundedPaise

/**
 * Records, inside the caller's transaction, a refund the provider already made without the shop asking
 * (a refund in the Razorpay Dashboard). False when that refund id is already recorded: nothing is added.
 */
export async function recordGatewayRefund(
  trx: AppServices['db'],
  refund: { orderId: string; refundId: string; amountPaise: number; provider: string; at: string },
): Promise<boolean> {
  return repo.insertSettledRefund(trx, {
    id: randomUUID(),
    claimKey: gatewayRefundKey(refund.refundId),
    orderId: refund.orderId,
    amountPaise: refund.amountPaise,
    provider: refund.provider,
    reference: refund.refundId,
    now: refund.at,
  })
}
