import { randomUUID } from 'node:crypto'
import { indiaDay } from '#src/lib/dates.ts'
import { formatInrExact } from '#src/lib/money.ts'
import { ENTRIES, postJournal } from '#src/modules/ledger/index.ts'
import {
  type RazorpayListedPayment,
  type RazorpayListedRefund,
  refundKnown,
  refundRecordOf,
  settleFromGateway,
} from '#src/modules/payments/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { nowFor, type ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import { findOrderForPayment, orderIdOfGatewayOrder } from '../records/order-access.service.ts'
import * as repo from './gateway-reconciliation.repository.ts'
import { recordRazorpayRefund } from './gateway-refunds.service.ts'
import { awaitingPayment, record } from './order-payments.service.ts'
import { refundStrayPayment } from './stray-payments.service.ts'

const IST_MS = 330 * 60_000
const DAY_MS = 24 * 60 * 60_000

/** What a day's reconciliation read and found. */
export interface DaySummary {
  day: string
  payments: number
  refunds: number
  settlements: number
  differences: number
}

type Difference = {
  kind: string
  reference: string
  orderId?: string | null
  expectedPaise?: number
  seenPaise?: number
  detail: string
  fixed?: boolean
}

/**
 * The daily reconciliation with Razorpay (issue 42, decision 072). Reads the day's payments, refunds
 * and settlements through Razorpay's Fetch All APIs and matches each with the shop's records:
 * - a payment captured for an order still waiting for it (its callback and webhooks lost) pays the order,
 *   through the lifecycle, as the webhook would have; one for an order no longer waiting (cancelled
 *   meanwhile, or paid twice) is refunded in full; an amount that differs from what the order asks, or a
 *   payment for no order of ours, is a difference to look at;
 * - a refund the shop sent is matched to its record (completing one whose answer was lost) and its
 *   amount compared; a refund the shop has no record of (made in the Dashboard while webhooks were down)
 *   is recorded with its credit note, as its webhook would have;
 * - the gateway's fee on each payment (GST included) is the store's expense and input tax credit, and
 *   each settlement moves its amount from "at the gateway" to "at the bank", so the bank statement can
 *   be matched to the books.
 * Every journal and difference is written once (by event key, by kind and reference): a day run again,
 * or by two instances, adds nothing.
 */
export async function reconcileGatewayDay(services: LifecycleContext, day: string): Promise<Result<DaySummary>> {
  const razorpay = services.razorpay
  if (!razorpay) return fail('not_found', 'No payment gateway to reconcile with: Razorpay is not configured.')
  const from = new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_MS)
  const to = new Date(from.getTime() + DAY_MS - 1000)
  const [payments, refunds, settlements] = await Promise.all([
    razorpay.listPayments(from, to),
    razorpay.listRefunds(from, to),
    razorpay.listSettlements(from, to),
  ])
  const found: Difference[] = []
  for (const payment of payments) {
    if (payment.status !== 'captured' && payment.status !== 'refunded') continue
    await postFee(services, payment)
    const difference = await matchPayment(services, payment)
    if (difference) found.push(difference)
  }
  const paymentOrders = new Map(payments.map((p) => [p.id, p.order_id]))
  for (const refund of refunds) {
    const difference = await matchRefund(services, refund, paymentOrders)
    if (difference) found.push(difference)
  }
  for (const settlement of settlements) {
    if (settlement.status !== 'processed') continue
    const at = new Date(settlement.created_at * 1000).toISOString()
    await postJournal(services.db, {
      eventKey: `gateway-settlement:${settlement.id}`,
      kind: 'gateway-settlement',
      memo: `Razorpay settlement ${settlement.id}, UTR ${settlement.utr}`,
      occurredAt: at,
      entries: ENTRIES.gatewaySettled(settlement.amount),
    })
    if (settlement.fees > 0)
      await postFees(
        services,
        `gateway-settlement-fee:${settlement.id}`,
        `Razorpay fees on settlement ${settlement.id}`,
        settlement.fees,
        settlement.tax,
        at,
      )
  }
  const at = nowFor(services).toISOString()
  let differences = 0
  for (const d of found) {
    const inserted = await repo.insertDifference(services.db, {
      id: randomUUID(),
      day,
      kind: d.kind,
      reference: d.reference,
      orderId: d.orderId ?? null,
      expectedPaise: d.expectedPaise ?? null,
      seenPaise: d.seenPaise ?? null,
      detail: d.detail,
      status: d.fixed ? 'fixed' : 'open',
      createdAt: at,
    })
    if (inserted) differences += 1
  }
  const summary = { day, payments: payments.length, refunds: refunds.length, settlements: settlements.length, differences }
  await repo.insertReconciliation(services.db, { ...summary, ranAt: at })
  services.log.info(summary, 'gateway reconciled')
  return { ok: true, ...summary }
}

