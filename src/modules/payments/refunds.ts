import { randomUUID } from 'node:crypto'
import type { ServiceContext } from '#src/context.ts'
import { RazorpayError } from './razorpay.ts'

export type RefundOutcome = { ok: true; reference: string } | { ok: false; message: string }

interface Refundable {
  id: string
  paymentProvider: string
  paymentReference: string | null
  totalPaise: number
}

/**
 * Sends the money back through whoever took it: Razorpay's refund call for a Razorpay payment, the
 * built-in test gateway's own record for test payments, and a manual record for cash collected on
 * delivery (the store returns that by hand).
 */
export async function refundThroughProvider(ctx: ServiceContext, order: Refundable): Promise<RefundOutcome> {
  if (order.paymentProvider === 'razorpay') {
    if (!ctx.razorpay) return { ok: false, message: 'Razorpay is not configured on this server, so the refund cannot be sent.' }
    if (!order.paymentReference) return { ok: false, message: 'This order has no Razorpay payment id to refund.' }
    try {
      return { ok: true, reference: await ctx.razorpay.refund(order.paymentReference, order.totalPaise, { order_id: order.id }) }
    } catch (error) {
      ctx.log.error({ err: error, orderId: order.id }, 'razorpay refund failed')
      const detail = error instanceof RazorpayError ? error.message : 'Razorpay could not be reached.'
      return { ok: false, message: `The refund was not made: ${detail}` }
    }
  }
  if (order.paymentProvider === 'test') return { ok: true, reference: `test_refund_${randomUUID()}` }
  return { ok: true, reference: `manual_refund_${randomUUID()}` }
}
