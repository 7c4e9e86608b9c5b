import type { OrderStatus } from '#db/schema.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { orderClosed, orderStatusOf, parcelClosed } from '../parcels/parcel-state.ts'
import {
  type MoveName,
  type Mover,
  type MoveTarget,
  type OrderState,
  type ParcelState,
  type Plan,
  type Planned,
  STATUS_LABELS,
} from './order-vocabulary.ts'

export * from './order-vocabulary.ts'

interface MoveRule {
  by: ReadonlyArray<Mover['kind']>
  /** Why the move is refused from this state, or null when it is allowed. */
  refuse(state: OrderState, mover: Mover, target: MoveTarget): Failure | null
  effects(state: OrderState, mover: Mover, target: MoveTarget): Omit<Plan, 'move' | 'status'> & { to?: readonly ParcelState[] }
}

const awaitingPayment = (s: OrderState) =>
  s.status === 'pending' && s.paymentMethod === 'online' && (s.paymentStatus === 'pending' || s.paymentStatus === 'failed')

/** The parcels a move acts on: the one asked for, or a vendor's own, or all of them for the store. */
const targetsOf = (s: OrderState, mover: Mover, target: MoveTarget) =>
  s.parcels.filter((p) => (mover.kind !== 'vendor' || p.vendorId === mover.vendorId) && (!target.parcelId || p.id === target.parcelId))

const illegal = (s: OrderState, to: string) => fail('illegal_transition', `An order cannot go from ${STATUS_LABELS[s.status]} to ${to}.`)
const CLOSED = fail('conflict', 'This order is closed: every parcel is cancelled or refunded.')

/**
 * What can be given back for a parcel: the money taken for it (online and paid: its total less its store
 * credit; cash on delivery: what the courier collected) and its store credit, less what went back already.
 */
export function refundableOf(s: Pick<OrderState, 'paymentMethod' | 'paymentStatus'>, p: ParcelState): number {
  const taken = s.paymentMethod === 'online' && s.paymentStatus === 'paid' ? p.totalPaise - p.storeCreditPaise : p.collectedPaise
  return Math.max(0, taken + p.storeCreditPaise - p.refundedPaise)
}

const same = (s: OrderState) => ({
  paymentStatus: s.paymentStatus,
  stock: null,
  parcels: null,
  giveBack: [],
  collected: [],
  issueInvoices: [],
  notify: false,
})

const uninvoiced = (s: OrderState, parcels: readonly ParcelState[]) =>
  s.invoiced ? [] : parcels.filter((p) => !p.invoiced && p.status !== 'cancelled').map((p) => p.id)

/**
 * The order lifecycle in one table, over the order's parcels (one per seller) and its payment:
 *
 *   parcel: pending ──process──▶ processing ──ship──▶ shipped ──deliver──▶ delivered
 *              └──────────cancel (before it ships)───────▶ cancelled
 *   order status: derived from its parcels (orderStatusOf); closed once every parcel is cancelled or refunded
 *   payment: pending ─pay─▶ paid ─(every parcel given back)─▶ refunded;  pending/failed ─fail_payment─▶ failed
 *   refund: the rest of every parcel (not shipped ones are cancelled); refund_part: part of one parcel
 *
 * A move names who may ask, when it is refused, and its effects; nothing else changes an order.
 */
