import { describe, expect, it } from 'vitest'
import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from '#db/schema.ts'
import {
  adminStatusChoices,
  isCancellable,
  MOVES,
  type MoveName,
  type Mover,
  ORDER_STATUSES,
  type OrderState,
  PAYMENT_STATUSES,
  planMove,
} from './order-state.ts'

const A = 'vendor-a'
const B = 'vendor-b'

const state = (over: Partial<OrderState> = {}): OrderState => ({
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  stockHeld: true,
  invoiced: false,
  lines: [
    { vendorId: A, fulfilment: 'pending' },
    { vendorId: B, fulfilment: 'pending' },
  ],
  ...over,
})

const lines = (a: Fulfilment, b: Fulfilment) => [
  { vendorId: A, fulfilment: a },
  { vendorId: B, fulfilment: b },
]

const admin: Mover = { kind: 'admin' }
const customer: Mover = { kind: 'customer' }
const gateway: Mover = { kind: 'gateway' }
const system: Mover = { kind: 'system' }
const vendorA: Mover = { kind: 'vendor', vendorId: A }
const vendorB: Mover = { kind: 'vendor', vendorId: B }

const plan = (s: OrderState, move: MoveName, mover: Mover) => {
  const planned = planMove(s, move, mover)
  if (!planned.ok) throw new Error(`${move} refused: ${planned.message}`)
  return planned.plan
}
const refusal = (s: OrderState, move: MoveName, mover: Mover) => {
  const planned = planMove(s, move, mover)
  if (planned.ok) throw new Error(`${move} was allowed from ${JSON.stringify(s)}`)
  return planned.code
}

/** Every combination of the state's parts, for the rules that must hold everywhere. */
function* everyState(): Generator<OrderState> {
  const fulfilments: Fulfilment[] = ['pending', 'processing', 'shipped']
  for (const status of ORDER_STATUSES)
    for (const paymentStatus of PAYMENT_STATUSES)
      for (const paymentMethod of ['cod', 'online'] as PaymentMethod[])
        for (const stockHeld of [true, false])
          for (const invoiced of [true, false])
            for (const a of fulfilments)
              for (const b of fulfilments) yield state({ status, paymentStatus, paymentMethod, stockHeld, invoiced, lines: lines(a, b) })
}
const MOVERS: Mover[] = [admin, customer, gateway, system, vendorA, vendorB]