/** The job: yesterday in India, once (a day already reconciled is skipped). */
export async function reconcileYesterday(services: LifecycleContext): Promise<DaySummary | null> {
  if (!services.razorpay) return null
  const day = indiaDay(new Date(nowFor(services).getTime() - DAY_MS))
  if (await repo.findReconciliation(services.db, day)) return null
  const outcome = await reconcileGatewayDay(services, day)
  return outcome.ok ? outcome : null
}

async function postFee(services: LifecycleContext, payment: RazorpayListedPayment): Promise<void> {
  const fee = Number(payment.fee ?? 0)
  if (fee > 0)
    await postFees(
      services,
      `gateway-fee:${payment.id}`,
      `Razorpay fee on payment ${payment.id}`,
      fee,
      Number(payment.tax ?? 0),
      new Date(payment.created_at * 1000).toISOString(),
    )
}

/** The gateway's fee, GST included (ENTRIES.gatewayFee). */
async function postFees(services: LifecycleContext, eventKey: string, memo: string, feePaise: number, taxPaise: number, at: string) {
  await postJournal(services.db, {
    eventKey,
    kind: 'gateway-fee',
    memo,
    occurredAt: at,
    entries: ENTRIES.gatewayFee(feePaise, taxPaise),
  })
}

async function matchPayment(services: LifecycleContext, payment: RazorpayListedPayment): Promise<Difference | null> {
  const rupees = formatInrExact(payment.amount)
  const orderId = payment.order_id ? await orderIdOfGatewayOrder(services, payment.order_id) : undefined
  const order = orderId ? await findOrderForPayment(services, orderId) : undefined
  if (!order)
    return {
      kind: 'payment-unknown',
      reference: payment.id,
      seenPaise: payment.amount,
      detail: `Razorpay captured ${rupees} for no order of the shop.`,
    }
  const base = { reference: payment.id, orderId: order.id, expectedPaise: order.duePaise, seenPaise: payment.amount }
  if (payment.amount !== order.duePaise || payment.currency !== 'INR')
    return {
      kind: 'payment-amount',
      ...base,
      detail: `Razorpay captured ${rupees} for order ${order.orderNumber}, which asks ${formatInrExact(order.duePaise)}: the order is not marked paid.`,
    }
  if (order.paymentReference === payment.id) return null
  if (awaitingPayment(order)) {
    const paid = await record(services, order, true, payment.id, 'Razorpay, found by the daily reconciliation')
    return {
      kind: 'payment-not-recorded',
      ...base,
      fixed: paid.ok,
      detail: paid.ok
        ? `Razorpay captured ${rupees} for order ${order.orderNumber}, whose payment the shop never heard of: the order is now paid.`
        : `Razorpay captured ${rupees} for order ${order.orderNumber}, whose payment the shop never heard of, and it could not be marked paid: ${paid.message}`,
    }
  }
  // Cancelled meanwhile, or paid by another payment: the customer's money goes back (a refunded payment is left).
  const state = `${order.status}, ${order.paymentStatus}`
  if (payment.status !== 'captured')
    return {
      kind: 'payment-not-for-order',
      ...base,
      detail: `Razorpay took ${rupees} for order ${order.orderNumber}, which no longer waits for a payment (${state}), and refunded it.`,
      fixed: true,
    }
  const refunded = await refundStrayPayment(services, order, payment)
  const sent = refunded === 'refunded-already' || refunded.status !== 'failed'
  return {
    kind: 'payment-not-for-order',
    ...base,
    fixed: sent,
    detail: sent
      ? `Razorpay captured ${rupees} for order ${order.orderNumber}, which no longer waits for a payment (${state}): refunded to the customer in full.`
      : `Razorpay captured ${rupees} for order ${order.orderNumber}, which no longer waits for a payment (${state}); its refund was refused: ${refunded.reason}. Send it again from the order's page.`,
  }
}

