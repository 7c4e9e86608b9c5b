import type { OrderStatus } from '#db/schema.ts'
import { trackingUrl } from '#src/lib/couriers.ts'
import { formatInr, formatInrExact } from '#src/lib/money.ts'
import { type TransferDetails, transferParagraph } from './bank-transfer-templates.ts'
import { compose } from './compose.ts'
import type { EmailMessage } from './mailer.service.ts'

/**
 * Every email the shop sends, written once (the complaint emails in complaint-templates.ts): a plain-text
 * body and the same words as simple HTML (compose.ts).
 * Services pick a template and a recipient; they never write email text themselves.
 */

/** Orders are named by their number (DD-2611-004213) in every email, as on every page. */
export interface PlacedOrder {
  id: string
  number: string
  fullName: string
  totalPaise: number
  /** Store credit spent on the order; the rest is paid online or in cash. */
  storeCreditPaise: number
  paymentMethod: 'cod' | 'online'
  lines: ReadonlyArray<{ name: string; quantity: number; sellingPricePaise: number; mrpPaise: number | null }>
  /** Paid by bank transfer: where to, with which reference, how much and by when (decision 074). */
  bankTransfer?: TransferDetails
  /** One per seller: who sends it and what is paid at its door (cash on delivery). */
  parcels?: ReadonlyArray<{ label: string; sellerName: string; sellerUrl?: string | null; itemCount: number; dueOnDeliveryPaise: number }>
  /** Each offer the order got and what it took off (decision 083). */
  discounts?: ReadonlyArray<{ name: string; code: string | null; amountPaise: number }>
}

