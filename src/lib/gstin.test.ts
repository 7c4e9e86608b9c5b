import { describe, expect, it } from 'vitest'
import { gstinCheckCharacter, gstinProblem } from './gstin.ts'

// GSTINs published by real registered businesses (the first two were given in the brief; the
// third is Reliance Industries' Maharashtra registration, as printed on its invoices).
const REAL = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7']

describe('GSTIN check character', () => {
  it.each(REAL)('accepts the real GSTIN %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14])
    expect(gstinProblem(gstin, gstin.slice(0, 2))).toBeNull()
  })

  it('catches a mistyped character, in the check itself or in the body', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', '27')).toBe('This GSTIN has a typing mistake: its check character does not match')
    expect(gstinProblem('27AAPFU0938F1ZV', '27')).toBe('This GSTIN has a typing mistake: its check character does not match')
    expect(gstinProblem('29AAGCB7383J1Z5', '29')).toMatch(/typing mistake/)
  })

  it('checks the shape: length, PAN, the Z, a real state code', () => {
    expect(gstinProblem('27AAPFU0939F1Z', '27')).toMatch(/^A GSTIN is 15 characters/)
    expect(gstinProblem('27AAPF10939F1ZV', '27')).toMatch(/^A GSTIN is 15 characters/)
    expect(gstinProblem('27AAPFU0939F1YV', '27')).toMatch(/^A GSTIN is 15 characters/)
    expect(gstinProblem('99AAPFU0939F1ZV', null)).toBe('99 is not an Indian state code')
    expect(gstinProblem(' 27aapfu0939f1zv ', '27')).toBeNull()
  })

  it("must be registered in the billing address's state", () => {
    expect(gstinProblem('29AAGCB7383J1Z4', '27')).toBe('This GSTIN is registered in Karnataka, but the billing address is in Maharashtra')
  })
})