async function matchRefund(
  services: LifecycleContext,
  refund: RazorpayListedRefund,
  paymentOrders: ReadonlyMap<string, string>,
): Promise<Difference | null> {
  const notes = Array.isArray(refund.notes) ? {} : (refund.notes ?? {})
  const recordId = typeof notes.refund_record === 'string' ? notes.refund_record : null
  const rupees = formatInrExact(refund.amount)
  const known = await refundRecordOf(services.db, { recordId, reference: refund.id })
  if (known) {
    // The shop's own refund whose answer was lost: Razorpay's list completes it.
    if (known.status === 'pending' && recordId) await settleFromGateway(services, recordId, { reference: refund.id })
    if (known.amountPaise === refund.amount) return null
    return {
      kind: 'refund-amount',
      reference: refund.id,
      orderId: known.orderId,
      expectedPaise: known.amountPaise,
      seenPaise: refund.amount,
      detail: `Razorpay refunded ${rupees} where the shop's record says ${formatInrExact(known.amountPaise)}.`,
    }
  }
  // A refund made in the Dashboard while webhooks were down: recorded as its webhook would have been.
  const orderOfPayment = paymentOrders.get(refund.payment_id) ?? (await services.razorpay?.fetchPayment(refund.payment_id))?.order_id
  await recordRazorpayRefund(services, {
    refund: { id: refund.id, amount: refund.amount, currency: refund.currency, payment_id: refund.payment_id },
    payment: { id: refund.payment_id, order_id: orderOfPayment },
  })
  const recorded = await refundKnown(services.db, refund.id)
  return {
    kind: 'refund-not-recorded',
    reference: refund.id,
    seenPaise: refund.amount,
    fixed: recorded,
    detail: recorded
      ? `Razorpay refunded ${rupees} (payment ${refund.payment_id}) with no record in the shop, made in its Dashboard: recorded now, with its credit note.`
      : `Razorpay refunded ${rupees} (payment ${refund.payment_id}) that the shop cannot match to an order it took: look at it in the Razorpay Dashboard.`,
  }
}

/** The admin's page: the latest days reconciled and the differences, open first. */
export async function gatewayReconciliation(ctx: ServiceContext) {
  requireAdminActor(ctx)
  const [days, open, recent] = await Promise.all([
    repo.recentReconciliations(ctx.db, 14),
    repo.differences(ctx.db, { open: true }, 200),
    repo.differences(ctx.db, {}, 50),
  ])
  const numbers = <T extends { expectedPaise: number | null; seenPaise: number | null }>(d: T) => ({
    ...d,
    expectedPaise: d.expectedPaise === null ? null : Number(d.expectedPaise),
    seenPaise: d.seenPaise === null ? null : Number(d.seenPaise),
  })
  return { days, open: open.map(numbers), settled: recent.filter((d) => d.status !== 'open').map(numbers), gateway: ctx.razorpay !== null }
}

/** An admin closes a difference with what was done about it; audited. */
export async function resolveGatewayDifference(ctx: ServiceContext, id: string, note: unknown): Promise<Result<{ message: string }>> {
  const actor = requireAdminActor(ctx)
  const text = typeof note === 'string' ? note.trim() : ''
  if (text.length < 3 || text.length > 500)
    return fail('invalid_input', 'Please correct the highlighted fields.', { note: 'Say what was done about it (3 to 500 characters)' })
  const difference = await repo.findDifference(ctx.db, id)
  if (!difference) return fail('not_found', 'No such difference.')
  const at = nowFor(ctx).toISOString()
  if (!(await repo.resolveDifference(ctx.db, id, text, actor.email, at))) return fail('conflict', 'This difference is resolved already.')
  await recordAudit(ctx.db, actor, {
    action: 'gateway-difference.resolved',
    entity: 'order',
    entityId: difference.orderId ?? difference.reference,
    before: { kind: difference.kind, reference: difference.reference, status: 'open' },
    after: { status: 'resolved', note: text },
  })
  return { ok: true, message: 'Difference resolved.' }
}
