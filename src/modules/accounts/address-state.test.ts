import { describe, expect, it } from 'vitest'
import { checkoutSchema } from '#src/modules/orders/index.ts'
import { addressSchema } from './accounts.schemas.ts'

const address = {
  fullName: 'Asha Patil',
  addressLine1: '12 FC Road',
  city: 'Pune',
  state: '27',
  pincode: '411001',
  phone: '9876543210',
}

const errorsOf = (input: unknown) => {
  const parsed = addressSchema.safeParse(input)
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('the shipping address State, by GST state code', () => {
  it('stores the code and the name', () => {
    expect(addressSchema.parse(address)).toMatchObject({ state: 'Maharashtra', stateCode: '27', pincode: '411001' })
  })
  it('takes the exact name too (the API), in any case, but no abbreviation', () => {
    expect(addressSchema.parse({ ...address, state: 'maharashtra' })).toMatchObject({ state: 'Maharashtra', stateCode: '27' })
    expect(errorsOf({ ...address, state: 'MH' })).toEqual({ state: 'Please choose a State from the list' })
    expect(errorsOf({ ...address, state: '25' })).toEqual({ state: 'Please choose a State from the list' }) // merged into 26 in 2020
  })
  it('keeps the spec’s message for a missing State', () => {
    expect(errorsOf({ ...address, state: '' })).toEqual({ state: 'State is required' })
  })
  it('refuses a PIN code that is not in the chosen State, with a clear message on the PIN', () => {
    expect(errorsOf({ ...address, state: '29' })).toEqual({
      pincode: 'PIN code 411001 is in Maharashtra, not Karnataka. Please check the PIN code or the State.',
    })
    expect(errorsOf({ ...address, city: 'Bengaluru', state: '29', pincode: '560001' })).toEqual({})
    expect(errorsOf({ ...address, city: 'Panaji', state: '27', pincode: '403001' })).toEqual({
      pincode: 'PIN code 403001 is in Goa, not Maharashtra. Please check the PIN code or the State.',
    })
  })
  it('accepts a PIN in a border circle for every state that can own it', () => {
    expect(errorsOf({ ...address, city: 'Daman', state: '26', pincode: '396210' })).toEqual({})
    expect(errorsOf({ ...address, city: 'Valsad', state: '24', pincode: '396001' })).toEqual({})
    expect(errorsOf({ ...address, city: 'Puducherry', state: '34', pincode: '605001' })).toEqual({})
  })
  it('checkout uses the same rules', () => {
    const checkout = { ...address, paymentMethod: 'cod', idempotencyKey: '6f1c2b8e-1f0a-4e53-9a3c-2d5b7e8f9a01' }
    expect(checkoutSchema.parse(checkout)).toMatchObject({ state: 'Maharashtra', stateCode: '27' })
    const refused = checkoutSchema.safeParse({ ...checkout, state: '29' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]).toMatchObject({ path: ['pincode'] })
  })
})
