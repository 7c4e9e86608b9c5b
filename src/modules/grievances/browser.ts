// The grievances module's browser-safe surface: labels, words and the clock's pure arithmetic that pages
// and components may ship to the browser. index.ts re-exports it; server code imports index.ts.
import type { GrievanceAbout, GrievanceAuthor, GrievanceStatus } from '#db/schema.ts'

export { ACKNOWLEDGE_WITHIN_HOURS, type ClockState, clockOf, grievanceDeadlines } from './grievance-clock.ts'
export type { GrievanceAbout, GrievanceAuthor, GrievanceStatus }

export const ABOUT_LABELS: Record<GrievanceAbout, string> = {
  order: 'An order or a parcel',
  product: 'A product',
  seller: 'A seller',
  site: 'This website, or something else',
}

export const STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: 'Received',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
}

/** The form of every ticket number: GRV-2026-000123. */
export const TICKET_PATTERN = /^GRV-\d{4}-\d{6}$/

export const DESCRIPTION_MIN = 20
export const TEXT_MAX = 4000

/** A complaint as its customer, its seller and the admin read it (dates are ISO strings). */
export interface ComplaintView {
  ticketNumber: string
  about: GrievanceAbout
  subjectLabel: string
  /** Whose queue it is in: the seller's name, or null for the store's own. */
  sellerName: string | null
  name: string
  email: string
  phone: string | null
  description: string
  status: GrievanceStatus
  receivedAt: string
  acknowledgeBy: string
  resolveBy: string
  acknowledgedAt: string | null
  resolvedAt: string | null
  escalatedAt: string | null
  clock: {
    next: 'acknowledge' | 'resolve' | null
    dueAt: string | null
    overdue: boolean
    acknowledgementLate: boolean
    resolutionLate: boolean
  }
  messages: Array<{ id: string; author: GrievanceAuthor; authorName: string; body: string; createdAt: string }>
}

/** One line of a list of complaints. */
export type ComplaintLine = Omit<ComplaintView, 'messages' | 'description'>
