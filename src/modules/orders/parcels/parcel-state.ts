import type { OrderStatus, PaymentMethod } from '#db/schema.ts'
import { sharePaise } from '#src/lib/money.ts'

export { sharePaise }

// Parcels (decision 039): an order is one parcel per seller. Pure rules, so pages print with them too.

/** A parcel moves through the spec's order statuses, each seller's parcel on its own. */
export type ParcelStatus = OrderStatus

/** What the order's own status is derived from. */
export interface ParcelFacts {
  status: ParcelStatus
  totalPaise: number
  refundedPaise: number
}

/** A parcel is closed once cancelled or given back in full: nothing more is done with it. */
export const parcelClosed = (p: ParcelFacts) => p.status === 'cancelled' || (p.totalPaise > 0 && p.refundedPaise >= p.totalPaise)

/** An order is closed when every parcel is: it offers no further move anywhere. */
export const orderClosed = (parcels: readonly ParcelFacts[]) => parcels.length > 0 && parcels.every(parcelClosed)

const SHIPPED_OR_BEYOND = new Set<ParcelStatus>(['shipped', 'delivered'])

/**
 * The order's own status, one of the spec's five words, derived from its parcels: cancelled when every
 * parcel is; otherwise from the parcels still going (delivered when all are, shipped when all have left,
 * processing once any is being worked on, else pending).
 */
export function orderStatusOf(parcels: readonly { status: ParcelStatus }[]): OrderStatus {
  const live = parcels.filter((p) => p.status !== 'cancelled')
  if (parcels.length > 0 && live.length === 0) return 'cancelled'
  if (live.length === 0) return 'pending'
  if (live.every((p) => p.status === 'delivered')) return 'delivered'
  if (live.every((p) => SHIPPED_OR_BEYOND.has(p.status))) return 'shipped'
  if (live.some((p) => p.status !== 'pending')) return 'processing'
  return 'pending'
}

const LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/**
 * The order's status in words, saying where its parcels differ: "Partly shipped", "Partly delivered",
 * "Partly cancelled". With one parcel, or parcels that agree, it is the spec's word.
 */
export function orderStatusWords(parcels: readonly { status: ParcelStatus }[]): string {
  const status = orderStatusOf(parcels)
  const live = parcels.filter((p) => p.status !== 'cancelled')
  const cancelled = parcels.length - live.length
  if (status === 'cancelled') return LABELS.cancelled
  if (status === 'processing' && live.some((p) => p.status === 'delivered')) return 'Partly delivered'
  if (status === 'processing' && live.some((p) => p.status === 'shipped')) return 'Partly shipped'
  if (status === 'shipped' && live.some((p) => p.status === 'delivered')) return 'Partly delivered'
  if (cancelled > 0) return status === 'pending' || status === 'processing' ? 'Partly cancelled' : `${LABELS[status]}, partly cancelled`
  return LABELS[status]
}

/**
 * What the courier collects for a parcel: for cash on delivery, its total less its share of store
 * credit and anything given back, until it is delivered or cancelled; otherwise nothing.
 */
export function dueOnDelivery(
  order: { paymentMethod: PaymentMethod },
  parcel: { status: ParcelStatus; totalPaise: number; storeCreditPaise: number; refundedPaise: number },
): number {
  if (order.paymentMethod !== 'cod' || parcel.status === 'cancelled' || parcel.status === 'delivered') return 0
  return Math.max(0, parcel.totalPaise - parcel.storeCreditPaise - parcel.refundedPaise)
}

export interface ParcelMoney {
  subtotalPaise: number
  taxPaise: number
  roundOffPaise: number
  totalPaise: number
  storeCreditPaise: number
}

/**
 * An order's money split over its parcels so that every figure adds up to the order's exactly: the
 * order's GST shared by the parcels' subtotals (largest remainder), each parcel's total rounded to whole
 * rupees with the last parcel taking what is left of the order's total, and store credit shared by
 * the parcels' totals in whole rupees (largest remainder). So each invoice and each amount collected is
 * in whole rupees and the parcels sum to the order; a parcel's own round off is what its rounding took.
 */
export function splitOrderMoney(
  order: { taxPaise: number; totalPaise: number; storeCreditPaise: number },
  subtotals: readonly number[],
  /** Each parcel's own GST, when its lines' GST is known (prices with GST, decision 068); else shared by subtotal. */
  ownTaxes?: readonly number[],
  /** What the store's offers pay of each parcel's value for the buyer (decision 083): not in what the buyer pays. */
  storeDiscounts: readonly number[] = [],
): ParcelMoney[] {
  const taxes = ownTaxes ?? sharePaise(order.taxPaise, subtotals)
  const exact = subtotals.map((s, i) => s + (taxes[i] ?? 0) - (storeDiscounts[i] ?? 0))
  const totals = exact.map((e) => Math.round(e / 100) * 100)
  if (totals.length > 0) totals[totals.length - 1] = order.totalPaise - totals.slice(0, -1).reduce((a, b) => a + b, 0)
  // Credit is shared in whole rupees, so what a courier collects is whole rupees too; stray paise of
  // credit go to the last parcel.
  const credits = sharePaise(Math.floor(order.storeCreditPaise / 100), totals).map((rupees) => rupees * 100)
  if (credits.length > 0) credits[credits.length - 1] = (credits.at(-1) ?? 0) + (order.storeCreditPaise % 100)
  return subtotals.map((subtotalPaise, i) => ({
    subtotalPaise,
    taxPaise: taxes[i] ?? 0,
    // What the rounding took; a parcel's value is subtotal + GST + round off, its total that less the store's offers.
    roundOffPaise: (totals[i] ?? 0) - (exact[i] ?? 0),
    totalPaise: totals[i] ?? 0,
    storeCreditPaise: credits[i] ?? 0,
  }))
}
