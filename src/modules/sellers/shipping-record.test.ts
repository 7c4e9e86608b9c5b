import { describe, expect, it } from 'vitest'
import { shippingRecordLine } from './shipping-record.ts'

describe('shippingRecordLine', () => {
  it.each([
    [{ parcelsShipped: 0, shippedOnTime: 0 }, 'No parcels shipped yet'],
    [{ parcelsShipped: 1, shippedOnTime: 1 }, '100% of 1 parcel shipped on time (within 2 days of the order)'],
    [{ parcelsShipped: 3, shippedOnTime: 2 }, '67% of 3 parcels shipped on time (within 2 days of the order)'],
  ])('%o', (record, expected) => {
    expect(shippingRecordLine(record, 2)).toBe(expected)
  })
})
