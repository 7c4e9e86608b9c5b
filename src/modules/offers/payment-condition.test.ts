import { describe, expect, it } from 'vitest'
import { bankName, conditionWords, meets, parseCondition } from './payment-condition.ts'

describe('a bank offer’s condition on the payment (decision 083)', () => {
  const hdfc = { method: 'card', networks: [], banks: ['HDFC Bank'] } as const
  const visaOrRupay = { method: 'card', networks: ['Visa', 'RuPay'], banks: [] } as const

  it('is met only by a payment made that way, as the gateway reports it', () => {
    expect(
      meets({ ...hdfc, networks: [...hdfc.networks], banks: [...hdfc.banks] }, { method: 'card', network: 'Visa', bank: 'HDFC Bank' }),
    ).toBe(true)
    // Razorpay names a card's issuer by its bank code.
    expect(meets({ ...hdfc, networks: [], banks: ['HDFC Bank'] }, { method: 'card', network: 'Mastercard', bank: 'HDFC' })).toBe(true)
    expect(meets({ ...hdfc, networks: [], banks: ['HDFC Bank'] }, { method: 'card', network: 'Visa', bank: 'ICICI Bank' })).toBe(false)
    expect(meets({ ...hdfc, networks: [], banks: ['HDFC Bank'] }, { method: 'netbanking', bank: 'HDFC Bank' })).toBe(false)
    expect(meets({ ...visaOrRupay, networks: ['Visa', 'RuPay'], banks: [] }, { method: 'card', network: 'rupay', bank: 'SBIN' })).toBe(true)
    expect(meets({ method: 'upi' }, { method: 'upi' })).toBe(true)
    expect(meets({ method: 'upi' }, null)).toBe(false)
  })

  it('reads as a shopper says it', () => {
    expect(conditionWords({ method: 'card', networks: [], banks: ['HDFC Bank'] })).toBe('paying by an HDFC Bank card')
    expect(conditionWords({ method: 'card', networks: ['Visa', 'RuPay'], banks: [] })).toBe('paying by a Visa or RuPay card')
    expect(conditionWords({ method: 'upi' })).toBe('paying by UPI')
    expect(bankName('ICIC')).toBe('ICICI Bank')
    expect(parseCondition('{"method":"card","networks":["Visa"],"banks":[1]}')).toEqual({ method: 'card', networks: ['Visa'], banks: [] })
    expect(parseCondition('nonsense')).toBeNull()
  })
})
