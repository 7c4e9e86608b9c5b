import { describe, expect, it } from 'vitest'
import { type ClockInput, clockOf, grievanceDeadlines } from './grievance-clock.ts'

const iso = (d: Date) => d.toISOString()

describe('grievance deadlines', () => {
  it('acknowledges within 48 hours and resolves on the same day of the next month, India time', () => {
    // 10:30 IST on 14 March 2026.
    const received = new Date('2026-03-14T05:00:00.000Z')
    const { acknowledgeBy, resolveBy } = grievanceDeadlines(received)
    expect(iso(acknowledgeBy)).toBe('2026-03-16T05:00:00.000Z')
    expect(iso(resolveBy)).toBe('2026-04-14T05:00:00.000Z')
  })

  it("counts the month on India's calendar: 00:30 IST on 1 March is March's, due on 1 April", () => {
    // Still 28 February in UTC.
    const received = new Date('2026-02-28T19:00:00.000Z')
    expect(iso(grievanceDeadlines(received).resolveBy)).toBe('2026-03-31T19:00:00.000Z')
  })

  it("a month from 31 January ends on February's last day, in a leap year too", () => {
    expect(iso(grievanceDeadlines(new Date('2026-01-31T06:30:00.000Z')).resolveBy)).toBe('2026-02-28T06:30:00.000Z')
    expect(iso(grievanceDeadlines(new Date('2028-01-31T06:30:00.000Z')).resolveBy)).toBe('2028-02-29T06:30:00.000Z')
  })

  it('crosses the year: from 15 December to 15 January', () => {
    expect(iso(grievanceDeadlines(new Date('2026-12-15T12:00:00.000Z')).resolveBy)).toBe('2027-01-15T12:00:00.000Z')
  })
})

describe('the clock of a complaint', () => {
  const received = new Date('2026-03-14T05:00:00.000Z')
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(received)
  const open: ClockInput = {
    status: 'open',
    acknowledgeBy: iso(acknowledgeBy),
    resolveBy: iso(resolveBy),
    acknowledgedAt: null,
    resolvedAt: null,
  }

  it('owes an acknowledgement first; a minute before its deadline it is not overdue, at the deadline it is', () => {
    const before = clockOf(open, new Date(acknowledgeBy.getTime() - 60_000))
    expect(before).toMatchObject({ next: 'acknowledge', overdue: false, acknowledgementLate: false })
    expect(before.dueAt?.toISOString()).toBe(iso(acknowledgeBy))
    expect(clockOf(open, acknowledgeBy)).toMatchObject({ next: 'acknowledge', overdue: true, acknowledgementLate: true })
  })

  it('acknowledged in time, it owes a resolution by the month; past it, it is overdue', () => {
    const acknowledged: ClockInput = { ...open, status: 'acknowledged', acknowledgedAt: '2026-03-15T09:00:00.000Z' }
    expect(clockOf(acknowledged, new Date('2026-04-01T00:00:00.000Z'))).toMatchObject({
      next: 'resolve',
      overdue: false,
      acknowledgementLate: false,
      resolutionLate: false,
    })
    expect(clockOf(acknowledged, resolveBy)).toMatchObject({ next: 'resolve', overdue: true, resolutionLate: true })
  })

  it('an acknowledgement given late stays late on the record, but is no longer overdue', () => {
    const late: ClockInput = { ...open, status: 'acknowledged', acknowledgedAt: '2026-03-17T05:00:00.000Z' }
    expect(clockOf(late, new Date('2026-03-18T00:00:00.000Z'))).toMatchObject({ acknowledgementLate: true, overdue: false })
  })

  it('resolved: nothing is owed and nothing is overdue; a resolution also acknowledges', () => {
    const resolved: ClockInput = { ...open, status: 'resolved', resolvedAt: '2026-03-15T05:00:00.000Z' }
    expect(clockOf(resolved, new Date('2027-01-01T00:00:00.000Z'))).toEqual({
      next: null,
      dueAt: null,
      acknowledgementLate: false,
      resolutionLate: false,
      overdue: false,
    })
  })
})