export const orderPlaced = (to: string, order: PlacedOrder) =>
  compose(to, 'order-placed', `Your Deccan Digital order ${order.number}`, [
    `Hello ${order.fullName},`,
    [
      `Thank you for your order. Total: ${formatInr(order.totalPaise)} (including GST).`,
      ...(order.storeCreditPaise > 0 ? [`Paid with store credit: ${formatInr(order.storeCreditPaise)}.`] : []),
      order.storeCreditPaise >= order.totalPaise
        ? 'Your store credit paid for the whole order.'
        : order.paymentMethod === 'cod'
          ? `You will pay in cash on delivery: please keep ${formatInr(order.totalPaise - order.storeCreditPaise)} ready.`
          : order.bankTransfer
            ? 'We will confirm once your bank transfer is received.'
            : 'We will confirm once your online payment is received.',
      // Each line at the price the shopper saw, with GST, and the M.R.P. the seller declared (decision 068).
      ...order.lines.map(
        (l) =>
          `- ${l.name}: ${l.quantity} × ${formatInr(l.sellingPricePaise)} = ${formatInr(l.sellingPricePaise * l.quantity)} incl. GST` +
          (l.mrpPaise !== null && l.mrpPaise > l.sellingPricePaise ? ` (M.R.P. ${formatInr(l.mrpPaise)})` : ''),
      ),
      ...(order.discounts ?? []).map((d) => `- ${d.name}${d.code ? ` (code ${d.code})` : ''}: −${formatInr(d.amountPaise)}`),
    ],
    ...((order.parcels ?? []).length > 1
      ? [
          [
            `Your order comes in ${order.parcels?.length} parcels, each from its seller:`,
            ...(order.parcels ?? []).map(
              (p) =>
                `- ${p.label} · Sold by ${p.sellerName}${p.sellerUrl ? ` (${p.sellerUrl})` : ''} · ${p.itemCount} ${p.itemCount === 1 ? 'item' : 'items'}${order.paymentMethod === 'cod' && p.dueOnDeliveryPaise > 0 ? ` · Pay ${formatInr(p.dueOnDeliveryPaise)} on delivery` : ''}`,
            ),
          ],
        ]
      : []),
    ...(order.bankTransfer ? [transferParagraph(order.bankTransfer)] : []),
    `Order number: ${order.number}`,
  ])

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
  parcel?: { label: string; sellerName: string; itemCount: number; dueOnDeliveryPaise: number },
) =>
  compose(to, 'order-shipped', `Your order ${orderNumber} is on its way`, [
    parcel
      ? `Good news: ${parcel.label}, sold by ${parcel.sellerName} (${parcel.itemCount} ${parcel.itemCount === 1 ? 'item' : 'items'}), has shipped. ${shipmentLine(shipment)}`
      : `Good news: ${whole ? 'your order has shipped' : 'part of your order has shipped'}. ${shipmentLine(shipment)}`,
    ...(parcel && parcel.dueOnDeliveryPaise > 0
      ? [`Please keep ${formatInr(parcel.dueOnDeliveryPaise)} ready for this parcel when it arrives.`]
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
  ret: { rmaNumber: string; orderNumber: string; productName: string; heading: string; detail: string | null },
) =>
  compose(to, 'return-updated', `Return ${ret.rmaNumber}: ${ret.heading}`, [
    `Your return ${ret.rmaNumber} for ${ret.productName} (order ${ret.orderNumber}): ${ret.heading.toLowerCase()}.`,
    ...(ret.detail ? [ret.detail] : []),
    'You can follow it on the order page in My Orders.',
  ])

/** A vendor's notice of a new order of their products, once it can be fulfilled (cash on delivery, or paid). */
export const vendorNewOrder = (
  to: string,
  notice: {
    storeName: string
    orderNumber: string
    paymentMethod: 'cod' | 'online'
    destination: string
    lines: ReadonlyArray<{ name: string; quantity: number; lineTotalPaise: number; lineTotalWithGstPaise: number }>
  },
) =>
  compose(to, 'vendor-new-order', `New order ${notice.orderNumber} for ${notice.storeName}`, [
    `A new order for ${notice.storeName} is ready to prepare.`,
    [
      ...notice.lines.map(
        (l) =>
          `- ${l.name} × ${l.quantity}: ${formatInr(l.lineTotalWithGstPaise)} incl. GST (taxable value ${formatInrExact(l.lineTotalPaise)})`,
      ),
      `Deliver to: ${notice.destination}`,
      notice.paymentMethod === 'cod' ? 'Payment: cash on delivery.' : 'Payment: paid online.',
    ],
    'Open Vendor Orders in your dashboard for the address and the packing slip, then mark it shipped with the tracking number.',
  ])

/** A vendor's daily list of their products at or below the low-stock level. */
export const vendorLowStock = (
  to: string,
  notice: { storeName: string; threshold: number; products: ReadonlyArray<{ name: string; stock: number }> },
) =>
  compose(
    to,
    'vendor-low-stock',
    `Low stock at ${notice.storeName}: ${notice.products.length} ${notice.products.length === 1 ? 'product' : 'products'}`,
    [
      `These products of ${notice.storeName} have ${notice.threshold} or fewer units left:`,
      notice.products.map((p) => `- ${p.name}: ${p.stock === 0 ? 'sold out' : `${p.stock} left`}`),
      'Update their stock in Vendor Products so shoppers can keep buying.',
    ],
  )

/** The owner's notice that their account is being guessed at: sent once per hold, never per attempt (decision 032). */
export const signInGuessing = (to: string, notice: { name: string; failures: number; heldUntil: string }) =>
  compose(to, 'sign-in-guessing', 'Someone is trying to sign in to your Deccan Digital account', [
    `Hello ${notice.name},`,
    `In the last hour there have been ${notice.failures} failed attempts to sign in to your account with a wrong password, from devices that have never signed in to it.`,
    `To protect it, we refuse sign-ins from new devices until ${notice.heldUntil}. The phones and computers you have signed in with before still sign in as usual.`,
    'If it was you, wait until then, or reset your password from the sign-in page: that lifts the hold at once.',
    'If it was not you, your password has not been found. If you use it anywhere else, change it: choose one you use only here.',
  ])

/** What an admin decided about a seller's profile (decision 038): the seller reads the reason, if any. */
export const sellerReviewed = (
  to: string,
  notice: { storeName: string; outcome: 'approved' | 'rejected' | 'suspended' | 'reinstated'; reason: string | null },
) => {
  const words = {
    approved: {
      subject: `${notice.storeName} is approved to sell on Deccan Digital`,
      body: 'Your seller profile is approved. Your published products are on sale in the shop now.',
    },
    reinstated: {
      subject: `${notice.storeName} can sell on Deccan Digital again`,
      body: 'Your seller account is reinstated. Your published products are on sale in the shop again.',
    },
    rejected: {
      subject: `${notice.storeName}: your seller profile needs changes`,
      body: 'Your seller profile was not approved. Please correct it in Vendor Profile and submit it again.',
    },
    suspended: {
      subject: `${notice.storeName} is suspended from selling on Deccan Digital`,
      body: 'Your seller account is suspended: your products are not on sale until it is reinstated.',
    },
  }[notice.outcome]
  return compose(to, `seller-${notice.outcome}`, words.subject, [
    words.body,
    ...(notice.reason ? [`Reason: ${notice.reason}`] : []),
    'Questions? Reply to this email or write to support@deccandigital.in.',
  ])
}

/** The newsletter's first email: what was agreed to, and the one-step way out (decision 042). */
export const newsletterWelcome = (to: string, unsubscribeUrl: string) =>
  compose(to, 'newsletter-welcome', 'You are subscribed to the Deccan Digital newsletter', [
    'Thank you for subscribing. Our newsletter brings new arrivals and buying guides, a few times a month.',
    `To stop it, open this link: ${unsubscribeUrl} (one click on the page, no sign-in needed).`,
  ])
