import { z } from 'zod'
import { complaintHandlingSchema } from '#src/modules/grievances/index.ts'
import { shipmentSchema } from '#src/modules/orders/index.ts'
import { instant, messageAnswer, named } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'

// What a seller's daily work takes and answers (vendor-work.api.ts). Payouts, statements and complaints
// are the portal's own views: their main fields are listed, and they may carry more.

const complaint = named(
  'Complaint',
  z.looseObject({ ticket: z.string(), status: z.string(), subject: z.string().optional(), createdAt: instant.optional() }),
)

const parcelMove = (id: string, summary: string, description: string) =>
  ({ id, summary, description, tag: 'Seller orders', who: 'seller', answers: { 200: messageAnswer }, errors: [404, 409] }) as const

export const VENDOR_WORK = {
  markProcessing: parcelMove('markParcelProcessing', 'Mark my parcel processing', 'The parcel of this order that is mine is being packed.'),
  ship: {
    ...parcelMove(
      'shipParcel',
      'Ship my parcel',
      'With the courier, its tracking number and, for a parcel worth more than ₹50,000, the e-way bill. The customer sees the tracking.',
    ),
    body: shipmentSchema,
  },
  cancel: {
    ...parcelMove('cancelParcel', 'Cancel my parcel', 'With the reason the customer reads; a paid parcel is refunded.'),
    body: z.object({ reason: z.string().trim().min(5).max(300).meta({ description: 'Why it cannot ship: the customer reads it.' }) }),
  },
  payouts: {
    id: 'myPayouts',
    summary: 'My payouts',
    description:
      'The balance, the next statement date, lines on their way to a statement, rates, statements, TCS and TDS by month, and commission invoices.',
    tag: 'Seller orders',
    who: 'seller',
    answers: {
      200: z.looseObject({
        withheld: z.array(z.looseObject({})),
        invoices: z.array(z.looseObject({})),
        upcoming: z.looseObject({}),
        rates: z.looseObject({ hasPan: z.boolean() }),
      }),
    },
  },
  statement: {
    id: 'myStatement',
    summary: 'One statement',
    tag: 'Seller orders',
    who: 'seller',
    answers: { 200: z.object({ statement: z.looseObject({ statementNumber: z.string() }) }) },
    errors: [404],
  },
  statementCsv: {
    id: 'myStatementCsv',
    summary: 'One statement as CSV',
    description: "As the portal's download gives it, with its file name in `Content-Disposition`.",
    tag: 'Seller orders',
    who: 'seller',
    answers: { 200: 'csv' },
    errors: [404],
  },
  complaints: {
    id: 'myComplaints',
    summary: 'Complaints about my store',
    tag: 'Seller orders',
    who: 'seller',
    answers: { 200: z.object({ complaints: z.array(complaint) }) },
  },
  complaint: {
    id: 'myComplaint',
    summary: 'One complaint, with its messages',
    tag: 'Seller orders',
    who: 'seller',
    answers: { 200: z.object({ complaint: z.looseObject({}) }) },
    errors: [404],
  },
  handleComplaint: {
    id: 'handleMyComplaint',
    summary: 'Acknowledge, reply to or resolve a complaint',
    tag: 'Seller orders',
    who: 'seller',
    body: complaintHandlingSchema,
    answers: { 200: messageAnswer },
    errors: [404, 409],
  },
} satisfies Record<string, OperationDoc>
