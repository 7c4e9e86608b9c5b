import { describe, expect, it } from 'vitest'
import { nextSettlement, settlementFor } from './settlement-calendar.ts'

// Mondays at 00:00 in India are cut-offs: 7 December 2026 is 2026-12-06T18:30Z, 14 December 2026-12-13T18:30Z.
const MON_7 = '2026-12-06T18:30:00.000Z'
const MON_14 = '2026-12-13T18:30:00.000Z'

describe('the settlement that pays a line', () => {
  it('is the first Monday cut-off after the line became payable', () => {
    expect(settlementFor(new Date('2026-12-08T18:30:00.000Z'), null).toISOString()).toBe(MON_14)
    expect(settlementFor(new Date('2026-12-06T18:29:59.999Z'), null).toISOString()).toBe(MON_7)
  })

  it('is the next one when the line became payable exactly at a cut-off (a run takes what is before it)', () => {
    expect(settlementFor(new Date(MON_7), null).toISOString()).toBe(MON_14)
    expect(nextSettlement(new Date(MON_7)).toISOString()).toBe(MON_14)
  })

  it('is after the latest run when that week was already settled without it', () => {
    expect(settlementFor(new Date('2026-12-05T10:00:00.000Z'), new Date(MON_7)).toISOString()).toBe(MON_14)
    expect(settlementFor(new Date('2026-12-08T10:00:00.000Z'), new Date(MON_7)).toISOString()).toBe(MON_14)
  })
})
