import type { OrderStatus } from '#db/schema.ts'
import { trackingUrl } from '#src/lib/couriers.ts'
import { formatInr, formatInrExact } from '#src/lib/money.ts'
import { compose } from './compose.ts'
import type { EmailMessage } from './mailer.service.ts'

// The emails that follow an order after it is placed: its moves, its parcels, its refunds and returns.
// Wherever one states money, it names each offer that took part of the price off (issue 43: "the
// confirmation, order page, emails and invoice show each discount").

/** An offer the shopper got and what it took off, as every email names it (decision 083). */
export interface DiscountShown {
  name: string
  code: string | null
  amountPaise: number
}

/** "- Diwali 10% off (code DIWALI10): −₹10,000", one line per offer. */
export const discountLines = (discounts: readonly DiscountShown[] | undefined): string[] =>
  (discounts ?? [])
    .filter((d) => d.amountPaise > 0)
    .map((d) => `- ${d.name}${d.code ? ` (code ${d.code})` : ''}: −${formatInrExact(d.amountPaise)}`)

/** A paragraph naming the offers behind an amount, headed as the email needs; none when there were none. */
const offersParagraph = (heading: string, discounts: readonly DiscountShown[] | undefined): string[][] => {
  const lines = discountLines(discounts)
  return lines.length > 0 ? [[heading, ...lines]] : []
}

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'pending',
  processing: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
}

/** The order moved to a new status (by the store, or by the customer's own cancellation). */
export function orderStatusChanged(
  to: string,
  order: { orderNumber: string; totalPaise: number },
  status: OrderStatus,
  detail: { refunded: boolean; byCustomer?: boolean; shipment?: { courier: string; trackingNumber: string }; money?: MoneyNotice },
): EmailMessage {
  if (status === 'cancelled' && detail.byCustomer)
    return compose(to, 'order-cancelled', `Order ${order.orderNumber} cancelled`, [
      `Your order ${order.orderNumber} has been cancelled.${detail.refunded ? ` ${formatInr(order.totalPaise)} will be refunded to your original payment method.` : ''}`,
      ...moneyParagraphs(detail.money),
    ])
  return compose(to, `order-${status}`, `Order ${order.orderNumber} is now ${STATUS_WORDS[status]}`, [
    [
      `Your order ${order.orderNumber} is now ${STATUS_WORDS[status]}.`,
      ...(detail.shipment ? [shipmentLine(detail.shipment)] : []),
      ...(detail.refunded ? [`${formatInr(order.totalPaise)} is being refunded to your original payment method.`] : []),
      'You can follow it under My Orders.',
    ],
    ...(status === 'cancelled' ? moneyParagraphs(detail.money) : []),
  ])
}

/**
 * A seller shipped its parcel (the order itself may still wait for other sellers'). With several parcels
 * the email names which one, its seller and what to pay at the door for it (decision 039).
 */
export const orderLinesShipped = (
  to: string,
  orderNumber: string,
  shipment: { courier: string; trackingNumber: string },
  whole: boolean,
  parcel?: {
    label: string
    sellerName: string
    itemCount: number
    dueOnDeliveryPaise: number
    /** The offers taken off this parcel's price (decision 083). */
    discounts?: readonly DiscountShown[]
  },
) =>
  compose(to, 'order-shipped', `Your order ${orderNumber} is on its way`, [
    parcel
      ? `Good news: ${parcel.label}, sold by ${parcel.sellerName} (${parcel.itemCount} ${parcel.itemCount === 1 ? 'item' : 'items'}), has shipped. ${shipmentLine(shipment)}`
      : `Good news: ${whole ? 'your order has shipped' : 'part of your order has shipped'}. ${shipmentLine(shipment)}`,
    ...(parcel && parcel.dueOnDeliveryPaise > 0
      ? [
          [
            `Please keep ${formatInr(parcel.dueOnDeliveryPaise)} ready for this parcel when it arrives.`,
            ...(offersParagraph('Your offers are already taken off it:', parcel.discounts)[0] ?? []),
          ],
        ]
      : []),
    'Follow it from My Orders.',
  ])

/** The courier and tracking number, with the courier's tracking page where the shop knows it. */
function shipmentLine(shipment: { courier: string; trackingNumber: string }): string {
  const url = trackingUrl(shipment.courier, shipment.trackingNumber)
  return `Courier: ${shipment.courier}. Tracking number: ${shipment.trackingNumber}.${url ? ` Track it at ${url}` : ''}`
}

/**
 * Where an order's money stands after a cancellation or refund (issue 41, decision 067): the lines no
 * longer charged, each refund with where it went, and what was paid in the end or is still due.
 */
