import { describe, expect, it } from 'vitest'
import { checkoutOffers, type MethodRow, onlineGateway } from './payment-offers.ts'

const online: MethodRow = { id: 'online', name: 'Online Payment', type: 'digital', provider: 'test', enabled: 1 }
const cod: MethodRow = { id: 'cod', name: 'Cash on Delivery', type: 'offline', provider: 'cod', enabled: 1 }
const razorpay: MethodRow = { id: 'rzp', name: 'Razorpay (UPI, cards)', type: 'digital', provider: 'razorpay', enabled: 1 }
const stripe: MethodRow = { id: 'st', name: 'Stripe', type: 'digital', provider: 'stripe', enabled: 1 }
const bank: MethodRow = { id: 'bank', name: 'Bank transfer', type: 'offline', provider: 'bank', enabled: 1 }

describe('checkoutOffers', () => {
  it('offers both built-in methods when they are enabled', () => {
    expect(checkoutOffers([online, cod], 'test')).toEqual([
      { id: 'online', name: 'Online Payment' },
      { id: 'cod', name: 'Cash on Delivery' },
    ])
  })

  it('drops Cash on Delivery when its method is disabled', () => {
    expect(checkoutOffers([online, { ...cod, enabled: 0 }], 'test').map((o) => o.id)).toEqual(['online'])
  })

  it('never offers bank transfer, which has no integration, nor Stripe unless Stripe is the shop’s gateway', () => {
    expect(checkoutOffers([{ ...online, enabled: 0 }, { ...cod, enabled: 0 }, stripe, bank], 'test')).toEqual([])
  })

  it('counts a Stripe method only when Stripe is the configured gateway (Razorpay’s keys set, Razorpay takes payments)', () => {
    const methods = [{ ...online, enabled: 0 }, stripe]
    expect(checkoutOffers(methods, 'stripe')).toEqual([{ id: 'online', name: 'Stripe' }])
    expect(checkoutOffers(methods, 'razorpay')).toEqual([])
    expect(checkoutOffers([online, stripe], 'stripe')).toEqual([{ id: 'online', name: 'Online Payment' }])
  })

  it('counts a Razorpay method only when Razorpay is configured on the server', () => {
    const methods = [{ ...online, enabled: 0 }, razorpay]
    expect(checkoutOffers(methods, 'test')).toEqual([])
    expect(checkoutOffers(methods, 'razorpay')).toEqual([{ id: 'online', name: 'Razorpay (UPI, cards)' }])
  })

  it('offers each kind once, named after the first enabled method', () => {
    expect(checkoutOffers([razorpay, online, cod, { ...cod, id: 'cod2', name: 'Pay on delivery' }], 'razorpay')).toEqual([
      { id: 'online', name: 'Razorpay (UPI, cards)' },
      { id: 'cod', name: 'Cash on Delivery' },
    ])
  })

  it('offers no online payment when no gateway runs (production without Razorpay or the test gateway)', () => {
    expect(checkoutOffers([online, razorpay, cod], null)).toEqual([{ id: 'cod', name: 'Cash on Delivery' }])
  })

  it('takes online payments through one gateway: Razorpay when configured, else Stripe, else the test gateway where allowed', () => {
    const configured = {} as never
    expect(onlineGateway({ razorpay: configured, stripe: configured, testGateway: false })).toBe('razorpay')
    expect(onlineGateway({ razorpay: null, stripe: configured, testGateway: true })).toBe('stripe')
    expect(onlineGateway({ razorpay: null, stripe: null, testGateway: true })).toBe('test')
    expect(onlineGateway({ razorpay: null, stripe: null, testGateway: false })).toBeNull()
  })
})
