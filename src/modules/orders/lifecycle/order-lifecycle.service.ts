import { randomUUID } from 'node:crypto'
import { formatInr } from '#src/lib/money.ts'
import { returnUnits, SoldOut, takeUnits } from '#src/modules/catalog/index.ts'
import * as templates from '#src/modules/email/index.ts'
import { recordGatewayRefund, refundedThroughProvider, refundOnce } from '#src/modules/payments/index.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import { type AuditEntry, recordAudit } from '#src/platform/audit/audit.service.ts'
import type { Actor, AppServices } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import { gatewayRefundCreditNote, wholeOrderCreditNote } from '../invoicing/credit-notes.service.ts'
import { nextInvoiceNumber } from '../invoicing/tax-invoice.service.ts'
import * as repo from '../orders.repository.ts'
import { notifyVendorsOfOrder } from '../placement/vendor-notices.service.ts'
import { hasRefundedReturn } from '../returns/returns.repository.ts'
import { restoreForOrder } from '../store-credit/store-credit.service.ts'
import { type MoveName, type Mover, type OrderState, type Plan, planMove } from './order-state.ts'

/** What a move needs of the running shop; `actor` is who acts (none for the gateway and the shop itself). */
export type LifecycleContext = Pick<AppServices, 'db' | 'log' | 'events' | 'mail' | 'razorpay'> & { actor?: Actor | null }

/** What a caller adds to a move: a payment reference, the shipment, a timeline note of its own. */
export interface MoveDetail {
  paymentReference?: string
  shipment?: { courier: string; trackingNumber: string }
  /** The timeline's words, where the caller knows better (which gateway, which vendor). */
  note?: string
  /** A refund the gateway already made (in its dashboard): recorded once, by its id, with the move. */
  gatewayRefund?: { id: string; amountPaise: number; provider: string }
}

/** A move that applied says which order it was by its number, for the messages that follow. */
export type MoveOutcome = { ok: true; plan: Plan; orderNumber: string } | Failure

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>
type Lines = Awaited<ReturnType<typeof repo.findLines>>

export const CHANGED = fail('conflict', 'This order changed meanwhile. Please reload and try again.')
/** The gateway's refund id was recorded by a delivery that got in first: nothing more to do. */
export const GATEWAY_REFUND_RECORDED = fail('conflict', 'This refund is already recorded.')
const NOT_FOUND = fail('not_found', 'Order not found')
/** A move without outside effects is planned again from the new state when another move got in first. */
const ATTEMPTS = 3

/** The lifecycle's view of an order row and its lines. */
export function stateOf(order: OrderRow, lines: OrderState['lines']): OrderState {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    stockHeld: order.stockHeld === 1,
    invoiced: order.invoiceNumber !== null,
    lines,
  }
}

async function load(ctx: LifecycleContext, orderId: string): Promise<{ order: OrderRow; lines: Lines; state: OrderState } | null> {
  if (!repo.isOrderId(orderId)) return null
  const order = await repo.findOrder(ctx.db, orderId)
  if (!order) return null
  const lines = await repo.findLines(ctx.db, orderId)
  return { order, lines, state: stateOf(order, lines) }
}

/**
 * The one way an order changes after it is placed. Plans the move from the order's state (the table
 * in `order-state.ts`), sends a refund through the provider first when the move needs one (once per
 * order, however often it is asked), then applies every effect in one transaction that only commits
 * if the order is still at the version the plan was made from: status and payment, line fulfilment,
 * stock, invoice number, timeline event and audit record land together or not at all. The email and
 * the events follow the commit, so each happens exactly once per move.
 */
