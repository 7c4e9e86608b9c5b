import { describe, expect, it } from 'vitest'
import { paymentStateOf, paymentStatusWords } from './payment-state.ts'

describe('the payment state a shopper sees', () => {
  it('cash on delivery is paid on delivery, until it is', () => {
    expect(paymentStateOf({ paymentMethod: 'cod', status: 'pending', paymentStatus: 'pending' })).toEqual({
      label: 'Pay on delivery',
      tone: 'neutral',
      canPay: false,
    })
    expect(paymentStateOf({ paymentMethod: 'cod', status: 'delivered', paymentStatus: 'paid' }).label).toBe('Paid on delivery')
  })
  it('an online order waiting for payment offers to complete it, also after a failure', () => {
    expect(paymentStateOf({ paymentMethod: 'online', status: 'pending', paymentStatus: 'pending' })).toEqual({
      label: 'Payment pending',
      tone: 'waiting',
      canPay: true,
    })
    expect(paymentStateOf({ paymentMethod: 'online', status: 'pending', paymentStatus: 'failed' })).toEqual({
      label: 'Payment failed',
      tone: 'bad',
      canPay: true,
    })
  })
  it('paid, refunded and cancelled orders offer no payment', () => {
    expect(paymentStateOf({ paymentMethod: 'online', status: 'processing', paymentStatus: 'paid' })).toMatchObject({
      label: 'Paid',
      canPay: false,
    })
    expect(paymentStateOf({ paymentMethod: 'online', status: 'cancelled', paymentStatus: 'refunded' })).toMatchObject({
      label: 'Refunded',
      canPay: false,
    })
    expect(paymentStateOf({ paymentMethod: 'online', status: 'cancelled', paymentStatus: 'failed' })).toMatchObject({
      label: 'Not charged',
      canPay: false,
    })
  })
  it('a paid order with part of it refunded is partly refunded, for the shopper and the back office alike', () => {
    const paid = { paymentMethod: 'online', status: 'delivered', paymentStatus: 'paid' } as const
    expect(paymentStateOf({ ...paid, refundedPaise: 0 }).label).toBe('Paid')
    expect(paymentStateOf({ ...paid, refundedPaise: 4_130_000 }).label).toBe('Partly refunded')
    expect(paymentStatusWords({ ...paid, refundedPaise: 4_130_000 })).toBe('Partly refunded')
    expect(paymentStatusWords({ ...paid, paymentStatus: 'refunded', refundedPaise: 4_130_000 })).toBe('Refunded')
    // A return of every item gives all of it back: refunded, not partly.
    expect(paymentStateOf({ ...paid, refundedPaise: 5_900_000, totalPaise: 5_900_000 }).label).toBe('Refunded')
    expect(paymentStateOf({ ...paid, refundedPaise: 4_130_000, totalPaise: 5_900_000 }).label).toBe('Partly refunded')
  })
})
