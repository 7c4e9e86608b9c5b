import { recordGatewayRefund, recordRefund } from '#src/modules/payments/index.ts'
import { GatewayRefundRecorded, RefundClaimed, type Steps } from '../records/move-effects.ts'

/** A refund is a record before it is money (decision 070): written with the move, sent after it commits. */
export const refundSteps: Steps = {
  'refund-owed': async (trx, { refund }, { at }) => {
    if (!(await recordRefund(trx, refund, at.toISOString()))) throw new RefundClaimed()
  },
  'refunded-at-gateway': async (trx, { refundId, amountPaise, provider }, { order, at }) => {
    if (!(await recordGatewayRefund(trx, { orderId: order.id, refundId, amountPaise, provider, at: at.toISOString() })))
      throw new GatewayRefundRecorded()
  },
}