export const MOVES: Record<MoveName, MoveRule> = {
  pay: {
    by: ['gateway'],
    refuse: (s) => (awaitingPayment(s) ? null : fail('conflict', 'This order is not waiting for a payment.')),
    effects: (s) => ({ ...same(s), paymentStatus: 'paid', stock: s.stockHeld ? null : 'take', issueInvoices: uninvoiced(s, s.parcels) }),
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
    refuse(s, mover, target) {
      if (orderClosed(s.parcels)) return CLOSED
      if (s.paymentMethod === 'online' && s.paymentStatus !== 'paid') return fail('conflict', 'This order is not paid yet.')
      if (!targetsOf(s, mover, target).some((p) => p.status === 'pending'))
        return mover.kind === 'admin' ? illegal(s, STATUS_LABELS.processing) : fail('conflict', 'Your items are already being processed.')
      return null
    },
    effects(s, mover, target) {
      const to = targetsOf(s, mover, target).filter((p) => p.status === 'pending')
      return { ...same(s), parcels: { ids: to.map((p) => p.id), to: 'processing' }, notify: s.status === 'pending' }
    },
  },
  ship: {
    by: ['vendor', 'admin'],
    refuse(s, mover, target) {
      if (orderClosed(s.parcels)) return CLOSED
      const mine = targetsOf(s, mover, target).filter((p) => !parcelClosed(p))
      if (mine.some((p) => p.status === 'processing')) return null
      if (mine.some((p) => p.status === 'pending'))
        return mover.kind === 'vendor' ? fail('conflict', 'Mark the order as processing first.') : illegal(s, STATUS_LABELS.shipped)
      return fail('conflict', 'These items have already shipped.')
    },
    effects(s, mover, target) {
      const to = targetsOf(s, mover, target).filter((p) => p.status === 'processing' && !parcelClosed(p))
      // Cash on delivery: the invoice travels with the goods, so each parcel's is issued at its dispatch.
      const issueInvoices = s.paymentMethod === 'cod' ? uninvoiced(s, to) : []
      return { ...same(s), parcels: { ids: to.map((p) => p.id), to: 'shipped' }, issueInvoices, notify: true }
    },
  },
  deliver: {
    by: ['admin'],
    refuse(s, mover, target) {
      return targetsOf(s, mover, target).some((p) => p.status === 'shipped' && !parcelClosed(p))
        ? null
        : illegal(s, STATUS_LABELS.delivered)
    },
    effects(s, mover, target) {
      const to = targetsOf(s, mover, target).filter((p) => p.status === 'shipped' && !parcelClosed(p))
      const ids = new Set(to.map((p) => p.id))
      // Delivering cash on delivery means the courier collected what was due for the parcel.
      const collected =
        s.paymentMethod === 'cod'
          ? to.map((p) => ({ parcelId: p.id, amountPaise: p.totalPaise - p.storeCreditPaise - p.refundedPaise }))
          : []
      const allCollected = s.parcels.every((p) => p.status === 'cancelled' || p.status === 'delivered' || ids.has(p.id))
      return {
        ...same(s),
        paymentStatus: s.paymentMethod === 'cod' && s.paymentStatus === 'pending' && allCollected ? 'paid' : s.paymentStatus,
        parcels: { ids: [...ids], to: 'delivered' },
        collected,
        issueInvoices: uninvoiced(s, to),
        notify: true,
      }
    },
  },
  cancel: {
    by: ['customer', 'admin', 'vendor'],
    refuse(s, mover, target) {
      if (orderClosed(s.parcels) || s.status === 'delivered' || s.status === 'cancelled') return illegal(s, STATUS_LABELS.cancelled)
      const mine = targetsOf(s, mover, target).filter((p) => !parcelClosed(p))
      if (mine.length === 0)
        return target.parcelId ? fail('conflict', 'This parcel is already cancelled.') : illegal(s, STATUS_LABELS.cancelled)
      if (mine.some((p) => p.status === 'shipped' || p.status === 'delivered'))
        return fail(
          'not_cancellable',
          target.parcelId || mover.kind === 'vendor'
            ? 'This parcel has already shipped and can no longer be cancelled.'
            : 'This order has already shipped and can no longer be cancelled.',
        )
      const rest = s.parcels.filter((p) => !parcelClosed(p) && !mine.includes(p))
      // What is due online is the order's total until it is paid: part of it is not cancelled before that.
      if (awaitingPayment(s) && rest.length > 0) return fail('conflict', 'Pay for the order first, or cancel all of it.')
      return null
    },
    effects(s, mover, target) {
      const to = targetsOf(s, mover, target).filter((p) => !parcelClosed(p))
      const giveBack = to.map((p) => ({ parcelId: p.id, amountPaise: refundableOf(s, p) })).filter((g) => g.amountPaise > 0)
      return {
        ...same(s),
        paymentStatus: closesWith(s, to) && s.paymentStatus === 'paid' ? 'refunded' : s.paymentStatus,
        stock: s.stockHeld ? 'return' : null,
        parcels: { ids: to.map((p) => p.id), to: 'cancelled' },
        giveBack,
        notify: true,
      }
    },
  },
  refund: {
    by: ['admin'],
    refuse(s, mover, target) {
      if (!targetsOf(s, mover, target).some((p) => refundableOf(s, p) > 0 && !parcelClosed(p)))
        return fail('conflict', 'Only a paid order can be refunded.')
      return null
    },
    // Everything left is given back; a parcel that has not shipped is cancelled with it, so a refunded
    // order never reads as pending.
    effects(s, mover, target) {
      const to = targetsOf(s, mover, target).filter((p) => !parcelClosed(p))
      const unshipped = to.filter((p) => p.status === 'pending' || p.status === 'processing')
      return {
        ...same(s),
        paymentStatus: closesWith(s, to) ? 'refunded' : s.paymentStatus,
        stock: s.stockHeld && unshipped.length > 0 ? 'return' : null,
        parcels: unshipped.length > 0 ? { ids: unshipped.map((p) => p.id), to: 'cancelled' } : null,
        giveBack: to.map((p) => ({ parcelId: p.id, amountPaise: refundableOf(s, p) })).filter((g) => g.amountPaise > 0),
        notify: true,
      }
    },
  },
  refund_part: {
    by: ['admin'],
    refuse(s, mover, target) {
      const [parcel] = targetsOf(s, mover, target)
      if (!target.parcelId || !parcel) return fail('not_found', 'Parcel not found')
      const most = refundableOf(s, parcel)
      if (most <= 0) return fail('conflict', 'Nothing of this parcel is left to refund.')
      const amount = target.amountPaise ?? 0
      if (!Number.isInteger(amount) || amount <= 0 || amount > most)
        return fail('invalid_input', `Please enter an amount from ₹1 to what is left of this parcel.`, {
          amount: 'Please enter an amount up to what is left of this parcel',
        })
      return null
    },
    effects(s, mover, target) {
      const [parcel] = targetsOf(s, mover, target)
      const amountPaise = target.amountPaise ?? 0
      const closes =
        parcel !== undefined && refundableOf(s, parcel) === amountPaise && parcel.refundedPaise + amountPaise >= parcel.totalPaise
      const stillOpen = s.parcels.filter((p) => !parcelClosed(p) && p !== parcel)
      return {
        ...same(s),
        paymentStatus: closes && stillOpen.length === 0 && s.paymentStatus === 'paid' ? 'refunded' : s.paymentStatus,
        giveBack: parcel ? [{ parcelId: parcel.id, amountPaise }] : [],
        notify: true,
      }
    },
  },
  // Money the gateway already sent back (a refund made in its dashboard): recorded, never sent again.
  // The goods are not known to have come back, so the parcels' status and stock stay as they are.
  refund_at_gateway: {
    by: ['gateway'],
    refuse: (s) => (s.paymentStatus === 'paid' ? null : fail('conflict', 'Only a paid order can be refunded.')),
    effects: (s) => ({
      ...same(s),
      paymentStatus: 'refunded',
      giveBack: s.parcels.map((p) => ({ parcelId: p.id, amountPaise: refundableOf(s, p) })).filter((g) => g.amountPaise > 0),
      notify: true,
    }),
  },
  // Part of the money: recorded against the parcels in their order, each up to what is left of it.
  part_refund_at_gateway: {
    by: ['gateway'],
    refuse: (s) => (s.paymentStatus === 'paid' ? null : fail('conflict', 'Only a paid order can be refunded.')),
    effects(s, _mover, target) {
      let left = target.amountPaise ?? 0
      const giveBack: Array<{ parcelId: string; amountPaise: number }> = []
      for (const p of s.parcels) {
        const amountPaise = Math.min(left, refundableOf(s, p))
        if (amountPaise > 0) giveBack.push({ parcelId: p.id, amountPaise })
        left -= amountPaise
      }
      return { ...same(s), giveBack }
    },
  },
}

