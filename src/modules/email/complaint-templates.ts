import { compose } from './compose.ts'

// The complaint emails (decision 042), written once, as templates.ts writes the shop's others.

/** A complaint as its emails name it (decision 042); dates already in words. */
export interface ComplaintNotice {
  ticketNumber: string
  name: string
  subjectLabel: string
  acknowledgeBy: string
  resolveBy: string
  /** Where the customer follows it: /account/complaints/… or /complaints/track. */
  followUrl: string
}

/** Sent at once when a complaint is filed: its ticket number and the clock (E-Commerce Rules 2020, rule 4(5)). */
export const complaintReceived = (to: string, c: ComplaintNotice) =>
  compose(to, 'complaint-received', `Complaint ${c.ticketNumber} received`, [
    `Hello ${c.name},`,
    `We have received your complaint about: ${c.subjectLabel}. Your ticket number is ${c.ticketNumber}.`,
    [`It will be acknowledged by ${c.acknowledgeBy}`, `and resolved by ${c.resolveBy}.`],
    `Follow it and reply at ${c.followUrl} (with your ticket number and this email address if you are not signed in).`,
  ])

/** The handler acknowledged, replied or resolved: the customer hears what changed. */
export const complaintUpdated = (to: string, c: Pick<ComplaintNotice, 'ticketNumber' | 'name' | 'followUrl'>, what: string, body: string) =>
  compose(to, 'complaint-updated', `Complaint ${c.ticketNumber}: ${what}`, [
    `Hello ${c.name},`,
    `Your complaint ${c.ticketNumber} is ${what.toLowerCase()}.`,
    ...(body ? [body] : []),
    `Read the whole conversation and reply at ${c.followUrl}.`,
  ])

/** A seller's Grievance Officer hears of a complaint in its queue (E-Commerce Rules 2020, rule 6(4)(b)). */
export const complaintForSeller = (to: string, c: ComplaintNotice, storeName: string) =>
  compose(to, 'complaint-for-seller', `New complaint ${c.ticketNumber} for ${storeName}`, [
    `A customer has filed a complaint about: ${c.subjectLabel}.`,
    [`Acknowledge it by ${c.acknowledgeBy}`, `and resolve it by ${c.resolveBy}.`],
    'Answer it in Vendor Dashboard → Complaints. Past either deadline it is escalated to the marketplace.',
  ])

/** The clock ran out: the marketplace's Grievance Officer is told. */
export const complaintEscalated = (to: string, c: Pick<ComplaintNotice, 'ticketNumber' | 'subjectLabel'>, why: string, queue: string) =>
  compose(to, 'complaint-escalated', `Complaint ${c.ticketNumber} is overdue`, [
    `Complaint ${c.ticketNumber} (${c.subjectLabel}, in ${queue}'s queue) ${why}.`,
    'It is escalated to you: see Admin → Complaints.',
  ])