describe('the order lifecycle table', () => {
  describe('legal moves and their effects', () => {
    it('pay: an online order waiting for payment becomes paid, takes released units again and is invoiced', () => {
      const waiting = state({ paymentMethod: 'online' })
      expect(plan(waiting, 'pay', gateway)).toMatchObject({ status: 'pending', paymentStatus: 'paid', stock: null, issueInvoice: true })
      expect(plan(state({ paymentMethod: 'online', paymentStatus: 'failed', stockHeld: false }), 'pay', gateway)).toMatchObject({
        paymentStatus: 'paid',
        stock: 'take',
      })
    })

    it('fail_payment: the payment is failed and nothing else moves', () => {
      expect(plan(state({ paymentMethod: 'online' }), 'fail_payment', gateway)).toMatchObject({
        status: 'pending',
        paymentStatus: 'failed',
        stock: null,
        issueInvoice: false,
        notify: false,
      })
    })

    it('release_hold: an unpaid online order gives its units back, once', () => {
      expect(plan(state({ paymentMethod: 'online' }), 'release_hold', system)).toMatchObject({ stock: 'return', paymentStatus: 'pending' })
      expect(refusal(state({ paymentMethod: 'online', stockHeld: false }), 'release_hold', system)).toBe('conflict')
    })

    it('process: a vendor moves their own pending lines, and the order with the first of them', () => {
      expect(plan(state(), 'process', vendorA)).toMatchObject({
        status: 'processing',
        lines: { vendorIds: [A], to: 'processing' },
        notify: true,
      })
      expect(plan(state({ status: 'processing', lines: lines('processing', 'pending') }), 'process', vendorB)).toMatchObject({
        status: 'processing',
        lines: { vendorIds: [B], to: 'processing' },
        notify: false,
      })
      expect(plan(state(), 'process', admin)).toMatchObject({ lines: { vendorIds: [A, B], to: 'processing' } })
    })

    it('ship: the order ships when its last line does; cash on delivery is invoiced at the first dispatch', () => {
      const processing = state({ status: 'processing', lines: lines('processing', 'processing') })
      expect(plan(processing, 'ship', vendorA)).toMatchObject({
        status: 'processing',
        lines: { vendorIds: [A], to: 'shipped' },
        issueInvoice: true,
      })
      expect(plan(state({ status: 'processing', invoiced: true, lines: lines('shipped', 'processing') }), 'ship', vendorB)).toMatchObject({
        status: 'shipped',
        issueInvoice: false,
      })
      expect(plan(processing, 'ship', admin)).toMatchObject({ status: 'shipped', lines: { vendorIds: [A, B], to: 'shipped' } })
      expect(
        plan(state({ status: 'processing', paymentMethod: 'online', paymentStatus: 'paid', invoiced: true }), 'ship', admin).issueInvoice,
      ).toBe(false)
    })

    it('deliver: a shipped order is delivered, and cash on delivery counts as paid', () => {
      expect(plan(state({ status: 'shipped', invoiced: true, lines: lines('shipped', 'shipped') }), 'deliver', admin)).toMatchObject({
        status: 'delivered',
        paymentStatus: 'paid',
      })
      expect(
        plan(
          state({ status: 'shipped', paymentMethod: 'online', paymentStatus: 'refunded', lines: lines('shipped', 'shipped') }),
          'deliver',
          admin,
        ).paymentStatus,
      ).toBe('refunded')
    })

    it('cancel: before anything ships; a paid order is refunded, held units come back', () => {
      expect(plan(state({ paymentMethod: 'online', paymentStatus: 'paid' }), 'cancel', customer)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        refund: true,
        stock: 'return',
      })
      expect(plan(state({ paymentMethod: 'online', stockHeld: false }), 'cancel', admin)).toMatchObject({ refund: false, stock: null })
      expect(plan(state({ status: 'processing', lines: lines('processing', 'pending') }), 'cancel', admin).status).toBe('cancelled')
    })

    it('refund: a paid order is refunded and keeps its status', () => {
      expect(plan(state({ status: 'processing', paymentMethod: 'online', paymentStatus: 'paid' }), 'refund', admin)).toMatchObject({
        status: 'processing',
        paymentStatus: 'refunded',
        refund: true,
      })
    })

    it('a refund made at the gateway: recorded, never sent again; all of it refunds the order, part of it keeps it paid', () => {
      const paid = state({ status: 'delivered', paymentMethod: 'online', paymentStatus: 'paid', invoiced: true })
      expect(plan(paid, 'refund_at_gateway', gateway)).toMatchObject({
        status: 'delivered',
        paymentStatus: 'refunded',
        refund: false,
        stock: null,
        notify: true,
      })
      expect(plan(paid, 'part_refund_at_gateway', gateway)).toMatchObject({ status: 'delivered', paymentStatus: 'paid', refund: false })
      expect(refusal(state({ paymentMethod: 'online', paymentStatus: 'refunded' }), 'refund_at_gateway', gateway)).toBe('conflict')
      expect(refusal(state({ paymentMethod: 'online', paymentStatus: 'pending' }), 'part_refund_at_gateway', gateway)).toBe('conflict')
      expect(refusal(paid, 'refund_at_gateway', admin)).toBe('forbidden')
    })
  })

  describe('illegal moves', () => {
    it.each<[string, OrderState, MoveName, Mover, string]>([
      ['a second payment', state({ paymentMethod: 'online', paymentStatus: 'paid' }), 'pay', gateway, 'conflict'],
      ['paying a cash order', state(), 'pay', gateway, 'conflict'],
      ['paying a cancelled order', state({ status: 'cancelled', paymentMethod: 'online' }), 'pay', gateway, 'conflict'],
      ['failing a paid payment', state({ paymentMethod: 'online', paymentStatus: 'paid' }), 'fail_payment', gateway, 'conflict'],
      ['releasing a paid order', state({ paymentMethod: 'online', paymentStatus: 'paid' }), 'release_hold', system, 'conflict'],
      ['processing an unpaid online order', state({ paymentMethod: 'online' }), 'process', vendorA, 'conflict'],
      [
        'processing a shipped order',
        state({ status: 'shipped', lines: lines('shipped', 'shipped') }),
        'process',
        admin,
        'illegal_transition',
      ],
      [
        'processing twice (admin)',
        state({ status: 'processing', lines: lines('processing', 'processing') }),
        'process',
        admin,
        'illegal_transition',
      ],
      ['shipping a pending order (vendor)', state(), 'ship', vendorA, 'conflict'],
      ['shipping a pending order (admin)', state(), 'ship', admin, 'illegal_transition'],
      ['shipping lines twice', state({ status: 'processing', lines: lines('shipped', 'processing') }), 'ship', vendorA, 'conflict'],
      ['delivering a processing order', state({ status: 'processing' }), 'deliver', admin, 'illegal_transition'],
      [
        'cancelling a shipped order',
        state({ status: 'shipped', lines: lines('shipped', 'shipped') }),
        'cancel',
        customer,
        'not_cancellable',
      ],
      [
        'cancelling when one line shipped',
        state({ status: 'processing', lines: lines('shipped', 'processing') }),
        'cancel',
        admin,
        'not_cancellable',
      ],
      ['cancelling twice', state({ status: 'cancelled' }), 'cancel', customer, 'illegal_transition'],
      ['cancelling a delivered order', state({ status: 'delivered', paymentStatus: 'paid' }), 'cancel', admin, 'illegal_transition'],
      ['refunding an unpaid order', state(), 'refund', admin, 'conflict'],
      ['refunding twice', state({ paymentStatus: 'refunded', status: 'cancelled' }), 'refund', admin, 'conflict'],
      ['a customer shipping', state({ status: 'processing' }), 'ship', customer, 'forbidden'],
      ['a vendor cancelling', state(), 'cancel', vendorA, 'forbidden'],
      ['a customer paying by saying so', state({ paymentMethod: 'online' }), 'pay', customer, 'forbidden'],
      ['a vendor refunding', state({ paymentStatus: 'paid' }), 'refund', vendorA, 'forbidden'],
      ['an admin delivering for the gateway', state({ paymentMethod: 'online' }), 'pay', admin, 'forbidden'],
      [
        'a vendor acting on an order without their lines',
        state({ lines: [{ vendorId: B, fulfilment: 'pending' }] }),
        'process',
        vendorA,
        'not_found',
      ],
    ])('refuses %s', (_name, s, move, mover, code) => {
      expect(refusal(s, move, mover)).toBe(code)
    })
  })

  describe('rules that hold in every state', () => {
    const all = [...everyState()]

    it('only the movers a move names may ask for it', () => {
      for (const s of all)
        for (const move of Object.keys(MOVES) as MoveName[])
          for (const mover of MOVERS)
            if (!MOVES[move].by.includes(mover.kind)) expect(planMove(s, move, mover)).toMatchObject({ ok: false, code: 'forbidden' })
    })

    it('nothing leaves cancelled or delivered but a refund of a paid order', () => {
      for (const s of all.filter((x) => x.status === 'cancelled' || x.status === 'delivered'))
        for (const move of Object.keys(MOVES) as MoveName[])
          for (const mover of MOVERS) {
            const planned = planMove(s, move, mover)
            if (planned.ok) {
              expect(['refund', 'refund_at_gateway', 'part_refund_at_gateway']).toContain(move)
              expect(planned.plan.status).toBe(s.status)
            }
          }
    })

    it('money: refunded only from paid, through the provider, and only a paid order is refunded', () => {
      for (const s of all)
        for (const move of Object.keys(MOVES) as MoveName[])
          for (const mover of MOVERS) {
            const planned = planMove(s, move, mover)
            if (!planned.ok) continue
            const { plan: p } = planned
            // A refund made at the gateway is already back with the payer: it is recorded, never sent again.
            expect(p.refund).toBe(s.paymentStatus === 'paid' && p.paymentStatus === 'refunded' && move !== 'refund_at_gateway')
            if (p.paymentStatus !== s.paymentStatus) {
              const allowed: Array<[PaymentStatus, PaymentStatus]> = [
                ['pending', 'paid'],
                ['failed', 'paid'],
                ['pending', 'failed'],
                ['failed', 'failed'],
                ['paid', 'refunded'],
              ]
              expect(allowed).toContainEqual([s.paymentStatus, p.paymentStatus])
            }
          }
    })

    it('stock: taken only when released, returned only when held', () => {
      for (const s of all)
        for (const move of Object.keys(MOVES) as MoveName[])
          for (const mover of MOVERS) {
            const planned = planMove(s, move, mover)
            if (!planned.ok) continue
            if (planned.plan.stock === 'take') expect(s.stockHeld).toBe(false)
            if (planned.plan.stock === 'return') expect(s.stockHeld).toBe(true)
          }
    })

    it('order status moves only forward along the machine, and ships only when every line has', () => {
      const forward: Record<OrderStatus, OrderStatus[]> = {
        pending: ['pending', 'processing', 'cancelled'],
        processing: ['processing', 'shipped', 'cancelled'],
        shipped: ['shipped', 'delivered'],
        delivered: ['delivered'],
        cancelled: ['cancelled'],
      }
      for (const s of all)
        for (const move of Object.keys(MOVES) as MoveName[])
          for (const mover of MOVERS) {
            const planned = planMove(s, move, mover)
            if (!planned.ok) continue
            expect(forward[s.status]).toContain(planned.plan.status)
            if (planned.plan.status === 'shipped' && s.status !== 'shipped') {
              const moving = planned.plan.lines?.vendorIds ?? []
              expect(s.lines.every((l) => l.fulfilment === 'shipped' || moving.includes(l.vendorId))).toBe(true)
            }
          }
    })

    it('a vendor moves only their own lines; an invoice is issued at most once', () => {
      for (const s of all)
        for (const move of Object.keys(MOVES) as MoveName[])
          for (const mover of MOVERS) {
            const planned = planMove(s, move, mover)
            if (!planned.ok) continue
            if (mover.kind === 'vendor') expect(planned.plan.lines?.vendorIds ?? []).toEqual([mover.vendorId])
            if (s.invoiced) expect(planned.plan.issueInvoice).toBe(false)
          }
    })
  })

  it('offers an admin only the statuses the table allows', () => {
    expect(adminStatusChoices(state())).toEqual(['processing', 'cancelled'])
    expect(adminStatusChoices(state({ status: 'processing', lines: lines('processing', 'processing') }))).toEqual(['shipped', 'cancelled'])
    expect(adminStatusChoices(state({ status: 'shipped', lines: lines('shipped', 'shipped') }))).toEqual(['delivered'])
    expect(adminStatusChoices(state({ status: 'delivered' }))).toEqual([])
    expect(adminStatusChoices(state({ paymentMethod: 'online' }))).toEqual(['cancelled'])
    expect(isCancellable(state({ status: 'processing', lines: lines('shipped', 'pending') }))).toBe(false)
  })
})