/** Whether giving back these parcels leaves no parcel of the order open. */
const closesWith = (s: OrderState, moving: readonly ParcelState[]) => s.parcels.every((p) => parcelClosed(p) || moving.includes(p))

/** Decides a move: who may ask, whether the state allows it, and what it does. */
export function planMove(state: OrderState, move: MoveName, mover: Mover, target: MoveTarget = {}): Planned {
  const rule = MOVES[move]
  if (!rule.by.includes(mover.kind)) return fail('forbidden', 'You are not allowed to do that to this order.')
  if (mover.kind === 'vendor' && !state.parcels.some((p) => p.vendorId === mover.vendorId)) return fail('not_found', 'Order not found')
  if (target.parcelId && !state.parcels.some((p) => p.id === target.parcelId)) return fail('not_found', 'Parcel not found')
  const refusal = rule.refuse(state, mover, target)
  if (refusal) return refusal
  const effects = rule.effects(state, mover, target)
  const moving = effects.parcels
  const after = moving ? state.parcels.map((p) => (moving.ids.includes(p.id) ? { ...p, status: moving.to } : p)) : state.parcels
  return { ok: true, plan: { move, ...effects, status: after.length > 0 ? orderStatusOf(after) : state.status } }
}

/**
 * The status moves an admin can choose for the whole order, from this state: those after which the order
 * as a whole has that status. A move that would carry some parcels along while the order stays behind (a
 * shipped parcel "Delivered" while another is still pending, issue 49, item 14) is the parcel's own move.
 */
export function adminStatusChoices(state: OrderState): OrderStatus[] {
  const choices: Array<[MoveName, OrderStatus]> = [
    ['process', 'processing'],
    ['ship', 'shipped'],
    ['deliver', 'delivered'],
    ['cancel', 'cancelled'],
  ]
  return choices
    .filter(([move, to]) => {
      const planned = planMove(state, move, { kind: 'admin' })
      return planned.ok && planned.plan.status === to
    })
    .map(([, to]) => to)
}

/** The move that takes an order (or a parcel) to an admin's chosen status. */
export const MOVE_TO: Partial<Record<OrderStatus, MoveName>> = {
  processing: 'process',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
}

export const isCancellable = (state: OrderState, parcelId?: string) => planMove(state, 'cancel', { kind: 'customer' }, { parcelId }).ok
