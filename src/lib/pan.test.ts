import { describe, expect, it } from 'vitest'
import { accountNumberProblem, ifscProblem, maskAccountNumber } from './bank-account.ts'
import { gstinProblem } from './gstin.ts'
import { panOfGstin, panProblem } from './pan.ts'

describe('PAN and bank details', () => {
  it('accepts published PANs and the PANs inside published GSTINs', () => {
    // Reliance Industries Ltd's GSTIN in Maharashtra, as printed on its invoices and in the GST portal's search.
    expect(gstinProblem('27AAACR5055K1Z7', '27')).toBeNull()
    expect(panOfGstin('27AAACR5055K1Z7')).toBe('AAACR5055K')
    expect(panProblem('AAACR5055K')).toBeNull()
    expect(panProblem('aakcd4821m')).toBeNull()
  })

  it('names what is wrong with a PAN', () => {
    expect(panProblem('AAACR5055')).toMatch(/10 characters/)
    expect(panProblem('AAAXR5055K')).toMatch(/holder type/)
  })

  it('checks an IFSC and an account number, and masks the number', () => {
    expect(ifscProblem('HDFC0000123')).toBeNull()
    expect(ifscProblem('hdfc0000123')).toBeNull()
    expect(ifscProblem('HDFC1000123')).toMatch(/a 0/)
    expect(accountNumberProblem('50100012345678')).toBeNull()
    expect(accountNumberProblem('1234')).toMatch(/9 to 18 digits/)
    expect(maskAccountNumber('50100012345678')).toBe('•••• 5678')
  })
})
