import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#src/platform/validation.ts'
import { SELLER_STATES, sellerProfileSchema } from './seller-profile.schemas.ts'
import { adminMovesFrom, canMove, profileEditable } from './seller-status.ts'

// Reliance Industries Ltd's published GSTIN in Maharashtra and the PAN inside it.
const RELIANCE = {
  legalName: 'Reliance Industries Limited',
  addressLine1: 'Maker Chambers IV, 3rd Floor, 222 Nariman Point',
  addressLine2: '',
  city: 'Mumbai',
  stateCode: '27',
  pincode: '400021',
  gstin: '27AAACR5055K1Z7',
  pan: 'AAACR5055K',
  email: 'care@example.in',
  carePhone: '+91 22 3555 5000',
  grievanceName: 'Sunil Rao',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@example.in',
  grievancePhone: '022 3555 5001',
  bankAccountHolder: 'Reliance Industries Limited',
  bankIfsc: 'sbin0000300',
  bankAccountNumber: '3000 1234 5678',
  invoicePrefix: 'ril',
}

const errorsOf = (input: unknown) => {
  const parsed = sellerProfileSchema.safeParse(input)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

describe('a seller profile', () => {
  it('accepts a published GSTIN with its own PAN, and writes identifiers as they are registered', () => {
    const parsed = sellerProfileSchema.parse(RELIANCE)
    expect(parsed).toMatchObject({ gstin: '27AAACR5055K1Z7', pan: 'AAACR5055K', bankIfsc: 'SBIN0000300', invoicePrefix: 'RIL' })
    expect(parsed.bankAccountNumber).toBe('300012345678')
  })

  it('finds a typing mistake in the GSTIN by its check character', () => {
    expect(errorsOf({ ...RELIANCE, gstin: '27AAACR5055K1Z8' })).toEqual({
      gstin: 'This GSTIN has a typing mistake: its check character does not match',
    })
  })

  it("refuses a GSTIN of another state than the registered address's", () => {
    expect(errorsOf({ ...RELIANCE, stateCode: '29' })).toEqual({
      gstin: 'This GSTIN is registered in Maharashtra, but the registered address is in Karnataka',
    })
  })

  it("refuses a PAN that is not the GSTIN's own", () => {
    expect(errorsOf({ ...RELIANCE, pan: 'AAKCD4821M' })).toEqual({
      pan: 'The PAN must be the one inside the GSTIN (its characters 3 to 12): AAACR5055K',
    })
    expect(errorsOf({ ...RELIANCE, pan: 'AAAXR5055K' }).pan).toMatch(/holder type/)
  })

  it('names every other mistake beside its field', () => {
    const errors = errorsOf({
      ...RELIANCE,
      legalName: ' ',
      pincode: '12345',
      carePhone: '12345',
      grievanceEmail: 'not-an-email',
      bankIfsc: 'SBIN1000300',
      bankAccountNumber: '1234',
      invoicePrefix: 'TOO-LONG',
      stateCode: '99',
    })
    expect(errors).toMatchObject({
      legalName: 'Legal name is required',
      pincode: 'Please enter a valid 6-digit PIN code',
      carePhone: 'Please enter a valid Indian phone number, e.g. +91 20 4567 8900',
      grievanceEmail: 'Please enter a valid email address',
      bankIfsc: expect.stringMatching(/^An IFSC is 11 characters/),
      bankAccountNumber: 'An account number is 9 to 18 digits',
      invoicePrefix: 'An invoice prefix is 2 to 5 capital letters or digits, e.g. SNC',
      stateCode: 'Please choose the state of the registered address',
    })
    expect(errorsOf({ ...RELIANCE, extra: 'x' })).not.toEqual({})
  })

  it('leaves the account number blank to keep the one on file', () => {
    expect(sellerProfileSchema.parse({ ...RELIANCE, bankAccountNumber: '' }).bankAccountNumber).toBe('')
  })
})

describe("a seller's status", () => {
  it('moves only as the table says', () => {
    expect(adminMovesFrom('submitted')).toEqual(['approve', 'reject'])
    expect(adminMovesFrom('approved')).toEqual(['suspend'])
    expect(adminMovesFrom('suspended')).toEqual(['reinstate'])
    expect(adminMovesFrom('incomplete')).toEqual([])
    expect(adminMovesFrom('rejected')).toEqual([])
    expect(canMove('submit', 'rejected')).toBe(true)
    expect(canMove('approve', 'incomplete')).toBe(false)
    expect(profileEditable('approved')).toBe(false)
    expect(profileEditable('suspended')).toBe(false)
  })
})

// Issue 49, item 8: the seller's profile form listed the states in GST-code order; every other list is A–Z.
describe('the states a seller picks from', () => {
  it('are listed A–Z by name, every state and union territory once', () => {
    const names = SELLER_STATES.map((state) => state.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')))
    expect(names.slice(0, 3)).toEqual(['Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh'])
    expect(new Set(SELLER_STATES.map((state) => state.code)).size).toBe(36)
  })
})
