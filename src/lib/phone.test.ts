import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isIndianPhone, nationalNumber } from './phone.ts'

describe('Indian phone numbers as people write them (issue 49, item 2)', () => {
  it('reads the ten-digit national number from the ways a mobile or a landline is written', () => {
    for (const written of ['9845012345', '+91 98450 12345', '+91-98450-12345', '91 98450 12345', '098450 12345', '0091 98450 12345'])
      expect(nationalNumber(written), written).toBe('9845012345')
    expect(nationalNumber('+91 20 4567 8900')).toBe('2045678900')
    expect(nationalNumber('(020) 4567-8900')).toBe('2045678900')
    // Ten digits that start with 91 are a number of their own, not a country code.
    expect(nationalNumber('9123456780')).toBe('9123456780')
  })

  it('refuses what is not one: too short, too long, letters, a leading 0 that is not the trunk prefix', () => {
    for (const written of [
      '',
      '98765',
      '12345',
      'call me',
      '+91 98450 1234',
      '98450123456',
      '+44 20 7946 0958',
      '0123456789',
      '+91 0984501234',
    ])
      expect(isIndianPhone(written), written).toBe(false)
  })

  it('gives back the same ten digits whichever prefix and separators they were written with', () => {
    const number = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }))
    const prefix = fc.constantFrom('', '+91', '+91 ', '91', '0', '0091 ')
    const separator = fc.constantFrom('', ' ', '-')
    fc.assert(
      fc.property(number, prefix, separator, ([first, rest], before, between) => {
        const digits = `${first}${rest.join('')}`
        const written = `${before}${digits.slice(0, 5)}${between}${digits.slice(5)}`
        expect(nationalNumber(written)).toBe(digits)
      }),
    )
  })
})
