import { describe, expect, it } from 'vitest'
import { countOf } from './plural.ts'

describe('countOf', () => {
  it.each([
    [0, 'parcel', undefined, '0 parcels'],
    [1, 'parcel', undefined, '1 parcel'],
    [2, 'parcel', undefined, '2 parcels'],
    [120_000, 'product', undefined, '1,20,000 products'],
    [1, 'recorded action', undefined, '1 recorded action'],
    [3, 'entry', 'entries', '3 entries'],
    [1, 'entry', 'entries', '1 entry'],
  ])('%d %s', (count, singular, plural, expected) => {
    expect(countOf(count, singular, plural)).toBe(expected)
  })
})
