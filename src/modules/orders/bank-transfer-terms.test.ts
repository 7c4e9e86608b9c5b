import { describe, expect, it } from 'vitest'
import { orderNumbersIn, payByOf, TRANSFER_HOLD_DAYS, transferReference } from './bank-transfer-terms.ts'

describe('bank transfer terms', () => {
  it('gives a reference of letters and digits, and finds it in a statement line however the bank wrote it', () => {
    expect(transferReference('DD-2612-000123')).toBe('DD2612000123')
    expect(orderNumbersIn('NEFT-HDFCN52026120212345-ACME TRADERS-DD2612000123')).toEqual(['DD-2612-000123'])
    expect(orderNumbersIn('IMPS/612345678901/dd 2612 000123/SBIN')).toEqual(['DD-2612-000123'])
    expect(orderNumbersIn('RTGS DD-2612-000123 and DD-2612-000124')).toEqual(['DD-2612-000123', 'DD-2612-000124'])
    expect(orderNumbersIn('NEFT from ACME TRADERS for laptops')).toEqual([])
  })

  it('holds the units for three days from the order', () => {
    expect(TRANSFER_HOLD_DAYS).toBe(3)
    expect(payByOf('2026-12-02T10:00:00.000Z').toISOString()).toBe('2026-12-05T10:00:00.000Z')
  })
})
