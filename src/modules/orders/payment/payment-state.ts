import type { OrderStatus, PaymentMethod, PaymentStatus } from '#db/schema.ts'

export type PaymentTone = 'good' | 'waiting' | 'bad' | 'neutral'

export interface PaymentState {
  /** Words a shopper understands: "Pay on delivery", "Paid", "Payment pending", ... */
  label: string
  tone: PaymentTone
  /** Whether the shopper can still pay online (the order is waiting for its payment). */
  canPay: boolean
}

/** Whether an online order is still waiting for its payment, so the payment page takes one. */
export function awaitsPayment(order: { paymentMethod: PaymentMethod; status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return (
    order.paymentMethod === 'online' &&
    order.status === 'pending' &&
    (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
  )
}

/** The payment side of an order as My Orders and the order page say it, beside the order's status. */
export function paymentStateOf(order: {
  paymentMethod: PaymentMethod
  /** Bank transfer is paid from the shopper's own bank, not on the payment page. */
  paymentProvider?: string
  status: OrderStatus
  paymentStatus: PaymentStatus
  /** What refunds gave back so far: a paid order with some of it refunded is "Partly refunded" (issue 41). */
  refundedPaise?: number
  totalPaise?: number
}): PaymentState {
  const byTransfer = order.paymentProvider === 'bank'
  const canPay = awaitsPayment(order) && !byTransfer
  if (order.paymentStatus === 'refunded') return { label: 'Refunded', tone: 'neutral', canPay }
  if (order.paymentStatus === 'paid' && (order.refundedPaise ?? 0) > 0) return { label: refundWords(order), tone: 'neutral', canPay }
  if (order.paymentStatus === 'paid') return { label: order.paymentMethod === 'cod' ? 'Paid on delivery' : 'Paid', tone: 'good', canPay }
  if (order.status === 'cancelled') return { label: 'Not charged', tone: 'neutral', canPay }
  if (order.paymentMethod === 'cod') return { label: 'Pay on delivery', tone: 'neutral', canPay }
  if (order.paymentStatus === 'failed') return { label: 'Payment failed', tone: 'bad', canPay }
  return { label: byTransfer ? 'Awaiting bank transfer' : 'Payment pending', tone: 'waiting', canPay }
}

/**
 * The payment status as the back office words it (lists, CSV): a cancelled order that took no money
 * was "Not charged", never "Payment pending" (decision 039).
 */
export function paymentStatusWords(order: {
  status: OrderStatus
  paymentStatus: PaymentStatus
  refundedPaise?: number
  totalPaise?: number
}): string {
  if (order.status === 'cancelled' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')) return 'Not charged'
  if (order.paymentStatus === 'paid' && (order.refundedPaise ?? 0) > 0) return refundWords(order)
  return { pending: 'Payment pending', paid: 'Paid', failed: 'Payment failed', refunded: 'Refunded' }[order.paymentStatus]
}

/** A paid order that refunds gave money back on: all of it (a return of every item), or part. */
function refundWords(order: { refundedPaise?: number; totalPaise?: number }): string {
  return order.totalPaise !== undefined && (order.refundedPaise ?? 0) >= order.totalPaise ? 'Refunded' : 'Partly refunded'
}
