import type { OrderStatus, PaymentMethod, PaymentStatus } from '#db/schema.ts'
import type { Failure } from '#src/platform/failure.ts'
import type { ParcelStatus } from '../parcels/parcel-state.ts'

// The lifecycle's words and shapes: statuses and their labels, an order's state as the table reads it,
// who moves it, and what a planned move does (order-state.ts holds the table itself).

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled']
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'paid', 'failed', 'refunded']

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

/**
 * An order's or a parcel's status as its shopper reads it (issue 49, item 4). "Pending" says nothing true
 * to someone who has paid: before dispatch it is awaiting payment (online, not paid yet) or awaiting
 * dispatch (paid, or cash on delivery). Past that the spec's words are true as they are.
 */
export function shopperStatusLabel(status: OrderStatus, order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }): string {
  if (status !== 'pending') return STATUS_LABELS[status]
  const unpaid = order.paymentMethod === 'online' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')
  return unpaid ? 'Awaiting payment' : 'Awaiting dispatch'
}

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
}

/** One seller's parcel as the lifecycle decides from it. */
export interface ParcelState {
  id: string
  vendorId: string
  status: ParcelStatus
  /** Whether the parcel has its own tax invoice. */
  invoiced: boolean
  totalPaise: number
  storeCreditPaise: number
  collectedPaise: number
  refundedPaise: number
}

/** What the lifecycle needs to know of an order to decide a move. */
export interface OrderState {
  /** The stored status: always what the parcels derive (orderStatusOf). */
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: PaymentMethod
  /** The order holds its units (an unpaid online order gives them back after the hold). */
  stockHeld: boolean
  /** Whether the order was invoiced whole, before parcels (migration 0027): then no parcel gets its own. */
  invoiced: boolean
  parcels: readonly ParcelState[]
}

/** Who asks for a move. A vendor acts on their own parcel only. */
export type Mover =
  | { kind: 'customer' }
  | { kind: 'admin' }
  | { kind: 'vendor'; vendorId: string }
  /**
   * The payment gateway's confirmation (the test gateway's page, Razorpay's signature or webhook), or the
   * shop's own store credit paying an order whole as the customer places it (`via: 'store-credit'`), or a
   * bank transfer an admin matched from the store's bank statement (`via: 'bank-statement'`).
   */
  | { kind: 'gateway'; via?: 'store-credit' | 'bank-statement' }
  /** The shop itself (the stock-hold sweep). */
  | { kind: 'system' }

export type MoveName =
  | 'pay'
  | 'fail_payment'
  | 'release_hold'
  | 'process'
  | 'ship'
  | 'deliver'
  | 'cancel'
  | 'refund'
  | 'refund_part'
  | 'refund_at_gateway'
  | 'part_refund_at_gateway'

/** What a move is asked to act on: one parcel, and for a part refund how much. */
export interface MoveTarget {
  parcelId?: string
  amountPaise?: number
}

/**
 * What a move does, decided from the state alone; `order-lifecycle.service.ts` carries it out in one
 * transaction that only applies if the order is still in the state the plan was made from.
 */
export interface Plan {
  move: MoveName
  /** The order's status after the move: derived from its parcels. */
  status: OrderStatus
  paymentStatus: PaymentStatus
  /** Units taken again (a paid order that had released them) or given back (of the parcels that move, or all). */
  stock: 'take' | 'return' | null
  /** The parcels that move, and to where. */
  parcels: { ids: readonly string[]; to: ParcelStatus } | null
  /** What is given back for each parcel: money through the provider that took it, and store credit as it paid. */
  giveBack: ReadonlyArray<{ parcelId: string; amountPaise: number }>
  /** Cash the courier collected, per parcel delivered. */
  collected: ReadonlyArray<{ parcelId: string; amountPaise: number }>
  /** Parcels whose tax invoice is issued now: the sale is certain (paid online, or dispatched for cash on delivery). */
  issueInvoices: readonly string[]
  /** The customer is emailed. */
  notify: boolean
}

export type Planned = { ok: true; plan: Plan } | Failure
