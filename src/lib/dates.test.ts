import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './dates.ts'

describe('formatDate', () => {
  it('writes Indian English dates in India time', () => {
    expect(formatDate('2026-11-21T05:00:00Z')).toBe('21 November 2026')
    // 20:00 UTC is already the next day in Pune.
    expect(formatDate(new Date('2026-01-31T20:00:00Z'))).toBe('1 February 2026')
  })
})

describe('formatDateTime', () => {
  it('writes Indian English date and time in India time', () => {
    expect(formatDateTime('2026-11-21T08:35:00Z')).toBe('21 Nov 2026, 2:05 pm')
    expect(formatDateTime('2026-01-05T18:30:00Z')).toBe('6 Jan 2026, 12:00 am')
  })
})
