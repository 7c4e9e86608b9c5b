import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from '#db/schema.ts'
import { type Failure, fail } from '#src/platform/failure.ts'

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

export const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
}

/** What the lifecycle needs to know of an order to decide a move. */
export interface OrderState {
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: PaymentMethod
  /** The order holds its units (an unpaid online order gives them back after the hold). */
  stockHeld: boolean
  /** Whether a tax invoice has been issued. */
  invoiced: boolean
  /** Each line's vendor and how far that vendor has fulfilled it. */
  lines: ReadonlyArray<{ vendorId: string; fulfilment: Fulfilment }>
}

/** Who asks for a move. A vendor acts on their own lines only. */
export type Mover =
  | { kind: 'customer' }
  | { kind: 'admin' }
  | { kind: 'vendor'; vendorId: string }
  /** The payment gateway's confirmation (the test gateway's page, Razorpay's signature or webhook). */
  | { kind: 'gateway' }
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
  | 'refund_at_gateway'
  | 'part_refund_at_gateway'

/**
 * What a move does, decided from the state alone; `order-lifecycle.service.ts` carries it out in one
 * transaction that only applies if the order is still in the state the plan was made from.
 */
export interface Plan {
  move: MoveName
  status: OrderStatus
  paymentStatus: PaymentStatus
  /** Units taken again (a paid order that had released them) or given back. */
  stock: 'take' | 'return' | null
  /** The vendors' lines that move, and to where. */
  lines: { vendorIds: readonly string[]; to: Fulfilment } | null
  /** Money goes back through the provider that took it, before anything here changes. */
  refund: boolean
  /** A tax invoice is issued now: the sale is certain (paid online, or cash-on-delivery goods dispatched). */
  issueInvoice: boolean
  /** The customer is emailed. */
  notify: boolean
}

export type Planned = { ok: true; plan: Plan } | Failure

interface MoveRule {
  /** Who may ask for it. */
  by: ReadonlyArray<Mover['kind']>
  /** Why the move is refused from this state, or null when it is allowed. */
  refuse(state: OrderState, mover: Mover): Failure | null
  /** What it does. */
  effects(state: OrderState, mover: Mover): Omit<Plan, 'move'>
}

const awaitingPayment = (s: OrderState) =>
  s.status === 'pending' && s.paymentMethod === 'online' && (s.paymentStatus === 'pending' || s.paymentStatus === 'failed')

/** The lines a mover may act on: a vendor's own, or all of them for the store. */
const linesOf = (s: OrderState, mover: Mover) => s.lines.filter((line) => mover.kind !== 'vendor' || line.vendorId === mover.vendorId)

const vendorsOf = (lines: OrderState['lines']) => [...new Set(lines.map((l) => l.vendorId))]

const illegal = (s: OrderState, to: string) => fail('illegal_transition', `An order cannot go from ${STATUS_LABELS[s.status]} to ${to}.`)

const same = (s: OrderState) => ({
  status: s.status,
  paymentStatus: s.paymentStatus,
  stock: null,
  lines: null,
  refund: false,
  issueInvoice: false,
  notify: false,
})

/**
 * The order lifecycle in one table: order status, payment status and each vendor's line fulfilment.
 *
 *   pending ──process──▶ processing ──ship (all lines)──▶ shipped ──deliver──▶ delivered
 *      └──────────────cancel (no line shipped)──────────▶ cancelled
 *   payment: pending ─pay─▶ paid ─refund─▶ refunded;  pending/failed ─fail_payment─▶ failed
 *   a refund made at the gateway itself: paid ─refund_at_gateway─▶ refunded (all of it), or stays paid
 *   (part_refund_at_gateway: part of it, recorded with its credit note)
 *
 * A move names who may ask, when it is refused, and its effects; nothing else changes an order.
 */
