import { describe, expect, it } from 'vitest'
import { dailySeries, indianDay } from './daily-sales.ts'

describe('daily sales', () => {
  it('sums by Indian calendar day, zero-filled, with the same day of the period before', () => {
    const now = new Date('2026-11-24T10:00:00Z')
    const series = dailySeries(
      [
        { createdAt: '2026-11-24T05:00:00Z', amountPaise: 100 },
        // 23:00 UTC on the 23rd is already the 24th in India.
        { createdAt: '2026-11-23T23:00:00Z', amountPaise: 50 },
        // The 21st is the previous period's counterpart of the 24th (3 days earlier), the 19th of the 22nd.
        { createdAt: '2026-11-21T06:00:00Z', amountPaise: 70 },
        { createdAt: '2026-11-19T12:00:00Z', amountPaise: 30 },
        { createdAt: '2026-11-01T12:00:00Z', amountPaise: 999 },
      ],
      now,
      3,
    )
    expect(series).toEqual([
      { day: '2026-11-22', salesPaise: 0, previousPaise: 30 },
      { day: '2026-11-23', salesPaise: 0, previousPaise: 0 },
      { day: '2026-11-24', salesPaise: 150, previousPaise: 70 },
    ])
    expect(indianDay('2026-11-23T18:30:00Z')).toBe('2026-11-24')
  })
})
