import type { Effect } from '../records/move-effects.ts'
import type { Loaded, Splits } from './loaded-order.service.ts'
import type { Applying } from './move-context.ts'
import type { Mover, Plan } from './order-state.ts'

/**
 * What a planned move does besides changing the order's row, as effects in the order their steps run:
 * the refund's record first (a claim taken meanwhile refuses the move before anything else is written),
 * the parcels, stock, money in and out, and the invoices the move makes due.
 */
export function effectsOf(loaded: Loaded, plan: Plan, mover: Mover, detail: Applying, splits: Splits): Effect[] {
  const { lines, parcels } = loaded
  const movingIds = plan.parcels?.ids ?? []
  const moving = parcels.filter((p) => movingIds.includes(p.id))
  const wholeStock = givesBackAllUnits(plan)
  const effects: Effect[] = []
  if (detail.refund) effects.push({ kind: 'refund-owed', refund: detail.refund })
  if (detail.gatewayRefund) {
    const { id, amountPaise, provider } = detail.gatewayRefund
    effects.push({ kind: 'refunded-at-gateway', refundId: id, amountPaise, provider })
  }
  if (plan.parcels) {
    const { to } = plan.parcels
    effects.push({
      kind: 'parcels-moved',
      parcelIds: movingIds,
      vendorIds: moving.map((p) => p.vendorId),
      to,
      ...(to === 'shipped' && detail.shipment ? { shipment: detail.shipment } : {}),
      ...(to === 'cancelled' ? { cancelled: { reason: detail.reason?.trim() || null, by: mover.kind } } : {}),
    })
  }
  if (plan.stock === 'take') effects.push({ kind: 'stock-taken', units: lines })
  if (plan.stock === 'return')
    effects.push({ kind: 'stock-back', units: wholeStock ? lines : lines.filter((l) => moving.some((p) => p.vendorId === l.vendorId)) })
  if (plan.move === 'pay') effects.push({ kind: 'offer-uses-again', paidWith: detail.paidWith ?? null }, { kind: 'paid-online' })
  if (givesBackOfferUses(loaded, plan)) effects.push({ kind: 'offer-uses-back' })
  for (const collected of plan.collected) effects.push({ kind: 'cash-collected', ...collected })
  for (const s of splits) {
    const parcel = parcels.find((p) => p.id === s.parcelId)
    if (parcel)
      effects.push({
        kind: 'given-back',
        parcel,
        amountPaise: s.amountPaise,
        creditPaise: s.creditPaise,
        lines: s.lines,
        reason: giveBackReason(plan, mover, detail),
      })
  }
  if (plan.issueInvoices.length > 0)
    effects.push({ kind: 'invoices-due', parcels: parcels.filter((p) => plan.issueInvoices.includes(p.id)) })
  return effects
}

/**
 * An order gives back the uses of its offers when it is cancelled whole before it was paid (a cash order
 * before delivery, an online one before its payment), when its payment fails, or when its hold lapses;
 * a paid order keeps them (decision 083).
 */
const givesBackOfferUses = (loaded: Loaded, plan: Plan): boolean =>
  plan.move === 'fail_payment' ||
  plan.move === 'release_hold' ||
  (plan.status === 'cancelled' && loaded.state.paymentStatus !== 'paid' && loaded.state.status !== 'cancelled')

/** A parcel cancelled while the order goes on gives back its own units; any other move, the order's. */
export const givesBackAllUnits = (plan: Plan): boolean => plan.parcels?.to !== 'cancelled' || plan.status === 'cancelled'

/** Why something was given back, as the journal's memo and the credit note say it. */
function giveBackReason(plan: Plan, mover: Mover, detail: Applying): string {
  const wholeOrder = !detail.parcelId && mover.kind !== 'vendor'
  switch (plan.move) {
    case 'cancel':
      return wholeOrder ? 'Order cancelled' : `Parcel cancelled${detail.reason ? `: ${detail.reason.trim()}` : ''}`
    case 'refund_part':
      return detail.line ? `Item refunded: ${detail.line.name}` : 'Part refund'
    case 'part_refund_at_gateway':
      return 'Part refund'
    case 'refund_at_gateway':
      return `Refunded at the payment gateway (${detail.gatewayRefund?.id ?? ''})`
    default:
      return wholeOrder ? 'Order refunded' : 'Parcel refunded'
  }
}