export interface MoneyNotice {
  struck: readonly string[]
  /** The offers taken off the order's price: what was paid, and so what comes back, is after them. */
  discounts?: readonly DiscountShown[]
  refunds: ReadonlyArray<{ what: string; to: ReadonlyArray<{ words: string; amountPaise: number }> }>
  netPaidPaise: number
  dueOnDeliveryPaise: number
}

function moneyParagraphs(money: MoneyNotice | undefined): string[][] {
  if (!money) return []
  return [
    ...(money.struck.length > 0 ? [['No longer charged:', ...money.struck.map((line) => `- ${line}`)]] : []),
    ...(money.refunds.length > 0
      ? [
          [
            'Refunds so far:',
            ...money.refunds.map(
              (r) => `- ${r.what}: ${r.to.map((part) => `${formatInrExact(part.amountPaise)} (${part.words})`).join(', ')}`,
            ),
          ],
        ]
      : []),
    ...offersParagraph('Your offers, already taken off the order’s price (refunds give back what you paid):', money.discounts),
    [
      `Net paid: ${formatInrExact(money.netPaidPaise)}`,
      ...(money.dueOnDeliveryPaise > 0 ? [`Still to pay on delivery: ${formatInr(money.dueOnDeliveryPaise)}`] : []),
    ],
  ]
}

/** One seller's parcel was cancelled (by the customer, its seller or the store), with the reason. */
export const parcelCancelled = (
  to: string,
  notice: { orderNumber: string; parcel: string; sellerName: string; reason: string; refundedPaise: number; orderClosed: boolean },
  money?: MoneyNotice,
) =>
  compose(to, 'parcel-cancelled', `${notice.parcel} of order ${notice.orderNumber} cancelled`, [
    [
      `${notice.parcel} of your order ${notice.orderNumber} (sold by ${notice.sellerName}) has been cancelled.`,
      `Reason: ${notice.reason}`,
      ...(notice.refundedPaise > 0 ? [`${formatInr(notice.refundedPaise)} for it is being refunded the way you paid.`] : []),
      notice.orderClosed ? 'Nothing else is left in this order.' : 'The rest of your order is not affected.',
    ],
    ...moneyParagraphs(money),
  ])

/**
 * One seller's parcel delivered while the order's other parcels are not (issue 49, item 4): "your order is
 * now processing" would be untrue to someone holding a parcel, so the email names the parcel delivered.
 */
export const parcelDelivered = (to: string, notice: { orderNumber: string; parcel: string; sellerName: string }) =>
  compose(to, 'parcel-delivered', `${notice.parcel} of order ${notice.orderNumber} delivered`, [
    [
      `${notice.parcel} of your order ${notice.orderNumber} (sold by ${notice.sellerName}) has been delivered.`,
      'Your other parcels come from their own sellers: you can follow each under My Orders.',
    ],
  ])

export const orderRefunded = (to: string, order: { orderNumber: string; totalPaise: number }, money?: MoneyNotice) =>
  compose(to, 'order-refunded', `Refund for order ${order.orderNumber}`, [
    `We have refunded ${formatInrExact(order.totalPaise)} for your order ${order.orderNumber}, the way you paid. Banks usually show a refund to a card or UPI within 5-7 working days.`,
    ...moneyParagraphs(money),
  ])

/** Every step of a return, named by its RMA number (decision 018). */
export const returnUpdated = (
  to: string,
  ret: {
    rmaNumber: string
    orderNumber: string
    productName: string
    heading: string
    detail: string | null
    /** With its money: the offers' share of the units returned, which the refund does not give back (decision 083). */
    discounts?: readonly DiscountShown[]
  },
) =>
  compose(to, 'return-updated', `Return ${ret.rmaNumber}: ${ret.heading}`, [
    `Your return ${ret.rmaNumber} for ${ret.productName} (order ${ret.orderNumber}): ${ret.heading.toLowerCase()}.`,
    ...(ret.detail ? [ret.detail] : []),
    ...offersParagraph('That is what you paid for it: its price less its share of your offers:', ret.discounts),
    'You can follow it on the order page in My Orders.',
  ])

/**
 * A payment the order refused (its bank offer asks for another way of paying, or an item or offer ran
 * out meanwhile), and what happens to the money: sent when the payment was captured and goes back.
 */
export const paymentRefused = (to: string, orderNumber: string, reason: string, money: string) =>
  compose(to, 'payment-refused', `Your payment for order ${orderNumber} was not accepted`, [
    `We could not accept your payment for order ${orderNumber}.`,
    reason,
    money,
    'You can see your order under My Orders.',
  ])
