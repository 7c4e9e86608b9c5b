import type { OrderStatus, PaymentStatus } from '#db/schema.ts'

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled']
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'paid', 'failed', 'refunded']

/**
 * The order state machine: pending → processing → shipped → delivered; cancel before shipping.
 * Every status change goes through `canTransition`, so no screen can jump a step.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from]
}

export const isCancellable = (status: OrderStatus) => canTransition(status, 'cancelled')

/** A new order: pending; payment pending (cash on delivery, or online until the gateway confirms). */
export const INITIAL = { status: 'pending', paymentStatus: 'pending' } as const satisfies {
  status: OrderStatus
  paymentStatus: PaymentStatus
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
}
