/**
 * The grievance clock (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)(b) for the marketplace and
 * 6(4)(b) for its sellers; decision 042): a complaint is acknowledged within 48 hours of its receipt and
 * redressed within one month of it. All of the arithmetic lives here, pure, so it is tested at fixed
 * instants; the service stores the deadlines at receipt and the job asks `clockOf` what is late.
 */

export const ACKNOWLEDGE_WITHIN_HOURS = 48
/** India's time: "one month from the date of receipt" is counted on India's calendar. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

export interface Deadlines {
  acknowledgeBy: Date
  resolveBy: Date
}

/**
 * The two deadlines of a complaint received at `receivedAt`. One month is the same day of the next
 * month on India's calendar, at the same time of day; where the next month has no such day (received
 * on 31 January), it is that month's last day, so a month is never longer than the calendar's.
 */
export function grievanceDeadlines(receivedAt: Date): Deadlines {
  const local = new Date(receivedAt.getTime() + IST_OFFSET_MS)
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth() + 1
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(local.getUTCDate(), lastDay)
  const timeOfDay = local.getTime() - Date.UTC(year, local.getUTCMonth(), local.getUTCDate())
  const resolveLocal = Date.UTC(year, month, day) + timeOfDay
  return {
    acknowledgeBy: new Date(receivedAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS),
    resolveBy: new Date(resolveLocal - IST_OFFSET_MS),
  }
}

export interface ClockInput {
  status: 'open' | 'acknowledged' | 'resolved'
  acknowledgeBy: string
  resolveBy: string
  acknowledgedAt: string | null
  resolvedAt: string | null
}

export interface ClockState {
  /** What the handler owes next, or null once resolved. */
  next: 'acknowledge' | 'resolve' | null
  /** When that is due. */
  dueAt: Date | null
  /** The acknowledgement is late: not given by its deadline, or given after it. */
  acknowledgementLate: boolean
  /** The resolution is late: not given by its deadline, or given after it. */
  resolutionLate: boolean
  /** Still open and past a deadline now: the admin is told (escalation) and the dashboard counts it. */
  overdue: boolean
}

const after = (at: string | null, deadline: string) => at !== null && new Date(at).getTime() > new Date(deadline).getTime()

/** Where a complaint stands against its clock at `now`. A resolution also counts as its acknowledgement. */
export function clockOf(grievance: ClockInput, now: Date): ClockState {
  const t = now.getTime()
  const acknowledged = grievance.acknowledgedAt ?? grievance.resolvedAt
  const pastAcknowledge = t >= new Date(grievance.acknowledgeBy).getTime()
  const pastResolve = t >= new Date(grievance.resolveBy).getTime()
  const acknowledgementLate = acknowledged ? after(acknowledged, grievance.acknowledgeBy) : pastAcknowledge
  const resolutionLate = grievance.resolvedAt ? after(grievance.resolvedAt, grievance.resolveBy) : pastResolve
  if (grievance.status === 'resolved') return { next: null, dueAt: null, acknowledgementLate, resolutionLate, overdue: false }
  const next = acknowledged ? 'resolve' : 'acknowledge'
  return {
    next,
    dueAt: new Date(next === 'acknowledge' ? grievance.acknowledgeBy : grievance.resolveBy),
    acknowledgementLate,
    resolutionLate,
    overdue: (next === 'acknowledge' && pastAcknowledge) || pastResolve,
  }
}