export const MOVES: Record<MoveName, MoveRule> = {
  pay: {
    by: ['gateway'],
    refuse: (s) => (awaitingPayment(s) ? null : fail('conflict', 'This order is not waiting for a payment.')),
    effects: (s) => ({ ...same(s), paymentStatus: 'paid', stock: s.stockHeld ? null : 'take', issueInvoice: !s.invoiced }),
  },
  fail_payment: {
    by: ['gateway'],
    refuse: (s) => (awaitingPayment(s) ? null : fail('conflict', 'This order is not waiting for a payment.')),
    effects: (s) => ({ ...same(s), paymentStatus: 'failed' }),
  },
  release_hold: {
    by: ['system'],
    refuse: (s) => (awaitingPayment(s) && s.stockHeld ? null : fail('conflict', 'This order holds no units to release.')),
    effects: (s) => ({ ...same(s), stock: 'return' }),
  },
  process: {
    by: ['vendor', 'admin'],
    refuse(s, mover) {
      if (s.status !== 'pending' && s.status !== 'processing') return illegal(s, STATUS_LABELS.processing)
      if (s.paymentMethod === 'online' && s.paymentStatus !== 'paid') return fail('conflict', 'This order is not paid yet.')
      if (!linesOf(s, mover).some((l) => l.fulfilment === 'pending'))
        return mover.kind === 'admin' ? illegal(s, STATUS_LABELS.processing) : fail('conflict', 'Your items are already being processed.')
      return null
    },
    effects: (s, mover) => ({
      ...same(s),
      status: 'processing',
      lines: { vendorIds: vendorsOf(linesOf(s, mover).filter((l) => l.fulfilment === 'pending')), to: 'processing' },
      notify: s.status === 'pending',
    }),
  },
  ship: {
    by: ['vendor', 'admin'],
    refuse(s, mover) {
      if (s.status !== 'processing')
        return mover.kind === 'vendor' ? fail('conflict', 'Mark the order as processing first.') : illegal(s, STATUS_LABELS.shipped)
      if (!linesOf(s, mover).some((l) => l.fulfilment !== 'shipped')) return fail('conflict', 'These items have already shipped.')
      return null
    },
    effects(s, mover) {
      const moving = linesOf(s, mover).filter((l) => l.fulfilment !== 'shipped')
      const movingVendors = vendorsOf(moving)
      const allShipped = s.lines.every((l) => l.fulfilment === 'shipped' || movingVendors.includes(l.vendorId))
      return {
        ...same(s),
        status: allShipped ? 'shipped' : 'processing',
        lines: { vendorIds: movingVendors, to: 'shipped' },
        // Cash on delivery: the invoice travels with the goods, so it is issued at the first dispatch.
        issueInvoice: s.paymentMethod === 'cod' && !s.invoiced,
        notify: true,
      }
    },
  },
  deliver: {
    by: ['admin'],
    refuse: (s) => (s.status === 'shipped' ? null : illegal(s, STATUS_LABELS.delivered)),
    // Delivering a cash-on-delivery order means the cash was collected.
    effects: (s) => ({
      ...same(s),
      status: 'delivered',
      paymentStatus: s.paymentMethod === 'cod' && s.paymentStatus === 'pending' ? 'paid' : s.paymentStatus,
      issueInvoice: !s.invoiced,
      notify: true,
    }),
  },
  cancel: {
    by: ['customer', 'admin'],
    refuse(s) {
      if (s.status === 'cancelled' || s.status === 'delivered') return illegal(s, STATUS_LABELS.cancelled)
      if (s.status === 'shipped' || s.lines.some((l) => l.fulfilment === 'shipped'))
        return fail('not_cancellable', 'This order has already shipped and can no longer be cancelled.')
      return null
    },
    effects: (s) => ({
      ...same(s),
      status: 'cancelled',
      paymentStatus: s.paymentStatus === 'paid' ? 'refunded' : s.paymentStatus,
      stock: s.stockHeld ? 'return' : null,
      refund: s.paymentStatus === 'paid',
      notify: true,
    }),
  },
  refund: {
    by: ['admin'],
    refuse: (s) => (s.paymentStatus === 'paid' ? null : fail('conflict', 'Only a paid order can be refunded.')),
    effects: (s) => ({ ...same(s), paymentStatus: 'refunded', refund: true, notify: true }),
  },
  // Money the gateway already sent back (a refund made in its dashboard): recorded, never sent again.
  // The goods are not known to have come back, so the order's status and stock stay as they are.
  refund_at_gateway: {
    by: ['gateway'],
    refuse: (s) => (s.paymentStatus === 'paid' ? null : fail('conflict', 'Only a paid order can be refunded.')),
    effects: (s) => ({ ...same(s), paymentStatus: 'refunded', notify: true }),
  },
  part_refund_at_gateway: {
    by: ['gateway'],
    refuse: (s) => (s.paymentStatus === 'paid' ? null : fail('conflict', 'Only a paid order can be refunded.')),
    effects: (s) => same(s),
  },
}

/** Decides a move: who may ask, whether the state allows it, and what it does. */
export function planMove(state: OrderState, move: MoveName, mover: Mover): Planned {
  const rule = MOVES[move]
  if (!rule.by.includes(mover.kind)) return fail('forbidden', 'You are not allowed to do that to this order.')
  if (mover.kind === 'vendor' && !state.lines.some((l) => l.vendorId === mover.vendorId)) return fail('not_found', 'Order not found')
  const refusal = rule.refuse(state, mover)
  if (refusal) return refusal
  return { ok: true, plan: { move, ...rule.effects(state, mover) } }
}

/** The status moves an admin can choose on the order page, from this state. */
export function adminStatusChoices(state: OrderState): OrderStatus[] {
  const choices: Array<[MoveName, OrderStatus]> = [
    ['process', 'processing'],
    ['ship', 'shipped'],
    ['deliver', 'delivered'],
    ['cancel', 'cancelled'],
  ]
  return choices
    .filter(([move]) => planMove(state, move, { kind: 'admin' }).ok)
    .filter(([, to]) => to !== state.status)
    .map(([, to]) => to)
}

/** The move that takes an order to an admin's chosen status. */
export const MOVE_TO: Partial<Record<OrderStatus, MoveName>> = {
  processing: 'process',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
}

export const isCancellable = (state: OrderState) => planMove(state, 'cancel', { kind: 'customer' }).ok
