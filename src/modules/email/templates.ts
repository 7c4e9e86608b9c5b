import { formatInr, formatInrExact } from '#src/lib/money.ts'
import { type TransferDetails, transferParagraph } from './bank-transfer-templates.ts'
import { compose } from './compose.ts'
import { type DiscountShown, discountLines } from './order-notice-templates.ts'

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
  discounts?: readonly DiscountShown[]
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
      ...discountLines(order.discounts),
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

/** A vendor's notice of a new order of their products, once it can be fulfilled (cash on delivery, or paid). */
export const vendorNewOrder = (
  to: string,
  notice: {
    storeName: string
    orderNumber: string
    paymentMethod: 'cod' | 'online'
    destination: string
    lines: ReadonlyArray<{
      name: string
      quantity: number
      lineTotalPaise: number
      lineTotalWithGstPaise: number
      /** The offers on the line (decision 083): the store's it pays the seller, the seller's own lower its sale. */
      discounts?: ReadonlyArray<DiscountShown & { byStore: boolean }>
    }>
  },
) =>
  compose(to, 'vendor-new-order', `New order ${notice.orderNumber} for ${notice.storeName}`, [
    `A new order for ${notice.storeName} is ready to prepare.`,
    [
      ...notice.lines.flatMap((l) => [
        `- ${l.name} × ${l.quantity}: ${formatInr(l.lineTotalWithGstPaise)} incl. GST (taxable value ${formatInrExact(l.lineTotalPaise)})`,
        ...(l.discounts ?? [])
          .filter((d) => d.amountPaise > 0)
          .map((d) =>
            d.byStore
              ? `  ${d.name}: ${formatInrExact(d.amountPaise)} off for the buyer, paid to you by the store`
              : `  Your offer ${d.name}: −${formatInrExact(d.amountPaise)}`,
          ),
      ]),
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
