import { randomUUID } from 'node:crypto'
import { indiaDay } from '#src/lib/dates.ts'
import { formatInrExact } from '#src/lib/money.ts'
import { ENTRIES, postJournal } from '#src/modules/ledger/index.ts'
import { refundKnown, refundRecordOf, settleFromGateway } from '#src/modules/payments/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { nowFor, type ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import { findOrderForPayment, orderIdOfGatewayOrder } from '../records/order-access.service.ts'
import {
  configuredGateways,
  GATEWAY_NAMES,
  type GatewayDay,
  type GatewayName,
  type ListedPayment,
  type ListedRefund,
  readGatewayDay,
} from './gateway-day.service.ts'
import * as repo from './gateway-reconciliation.repository.ts'
import { recordRefundAtGateway } from './gateway-refunds.service.ts'
import { awaitingPayment, record } from './order-payments.service.ts'
import { refundStrayPayment } from './stray-payments.service.ts'

const IST_MS = 330 * 60_000
const DAY_MS = 24 * 60 * 60_000

/** What a day's reconciliation with one gateway read and found. */
export interface DaySummary {
  day: string
  gateway: GatewayName
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
 * The daily reconciliation with one gateway (issue 42, decision 072; Stripe with issue 48, decision 075).
 * Reads the day's payments, refunds, fees and transfers to the bank through the gateway's list APIs
 * (gateway-day.service.ts) and matches each with the shop's records:
 * - a payment taken for an order still waiting for it (its callback and webhooks lost) pays the order,
 *   through the lifecycle, as the webhook would have; one for an order no longer waiting (cancelled
 *   meanwhile, or paid twice) is refunded in full; an amount that differs from what the order asks, or a
 *   payment for no order of ours, is a difference to look at;
 * - a refund the shop sent is matched to its record (completing one whose answer was lost) and its
 *   amount compared; a refund the shop has no record of (made in the Dashboard while webhooks were down)
 *   is recorded with its credit note, as its webhook would have;
 * - the gateway's fees (GST included) are the store's expense and input tax credit, and each settlement
 *   or payout moves its amount from "at the gateway" to "at the bank", so the bank statement can be
 *   matched to the books.
 * Every journal and difference is written once (by event key, by kind and reference): a day run again,
 * or by two instances, adds nothing.
 */
export async function reconcileGatewayDay(services: LifecycleContext, day: string, gateway: GatewayName): Promise<Result<DaySummary>> {
  const from = new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_MS)
  const to = new Date(from.getTime() + DAY_MS - 1000)
  const reading = readGatewayDay(services, gateway, from, to)
  if (!reading) return fail('not_found', `No payment gateway to reconcile with: ${GATEWAY_NAMES[gateway]} is not configured.`)
  const seen = await reading
  const found: Difference[] = []
  for (const payment of seen.payments) {
    if (!payment.taken) continue
    const difference = await matchPayment(services, seen, payment)
    if (difference) found.push(difference)
  }
  for (const refund of seen.refunds) {
    const difference = await matchRefund(services, seen, refund)
    if (difference) found.push(difference)
  }
  for (const fee of seen.fees)
    await postJournal(services.db, {
      eventKey: fee.eventKey,
      kind: 'gateway-fee',
      memo: fee.memo,
      occurredAt: fee.at,
      entries: ENTRIES.gatewayFee(fee.feePaise, fee.taxPaise),
    })
  for (const transfer of seen.transfers)
    await postJournal(services.db, {
      eventKey: transfer.eventKey,
      kind: 'gateway-settlement',
      memo: transfer.memo,
      occurredAt: transfer.at,
      entries: ENTRIES.gatewaySettled(transfer.amountPaise),
    })
  const at = nowFor(services).toISOString()
  let differences = 0
  for (const d of found) {
    const inserted = await repo.insertDifference(services.db, {
      id: randomUUID(),
      day,
      gateway,
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
  const summary = { day, gateway, ...seen.counts, differences }
  await repo.insertReconciliation(services.db, { ...summary, ranAt: at })
  services.log.info(summary, 'gateway reconciled')
  return { ok: true, ...summary }
}

/** The job: yesterday in India, once for each configured gateway (a day already reconciled with one is skipped). */
export async function reconcileYesterday(services: LifecycleContext): Promise<DaySummary[]> {
  const day = indiaDay(new Date(nowFor(services).getTime() - DAY_MS))
  const done: DaySummary[] = []
  for (const gateway of configuredGateways(services)) {
    if (await repo.findReconciliation(services.db, day, gateway)) continue
    const outcome = await reconcileGatewayDay(services, day, gateway)
    if (outcome.ok) done.push(outcome)
  }
  return done
}

async function matchPayment(services: LifecycleContext, seen: GatewayDay, payment: ListedPayment): Promise<Difference | null> {
  const { name } = seen
  const rupees = formatInrExact(payment.amountPaise)
  const orderId = payment.gatewayOrderId ? await orderIdOfGatewayOrder(services, payment.gatewayOrderId) : undefined
  const order = orderId ? await findOrderForPayment(services, orderId) : undefined
  if (!order)
    return {
      kind: 'payment-unknown',
      reference: payment.reference,
      seenPaise: payment.amountPaise,
      detail: `${name} took ${rupees} for no order of the shop.`,
    }
  const base = { reference: payment.reference, orderId: order.id, expectedPaise: order.duePaise, seenPaise: payment.amountPaise }
  if (payment.amountPaise !== order.duePaise || payment.currency !== 'INR')
    return {
      kind: 'payment-amount',
      ...base,
      detail: `${name} took ${rupees} for order ${order.orderNumber}, which asks ${formatInrExact(order.duePaise)}: the order is not marked paid.`,
    }
  if (order.paymentReference === payment.reference) return null
  if (awaitingPayment(order)) {
    const paid = await record(services, order, true, payment.reference, `${name}, found by the daily reconciliation`)
    return {
      kind: 'payment-not-recorded',
      ...base,
      fixed: paid.ok,
      detail: paid.ok
        ? `${name} took ${rupees} for order ${order.orderNumber}, whose payment the shop never heard of: the order is now paid.`
        : `${name} took ${rupees} for order ${order.orderNumber}, whose payment the shop never heard of, and it could not be marked paid: ${paid.message}`,
    }
  }
  // Cancelled meanwhile, or paid by another payment: the customer's money goes back (a refunded payment is left).
  const state = `${order.status}, ${order.paymentStatus}`
  if (payment.refundedInFull)
    return {
      kind: 'payment-not-for-order',
      ...base,
      detail: `${name} took ${rupees} for order ${order.orderNumber}, which no longer waits for a payment (${state}), and refunded it.`,
      fixed: true,
    }
  const refunded = await refundStrayPayment(services, order, { id: payment.reference, amount: payment.amountPaise }, seen.gateway)
  const sent = refunded === 'refunded-already' || refunded.status !== 'failed'
  return {
    kind: 'payment-not-for-order',
    ...base,
    fixed: sent,
    detail: sent
      ? `${name} took ${rupees} for order ${order.orderNumber}, which no longer waits for a payment (${state}): refunded to the customer in full.`
      : `${name} took ${rupees} for order ${order.orderNumber}, which no longer waits for a payment (${state}); its refund was refused: ${refunded.reason}. Send it again from the order's page.`,
  }
}

async function matchRefund(services: LifecycleContext, seen: GatewayDay, refund: ListedRefund): Promise<Difference | null> {
  const { name } = seen
  const rupees = formatInrExact(refund.amountPaise)
  if (refund.failed) {
    // A refund the gateway did not make: the shop's record it was sent for is failed, its money due again.
    if (refund.record) await settleFromGateway(services, refund.record, { refusal: refund.failed })
    return null
  }
  const known = await refundRecordOf(services.db, { recordId: refund.record, reference: refund.id })
  if (known) {
    // The shop's own refund whose answer was lost: the gateway's list completes it.
    if (known.status === 'pending' && refund.record) await settleFromGateway(services, refund.record, { reference: refund.id })
    if (known.amountPaise === refund.amountPaise) return null
    return {
      kind: 'refund-amount',
      reference: refund.id,
      orderId: known.orderId,
      expectedPaise: known.amountPaise,
      seenPaise: refund.amountPaise,
      detail: `${name} refunded ${rupees} where the shop's record says ${formatInrExact(known.amountPaise)}.`,
    }
  }
  // A refund made in the Dashboard while webhooks were down: recorded as its webhook would have been.
  const gatewayOrderId = await refund.gatewayOrderId()
  const orderId = gatewayOrderId ? await orderIdOfGatewayOrder(services, gatewayOrderId) : undefined
  const order = orderId ? await findOrderForPayment(services, orderId) : undefined
  if (order) {
    const made = {
      id: refund.id,
      amount: refund.amountPaise,
      currency: refund.currency,
      paymentId: refund.paymentId,
      record: refund.record,
    }
    await recordRefundAtGateway(services, order, made, seen.dashboard)
  }
  const recorded = await refundKnown(services.db, refund.id)
  return {
    kind: 'refund-not-recorded',
    reference: refund.id,
    orderId: order?.id ?? null,
    seenPaise: refund.amountPaise,
    fixed: recorded,
    detail: recorded
      ? `${name} refunded ${rupees} (payment ${refund.paymentId}) with no record in the shop, made in its Dashboard: recorded now, with its credit note.`
      : `${name} refunded ${rupees} (payment ${refund.paymentId}) that the shop cannot match to an order it took: look at it in the ${name} Dashboard.`,
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
  return {
    days,
    open: open.map(numbers),
    settled: recent.filter((d) => d.status !== 'open').map(numbers),
    gateways: configuredGateways(ctx).map((g) => GATEWAY_NAMES[g]),
  }
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