export async function moveOrder(
  ctx: LifecycleContext,
  orderId: string,
  move: MoveName,
  mover: Mover,
  detail: MoveDetail = {},
): Promise<MoveOutcome> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const loaded = await load(ctx, orderId)
    if (!loaded) return NOT_FOUND
    const { order, lines, state } = loaded
    const planned = planMove(state, move, mover)
    if (!planned.ok) return planned
    const { plan } = planned
    if (plan.lines?.to === 'shipped' && !detail.shipment)
      return fail('invalid_input', 'Please enter the courier and the tracking number.', {
        courier: 'Please choose the courier',
        trackingNumber: 'Please enter the tracking number',
      })

    let refundReference: string | undefined
    if (plan.refund) {
      // The whole-order refund sends the order total; after a line was refunded that would pay it twice.
      if (await hasRefundedReturn(ctx.db, orderId))
        return fail('conflict', 'Part of this order was already refunded through a return. Refund the other items through returns.')
      if ((await refundedThroughProvider(ctx.db, orderId, `order:${orderId}`)) > 0)
        return fail(
          'conflict',
          'Part of this order was already refunded at the payment gateway. Refund the rest there: it is recorded here when the gateway reports it.',
        )
      // What store credit paid goes back as credit in the move's transaction; the provider returns the rest.
      const paidThroughProvider = order.totalPaise - order.storeCreditPaise
      if (paidThroughProvider > 0) {
        const refund = await refundOnce(ctx, { ...order, totalPaise: paidThroughProvider })
        if (!refund.ok) return refund
        refundReference = refund.reference
      }
    }
    const applied = await apply(ctx, order, lines, plan, mover, { ...detail, paymentReference: refundReference ?? detail.paymentReference })
    if (applied === 'applied') {
      await afterCommit(ctx, order, plan, mover, detail)
      return { ok: true, plan, orderNumber: order.orderNumber }
    }
    if (applied !== 'changed') return applied
    if (plan.refund) {
      // The money has gone back, but the order moved meanwhile: a person must look at it.
      ctx.log.error({ orderId, move, reference: refundReference }, 'refund sent but the order changed meanwhile')
      return CHANGED
    }
  }
  return CHANGED
}

async function apply(
  ctx: LifecycleContext,
  order: OrderRow,
  lines: Lines,
  plan: Plan,
  mover: Mover,
  detail: MoveDetail,
): Promise<'applied' | 'changed' | Failure> {
  const now = new Date()
  const stamp = now.toISOString()
  try {
    return await transact(ctx.db, async (trx) => {
      // The invoice keeps the seller's details as they are at its issue: a reprint never changes.
      const invoice = plan.issueInvoice
        ? {
            invoiceNumber: await nextInvoiceNumber(trx, now),
            invoicedAt: stamp,
            sellerJson: JSON.stringify(await getStoreDetails({ db: trx })),
          }
        : {}
      const moved = await repo.applyMove(
        trx,
        order.id,
        order.version,
        {
          status: plan.status,
          paymentStatus: plan.paymentStatus,
          ...(plan.stock ? { stockHeld: plan.stock === 'take' ? 1 : 0 } : {}),
          ...(detail.paymentReference ? { paymentReference: detail.paymentReference } : {}),
          ...invoice,
        },
        stamp,
      )
      if (!moved) throw new Changed()
      if (detail.gatewayRefund) {
        const { id, amountPaise, provider } = detail.gatewayRefund
        if (!(await recordGatewayRefund(trx, { orderId: order.id, refundId: id, amountPaise, provider, at: stamp }))) throw new Recorded()
      }
      if (plan.stock === 'take') await takeUnits(trx, lines)
      if (plan.stock === 'return') await returnUnits(trx, lines)
      if (plan.status === 'cancelled' || plan.move === 'refund' || plan.move === 'refund_at_gateway')
        await restoreForOrder(trx, order, stamp)
      if (plan.lines)
        await repo.setLinesFulfilment(
          trx,
          order.id,
          plan.lines.vendorIds,
          plan.lines.to,
          plan.lines.to === 'shipped' ? detail.shipment : undefined,
        )
      const creditNote = !order.invoiceNumber
        ? null
        : plan.refund
          ? await wholeOrderCreditNote(trx, order, plan.move === 'cancel' ? 'Order cancelled' : 'Order refunded', now)
          : detail.gatewayRefund
            ? await gatewayRefundCreditNote(trx, order, { ...detail.gatewayRefund, whole: plan.move === 'refund_at_gateway' }, now)
            : null
      const told = detail.note ?? timelineNote(order, plan, mover, detail)
      const note = told && creditNote ? `${told}; credit note ${creditNote}` : told
      if (note) await repo.insertEvent(trx, { id: randomUUID(), orderId: order.id, status: plan.status, note, createdAt: stamp })
      // A person's move (an admin's, or a seller's on their own lines) and a refund made at the gateway
      // (by whoever used its dashboard) are on the record.
      if (ctx.actor && (mover.kind === 'admin' || mover.kind === 'vendor' || detail.gatewayRefund))
        await recordAudit(trx, ctx.actor, auditOf(order, lines, plan, mover, detail))
      return 'applied' as const
    })
  } catch (error) {
    if (error instanceof Changed) return 'changed'
    if (error instanceof Recorded) return GATEWAY_REFUND_RECORDED
    if (error instanceof SoldOut)
      return fail('sold_out', `Sorry, ${error.productName} sold out while this order waited for payment. Nothing was charged.`)
    throw error
  }
}

