import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#src/platform/validation.ts'
import { addMethodSchema, maskSecret, typeOf } from './payment-methods.schemas.ts'

const errorsOf = (input: unknown) => {
  const parsed = addMethodSchema.safeParse(input)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('the add-payment modal rules', () => {
  it('requires a display name, also when it is only spaces', () => {
    expect(errorsOf({ provider: 'cod', name: '   ' })).toEqual({ name: 'Display Name is required' })
  })

  it('requires API Key and API Secret for stripe and razorpay', () => {
    for (const provider of ['stripe', 'razorpay'])
      expect(errorsOf({ provider, name: 'Gateway' })).toEqual({ apiKey: 'API Key is required', apiSecret: 'API Secret is required' })
  })

  it('requires bank account details for bank, and nothing extra for cod', () => {
    expect(errorsOf({ provider: 'bank', name: 'NEFT' })).toEqual({ bankDetails: 'Bank Account Details are required' })
    expect(errorsOf({ provider: 'cod', name: 'Cash' })).toEqual({})
  })

  it('derives the type from the provider', () => {
    expect([typeOf('cod'), typeOf('bank'), typeOf('stripe'), typeOf('razorpay')]).toEqual(['offline', 'offline', 'digital', 'digital'])
  })
})

describe('maskSecret', () => {
  it('keeps a gateway prefix and the last four characters only', () => {
    expect(maskSecret('rzp_live_AbCdEfGh1234')).toBe('rzp_live_••••1234')
    expect(maskSecret('rzp_Xyzabcdefg1234')).toBe('rzp_••••1234')
    expect(maskSecret('whsec0987654321abcd')).toBe('••••abcd')
    expect(maskSecret('short')).toBe('••••')
    expect(maskSecret(null)).toBeNull()
  })
})
