import { formatInr } from '#src/lib/money.ts'
import type { AuditEntry } from '#src/platform/audit/audit.service.ts'
import type { Mover, Plan } from './order-state.ts'

// What a move says: the customer's timeline and the audit log. Pure, beside the table of moves.

export interface MoveWordsDetail {
  shipment?: { courier: string; trackingNumber: string; ewayBillNumber?: string }
  reason?: string
  /** "Parcel 2 of 2 (SP Road Systems)", when the move is about parcels. */
  parcelsNamed?: string
  /** What went back through the provider and as store credit. */
  given?: { providerPaise: number; creditPaise: number }
  /** A part refund that is one item given back whole. */
  line?: { name: string }
}

const who = (mover: Mover) =>
  mover.kind === 'customer'
    ? 'by the customer'
    : mover.kind === 'vendor'
      ? 'by the seller'
      : mover.kind === 'admin'
        ? 'by the store'
        : 'by the shop'

function givenWords(given: MoveWordsDetail['given']): string {
  if (!given) return ''
  const parts = [
    ...(given.providerPaise > 0 ? [`refunded ${formatInr(given.providerPaise)} to the original payment method`] : []),
    ...(given.creditPaise > 0 ? [`${given.providerPaise > 0 ? '' : 'refunded '}${formatInr(given.creditPaise)} to store credit`] : []),
  ]
  return parts.length > 0 ? `; ${parts.join(' and ')}` : ''
}

/** The customer's timeline: what happened, in their words. */
export function timelineNote(fromStatus: string, plan: Plan, mover: Mover, detail: MoveWordsDetail): string | null {
  const parcels = detail.parcelsNamed ? `${detail.parcelsNamed} ` : ''
  switch (plan.move) {
    case 'pay':
      return 'Payment received'
    case 'fail_payment':
      return 'Payment failed'
    case 'release_hold':
      return 'No payment in time: the items were released. Paying now reserves them again if they are still in stock.'
    case 'process':
      if (fromStatus === 'processing' && !parcels) return null
      return `${parcels ? `${parcels}being` : 'Being'} prepared for dispatch${mover.kind === 'admin' ? ' (updated by the store)' : ''}`
    case 'ship': {
      const via = detail.shipment ? ` via ${detail.shipment.courier}, tracking number ${detail.shipment.trackingNumber}` : ''
      return `${parcels ? `${parcels}shipped` : 'Shipped'}${via}`
    }
    case 'deliver':
      return `${parcels ? `${parcels}delivered` : 'Delivered'} (updated by the store)`
    case 'cancel': {
      const reason = detail.reason ? `: ${detail.reason}` : ''
      return `${parcels ? `${parcels}cancelled` : 'Cancelled'} ${who(mover)}${reason}${givenWords(detail.given)}`
    }
    case 'refund':
    case 'refund_part': {
      const given = givenWords(detail.given).slice(2)
      const what = given ? `${given.charAt(0).toUpperCase()}${given.slice(1)}` : 'Nothing was left to send back'
      if (detail.line) return `${detail.line.name} refunded ${who(mover)}: ${what.charAt(0).toLowerCase()}${what.slice(1)}`
      return parcels ? `${parcels}refunded: ${what.charAt(0).toLowerCase()}${what.slice(1)}` : what
    }
    case 'refund_at_gateway':
    case 'part_refund_at_gateway':
      return null // the payments module words it (which gateway, which refund, how much)
  }
}

const AUDIT_ACTIONS: Partial<Record<Plan['move'], string>> = {
  refund: 'order.refunded',
  refund_part: 'order.part-refunded',
  refund_at_gateway: 'order.refunded-at-gateway',
  part_refund_at_gateway: 'order.part-refunded-at-gateway',
}

/** What the audit log keeps of a person's move: an admin's change of the order, or a seller's work on its own parcel. */
export function auditOf(
  order: { id: string; status: string; paymentStatus: string },
  plan: Plan,
  mover: Mover,
  detail: MoveWordsDetail & { refundReference?: string; gatewayRefund?: { id: string; amountPaise: number }; parcelBefore?: string },
): AuditEntry {
  if (mover.kind === 'vendor') {
    return {
      action:
        plan.parcels?.to === 'shipped'
          ? 'order.lines-shipped'
          : plan.parcels?.to === 'cancelled'
            ? 'order.parcel-cancelled'
            : 'order.lines-processing',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status, fulfilment: detail.parcelBefore },
      after: {
        status: plan.status,
        fulfilment: plan.parcels?.to,
        ...(detail.reason ? { reason: detail.reason } : {}),
        ...(detail.shipment ?? {}),
      },
    }
  }
  return {
    action:
      AUDIT_ACTIONS[plan.move] ??
      (plan.parcels?.to === 'cancelled' && detail.parcelsNamed ? 'order.parcel-cancelled' : `order.${plan.status}`),
    entity: 'order',
    entityId: order.id,
    before: { status: order.status, paymentStatus: order.paymentStatus },
    after: {
      status: plan.status,
      paymentStatus: plan.paymentStatus,
      ...(plan.parcels ? { parcels: plan.parcels.ids, parcelStatus: plan.parcels.to } : {}),
      ...(detail.reason ? { reason: detail.reason } : {}),
      ...(detail.refundReference ? { refundReference: detail.refundReference } : {}),
      ...(detail.given ? { refundedPaise: detail.given.providerPaise, creditPaise: detail.given.creditPaise } : {}),
      ...(detail.gatewayRefund ? { refundReference: detail.gatewayRefund.id, amountPaise: detail.gatewayRefund.amountPaise } : {}),
      ...(detail.shipment ?? {}),
    },
  }
}