class Changed extends Error {}
class Recorded extends Error {}

/** What the audit log keeps of a person's move: an admin's change of the order, or a seller's work on their own lines. */
function auditOf(order: OrderRow, lines: Lines, plan: Plan, mover: Mover, detail: MoveDetail): AuditEntry {
  if (mover.kind === 'vendor') {
    const theirs = lines.find((line) => plan.lines?.vendorIds.includes(line.vendorId))
    return {
      action: plan.lines?.to === 'shipped' ? 'order.lines-shipped' : 'order.lines-processing',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status, fulfilment: theirs?.fulfilment },
      after: { status: plan.status, fulfilment: plan.lines?.to, ...(detail.shipment ?? {}) },
    }
  }
  return {
    action: AUDIT_ACTIONS[plan.move] ?? `order.${plan.status}`,
    entity: 'order',
    entityId: order.id,
    before: { status: order.status, paymentStatus: order.paymentStatus },
    after: {
      status: plan.status,
      paymentStatus: plan.paymentStatus,
      ...(plan.refund ? { refundReference: detail.paymentReference } : {}),
      ...(detail.gatewayRefund ? { refundReference: detail.gatewayRefund.id, amountPaise: detail.gatewayRefund.amountPaise } : {}),
      ...(detail.shipment ?? {}),
    },
  }
}

const AUDIT_ACTIONS: Partial<Record<Plan['move'], string>> = {
  refund: 'order.refunded',
  refund_at_gateway: 'order.refunded-at-gateway',
  part_refund_at_gateway: 'order.part-refunded-at-gateway',
}

/** The customer's timeline: what happened, in their words. */
function timelineNote(order: OrderRow, plan: Plan, mover: Mover, detail: MoveDetail): string | null {
  switch (plan.move) {
    case 'pay':
      return 'Payment received'
    case 'fail_payment':
      return 'Payment failed'
    case 'release_hold':
      return 'No payment in time: the items were released. Paying now reserves them again if they are still in stock.'
    case 'process':
      if (order.status === 'processing') return null
      return mover.kind === 'admin' ? 'Processing (updated by the store)' : 'Being prepared for dispatch'
    case 'ship': {
      const via = detail.shipment ? ` via ${detail.shipment.courier}, tracking number ${detail.shipment.trackingNumber}` : ''
      return plan.status === 'shipped' ? `Shipped${via}` : `Part shipped${via}`
    }
    case 'deliver':
      return 'Delivered (updated by the store)'
    case 'cancel': {
      const who = mover.kind === 'customer' ? 'Cancelled by you' : 'Cancelled by the store'
      return plan.refund
        ? `${who}; the payment is refunded to the original method`
        : mover.kind === 'customer'
          ? who
          : 'Cancelled (updated by the store)'
    }
    case 'refund_at_gateway':
    case 'part_refund_at_gateway':
      return null // the payments module words it (which gateway, which refund, how much)
    case 'refund':
      return order.storeCreditPaise > 0
        ? `Refunded ${formatInr(order.totalPaise - order.storeCreditPaise)} to the original payment method and ${formatInr(order.storeCreditPaise)} to store credit`
        : `Refunded ${formatInr(order.totalPaise)} to the original payment method`
  }
}

async function afterCommit(ctx: LifecycleContext, order: OrderRow, plan: Plan, mover: Mover, detail: MoveDetail) {
  ctx.events.publish(SHOP_EVENTS.orderChanged)
  if (plan.stock) ctx.events.publish(SHOP_EVENTS.productChanged)
  ctx.log.info(
    { orderId: order.id, move: plan.move, by: mover.kind, status: plan.status, paymentStatus: plan.paymentStatus },
    'order moved',
  )
  // A paid online order is now one its vendors can fulfil.
  if (plan.move === 'pay') await notifyVendorsOfOrder(ctx, order.id)
  if (!plan.notify) return
  if (plan.move === 'refund' || plan.move === 'refund_at_gateway') return ctx.mail.send(templates.orderRefunded(order.userEmail, order))
  if (plan.move === 'ship' && mover.kind === 'vendor' && detail.shipment)
    return ctx.mail.send(templates.orderLinesShipped(order.userEmail, order.orderNumber, detail.shipment, plan.status === 'shipped'))
  if (plan.move === 'ship' && plan.status !== 'shipped') return
  return ctx.mail.send(
    templates.orderStatusChanged(order.userEmail, order, plan.status, {
      refunded: plan.refund,
      byCustomer: mover.kind === 'customer',
      shipment: detail.shipment,
    }),
  )
}
