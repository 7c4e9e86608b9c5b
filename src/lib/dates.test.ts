import { describe, expect, it } from 'vitest'
import { formatDate } from './dates.ts'

describe('formatDate', () => {
  it('writes Indian English dates in India time', () => {
    expect(formatDate('2026-11-21T05:00:00Z')).toBe('21 November 2026')
    // 20:00 UTC is already the next day in Pune.
    expect(formatDate(new Date('2026-01-31T20:00:00Z'))).toBe('1 February 2026')
  })
})
