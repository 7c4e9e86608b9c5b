import { describe, expect, it } from 'vitest'
import type { OrderStatus, PaymentMethod } from '#db/schema.ts'
import { orderStatusOf } from '../parcels/parcel-state.ts'
import {
  adminStatusChoices,
  isCancellable,
  MOVES,
  type MoveName,
  type Mover,
  type MoveTarget,
  ORDER_STATUSES,
  type OrderState,
  PAYMENT_STATUSES,
  planMove,
} from './order-state.ts'

const A = 'vendor-a'
const B = 'vendor-b'

const parcel = (id: string, vendorId: string, status: OrderStatus = 'pending', over: Partial<OrderState['parcels'][number]> = {}) => ({
  id,
  vendorId,
  status,
  invoiced: false,
  totalPaise: 10_000,
  storeCreditPaise: 0,
  collectedPaise: 0,
  refundedPaise: 0,
  ...over,
})

const state = (over: Partial<OrderState> = {}, a: OrderStatus = 'pending', b: OrderStatus = 'pending'): OrderState => {
  const parcels = over.parcels ?? [parcel('pa', A, a), parcel('pb', B, b)]
  return {
    status: orderStatusOf(parcels),
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    stockHeld: true,
    invoiced: false,
    ...over,
    parcels,
  }
}
const paidOnline = (a: OrderStatus = 'pending', b: OrderStatus = 'pending') =>
  state({
    paymentMethod: 'online',
    paymentStatus: 'paid',
    parcels: [parcel('pa', A, a, { invoiced: true }), parcel('pb', B, b, { invoiced: true })],
  })

const admin: Mover = { kind: 'admin' }
const customer: Mover = { kind: 'customer' }
const gateway: Mover = { kind: 'gateway' }
const system: Mover = { kind: 'system' }
const vendorA: Mover = { kind: 'vendor', vendorId: A }
const vendorB: Mover = { kind: 'vendor', vendorId: B }

const plan = (s: OrderState, move: MoveName, mover: Mover, target: MoveTarget = {}) => {
  const planned = planMove(s, move, mover, target)
  if (!planned.ok) throw new Error(`${move} refused: ${planned.message}`)
  return planned.plan
}
const refusal = (s: OrderState, move: MoveName, mover: Mover, target: MoveTarget = {}) => {
  const planned = planMove(s, move, mover, target)
  if (planned.ok) throw new Error(`${move} was allowed`)
  return planned.code
}

