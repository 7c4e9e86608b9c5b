import { formatDate } from '#src/lib/dates.ts'
import { formatInrExact } from '#src/lib/money.ts'
import { compose } from './compose.ts'
import { type DiscountShown, discountLines } from './order-notice-templates.ts'

/** Where a bank transfer goes, with which reference, how much is still to pay and by when. */
export interface TransferDetails {
  /** The store's account as the admin wrote it (name, number, IFSC, bank). */
  account: string
  reference: string
  amountPaise: number
  /** When the order stops holding its items (ISO). */
  payBy: string
}

/** The transfer's instructions, as the order's page says them. */
export const transferParagraph = (t: TransferDetails): string[] => [
  `Please pay ${formatInrExact(t.amountPaise)} by bank transfer (NEFT, RTGS or IMPS) by ${formatDate(t.payBy)} to:`,
  ...t.account.split('\n').map((line) => `  ${line.trim()}`),
  `Write this reference in the transfer's remarks: ${t.reference}`,
  'We hold your items until then, and confirm by email once the transfer is matched to your order.',
]

/** Part of a transfer arrived: the rest is asked for, with the same instructions. */
export const transferRestRequested = (
  to: string,
  order: { number: string; fullName: string; receivedPaise: number; discounts?: readonly DiscountShown[] },
  rest: TransferDetails,
) =>
  compose(to, 'transfer-rest-requested', `Order ${order.number}: ${formatInrExact(rest.amountPaise)} still to pay`, [
    `Hello ${order.fullName},`,
    [
      `We received ${formatInrExact(order.receivedPaise)} by bank transfer for order ${order.number}. That is less than the order's total, so it is not yet paid.`,
      ...(discountLines(order.discounts).length > 0 ? ['Its total has your offers taken off:', ...discountLines(order.discounts)] : []),
    ],
    transferParagraph(rest),
    `Order number: ${order.number}`,
  ])

/** The hold ended without a matched transfer: the items went back on sale; the order can still be paid. */
export const transferHoldEnded = (to: string, order: { number: string; fullName: string }, rest: TransferDetails) =>
  compose(to, 'transfer-hold-ended', `Order ${order.number}: we no longer hold your items`, [
    `Hello ${order.fullName},`,
    `We have not received your bank transfer for order ${order.number} by ${formatDate(rest.payBy)}, so its items went back on sale.`,
    `You can still pay ${formatInrExact(rest.amountPaise)} with the reference ${rest.reference}: if the items are in stock when your transfer arrives, the order goes ahead; if not, we refund the transfer to the account it came from.`,
    `Order number: ${order.number}`,
  ])