describe('the order lifecycle table, over parcels', () => {
  it('pay: an online order becomes paid, takes released units again, and each parcel is invoiced by its seller', () => {
    expect(plan(state({ paymentMethod: 'online' }), 'pay', gateway)).toMatchObject({
      paymentStatus: 'paid',
      stock: null,
      issueInvoices: ['pa', 'pb'],
    })
    expect(plan(state({ paymentMethod: 'online', paymentStatus: 'failed', stockHeld: false }), 'pay', gateway).stock).toBe('take')
    // An order invoiced whole before parcels gets no second invoice.
    expect(plan(state({ paymentMethod: 'online', invoiced: true }), 'pay', gateway).issueInvoices).toEqual([])
    expect(plan(state({ paymentMethod: 'online' }), 'release_hold', system)).toMatchObject({ stock: 'return' })
  })

  it('process and ship: a seller moves its own parcel; the order ships when its last parcel does; cash on delivery is invoiced per parcel at its dispatch', () => {
    expect(plan(state(), 'process', vendorA)).toMatchObject({
      status: 'processing',
      parcels: { ids: ['pa'], to: 'processing' },
      notify: true,
    })
    expect(plan(state({}, 'processing', 'pending'), 'process', vendorB)).toMatchObject({ parcels: { ids: ['pb'] }, notify: false })
    expect(refusal(state({}, 'processing'), 'process', vendorA)).toBe('conflict')
    expect(refusal(state(), 'ship', vendorA)).toBe('conflict')
    expect(plan(state({}, 'processing', 'processing'), 'ship', vendorA)).toMatchObject({
      status: 'processing',
      parcels: { ids: ['pa'], to: 'shipped' },
      issueInvoices: ['pa'],
    })
    expect(plan(state({}, 'shipped', 'processing'), 'ship', vendorB)).toMatchObject({ status: 'shipped', issueInvoices: ['pb'] })
    expect(plan(paidOnline('processing', 'processing'), 'ship', admin)).toMatchObject({ status: 'shipped', issueInvoices: [] })
    expect(refusal(state({ paymentMethod: 'online' }), 'process', admin)).toBe('conflict')
  })

  it('deliver: per parcel; cash on delivery is collected parcel by parcel and the order is paid when the last is', () => {
    const first = plan(state({}, 'shipped', 'processing'), 'deliver', admin)
    expect(first).toMatchObject({ status: 'processing', paymentStatus: 'pending', collected: [{ parcelId: 'pa', amountPaise: 10_000 }] })
    expect(plan(state({}, 'delivered', 'shipped'), 'deliver', admin)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' })
    expect(refusal(state(), 'deliver', admin)).toBe('illegal_transition')
  })

  it('cancel: the whole order or one parcel before it ships; a paid parcel gives back what it took', () => {
    expect(plan(paidOnline(), 'cancel', customer)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      stock: 'return',
      giveBack: [
        { parcelId: 'pa', amountPaise: 10_000 },
        { parcelId: 'pb', amountPaise: 10_000 },
      ],
    })
    expect(plan(paidOnline(), 'cancel', customer, { parcelId: 'pb' })).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      parcels: { ids: ['pb'], to: 'cancelled' },
      giveBack: [{ parcelId: 'pb', amountPaise: 10_000 }],
    })
    expect(plan(paidOnline('shipped'), 'cancel', vendorB)).toMatchObject({ status: 'shipped', parcels: { ids: ['pb'] } })
    expect(refusal(paidOnline('shipped'), 'cancel', customer)).toBe('not_cancellable')
    expect(refusal(paidOnline('shipped'), 'cancel', vendorA)).toBe('not_cancellable')
    // Unpaid online: part of it is not cancelled before it is paid.
    expect(refusal(state({ paymentMethod: 'online' }), 'cancel', customer, { parcelId: 'pa' })).toBe('conflict')
    // Cash on delivery cancelled: nothing was taken, so nothing is refunded.
    expect(plan(state(), 'cancel', customer)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', giveBack: [] })
  })

  it('refund: an unshipped paid order refunded whole is cancelled too, never "Pending · Refunded"; a part refund keeps it open', () => {
    expect(plan(paidOnline(), 'refund', admin)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(plan(paidOnline('delivered', 'delivered'), 'refund', admin)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'refunded',
      parcels: null,
    })
    expect(plan(paidOnline('delivered'), 'refund_part', admin, { parcelId: 'pa', amountPaise: 2_500 })).toMatchObject({
      paymentStatus: 'paid',
      giveBack: [{ parcelId: 'pa', amountPaise: 2_500 }],
    })
    expect(refusal(paidOnline('delivered'), 'refund_part', admin, { parcelId: 'pa', amountPaise: 10_001 })).toBe('invalid_input')
    expect(refusal(state(), 'refund', admin)).toBe('conflict')
  })

  it('a closed order offers no move: cancelled, or every parcel refunded', () => {
    const closed = state({ paymentMethod: 'online', paymentStatus: 'refunded' }, 'cancelled', 'cancelled')
    for (const move of ['process', 'ship', 'deliver', 'cancel', 'refund'] as const) expect(planMove(closed, move, admin).ok).toBe(false)
    expect(adminStatusChoices(closed)).toEqual([])
    expect(isCancellable(closed)).toBe(false)
    const refunded = state({ paymentMethod: 'online', paymentStatus: 'refunded' })
    const allBack = {
      ...refunded,
      parcels: refunded.parcels.map((p) => ({ ...p, status: 'delivered' as const, refundedPaise: p.totalPaise })),
    }
    expect(adminStatusChoices(allBack)).toEqual([])
  })

  it('offers the admin only moves the whole order makes: never Delivered while another parcel is pending (issue 49, item 14)', () => {
    const partlyShipped = state({ paymentMethod: 'cod', paymentStatus: 'pending' }, 'shipped', 'pending')
    expect(planMove(partlyShipped, 'deliver', admin).ok).toBe(true)
    expect(adminStatusChoices(partlyShipped)).toEqual(['processing'])
    const statuses: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled']
    for (const a of statuses)
      for (const b of statuses)
        for (const paymentStatus of PAYMENT_STATUSES)
          for (const paymentMethod of ['cod', 'online'] as PaymentMethod[]) {
            const s = state({ paymentStatus, paymentMethod }, a, b)
            for (const to of adminStatusChoices(s)) {
              const move = ({ processing: 'process', shipped: 'ship', delivered: 'deliver', cancelled: 'cancel' } as const)[to as 'shipped']
              const planned = planMove(s, move, admin)
              expect(planned.ok && planned.plan.status, `${a}/${b} ${paymentMethod} ${paymentStatus} → ${to}`).toBe(to)
            }
          }
  })

  it('only the movers a move names may ask; a seller only for its own parcel; the stored status is always the parcels’ own', () => {
    const movers: Mover[] = [admin, customer, gateway, system, vendorA, vendorB]
    const statuses: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered', 'cancelled']
    for (const move of Object.keys(MOVES) as MoveName[])
      for (const a of statuses)
        for (const b of statuses)
          for (const paymentStatus of PAYMENT_STATUSES)
            for (const paymentMethod of ['cod', 'online'] as PaymentMethod[])
              for (const mover of movers) {
                const s = state({ paymentStatus, paymentMethod }, a, b)
                const planned = planMove(s, move, mover, { amountPaise: 1_000 })
                if (!MOVES[move].by.includes(mover.kind)) expect(planned.ok).toBe(false)
                if (!planned.ok) continue
                expect(ORDER_STATUSES).toContain(planned.plan.status)
                if (mover.kind === 'vendor')
                  expect(planned.plan.parcels?.ids ?? []).toEqual(planned.plan.parcels ? [mover.vendorId === A ? 'pa' : 'pb'] : [])
                // A parcel's invoice is issued at most once.
                for (const id of planned.plan.issueInvoices) expect(s.parcels.find((p) => p.id === id)?.invoiced).toBe(false)
              }
  })
})
