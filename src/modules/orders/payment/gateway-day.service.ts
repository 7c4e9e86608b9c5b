import type { Razorpay, Stripe } from '#src/modules/payments/index.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import { RAZORPAY_DASHBOARD, type RefundingGateway } from './gateway-refunds.service.ts'
import { STRIPE_DASHBOARD } from './stripe-payments.service.ts'

/**
 * What each gateway says of one day, read through its documented list APIs and given to the daily
 * reconciliation (gateway-reconciliation.service.ts) in the same shapes, so one matcher serves every
 * gateway: the payments it took, the refunds it made, its fees, and what it paid to the store's bank.
 */

export type GatewayName = 'razorpay' | 'stripe'

export const GATEWAY_NAMES: Record<GatewayName, string> = { razorpay: 'Razorpay', stripe: 'Stripe' }

/** A payment at the gateway; `reference` is what the shop records as the order's payment reference. */
export interface ListedPayment {
  reference: string
  /** The gateway's order the payment was for (Razorpay's order, Stripe's PaymentIntent): how the shop finds its order. */
  gatewayOrderId: string | null
  amountPaise: number
  /** In capitals: INR. */
  currency: string
  /** Whether the gateway took the money (captured, succeeded); the rest are attempts. */
  taken: boolean
  /** Whether the gateway has already given all of it back. */
  refundedInFull: boolean
}

export interface ListedRefund {
  id: string
  amountPaise: number
  currency: string
  /** The payment refunded, as the shop records it (Razorpay's payment, Stripe's PaymentIntent). */
  paymentId: string
  /** The shop's refund record the shop sent it for, when it did. */
  record: string | null
  /** Why the gateway did not make it, when it did not. */
  failed: string | null
  /** The gateway's order of the payment refunded (read from the gateway when the day's payments do not say). */
  gatewayOrderId: () => Promise<string | null | undefined>
}

/** A fee the gateway kept (`taxPaise` of it GST), or money it moved to the store's bank; each booked once by its key. */
export interface GatewayFee {
  eventKey: string
  memo: string
  feePaise: number
  taxPaise: number
  at: string
}
export interface GatewayTransfer {
  eventKey: string
  memo: string
  amountPaise: number
  at: string
}

export interface GatewayDay {
  gateway: GatewayName
  name: string
  dashboard: RefundingGateway
  payments: ListedPayment[]
  refunds: ListedRefund[]
  fees: GatewayFee[]
  transfers: GatewayTransfer[]
  /** How many the gateway listed: payments, refunds, settlements or payouts. */
  counts: { payments: number; refunds: number; settlements: number }
}

/** The gateways this server is configured with, each reconciled on its own. */
export function configuredGateways(services: Pick<LifecycleContext, 'razorpay' | 'stripe'>): GatewayName[] {
  return [...(services.razorpay ? (['razorpay'] as const) : []), ...(services.stripe ? (['stripe'] as const) : [])]
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

/** The day between two instants at one gateway; null when it is not configured here. */
export function readGatewayDay(services: LifecycleContext, gateway: GatewayName, from: Date, to: Date): Promise<GatewayDay> | null {
  if (gateway === 'razorpay') return services.razorpay ? readRazorpay(services.razorpay, from, to) : null
  return services.stripe ? readStripe(services.stripe, from, to) : null
}

/** Razorpay's Fetch All Payments, Refunds and Settlements (decision 072): fees on each payment and on settlements. */
async function readRazorpay(razorpay: Razorpay, from: Date, to: Date): Promise<GatewayDay> {
  const [payments, refunds, settlements] = await Promise.all([
    razorpay.listPayments(from, to),
    razorpay.listRefunds(from, to),
    razorpay.listSettlements(from, to),
  ])
  const taken = (status: string) => status === 'captured' || status === 'refunded'
  const orderOfPayment = new Map(payments.map((p) => [p.id, p.order_id]))
  const fees: GatewayFee[] = payments
    .filter((p) => taken(p.status) && Number(p.fee ?? 0) > 0)
    .map((p) => ({
      eventKey: `gateway-fee:${p.id}`,
      memo: `Razorpay fee on payment ${p.id}`,
      feePaise: Number(p.fee),
      taxPaise: Number(p.tax ?? 0),
      at: iso(p.created_at),
    }))
  const processed = settlements.filter((s) => s.status === 'processed')
  for (const s of processed)
    if (s.fees > 0)
      fees.push({
        eventKey: `gateway-settlement-fee:${s.id}`,
        memo: `Razorpay fees on settlement ${s.id}`,
        feePaise: s.fees,
        taxPaise: s.tax,
        at: iso(s.created_at),
      })
  return {
    gateway: 'razorpay',
    name: 'Razorpay',
    dashboard: RAZORPAY_DASHBOARD,
    payments: payments.map((p) => ({
      reference: p.id,
      gatewayOrderId: p.order_id ?? null,
      amountPaise: p.amount,
      currency: p.currency.toUpperCase(),
      taken: taken(p.status),
      refundedInFull: p.status === 'refunded',
    })),
    refunds: refunds.map((r) => {
      const notes = Array.isArray(r.notes) ? {} : (r.notes ?? {})
      return {
        id: r.id,
        amountPaise: r.amount,
        currency: r.currency.toUpperCase(),
        paymentId: r.payment_id,
        record: typeof notes.refund_record === 'string' ? notes.refund_record : null,
        failed: null,
        gatewayOrderId: async () => orderOfPayment.get(r.payment_id) ?? (await razorpay.fetchPayment(r.payment_id))?.order_id,
      }
    }),
    fees,
    transfers: processed.map((s) => ({
      eventKey: `gateway-settlement:${s.id}`,
      memo: `Razorpay settlement ${s.id}, UTR ${s.utr}`,
      amountPaise: s.amount,
      at: iso(s.created_at),
    })),
    counts: { payments: payments.length, refunds: refunds.length, settlements: settlements.length },
  }
}

/**
 * Stripe's List all charges, refunds and balance transactions (by `created`) and payouts (by
 * `arrival_date`), decision 075. A charge is a payment as it was taken (its PaymentIntent, which the
 * shop records as the order's payment, may have been made a day before); each balance transaction
 * carries Stripe's fee, its GST the `tax` lines of `fee_details` (Stripe India's; none, and the whole fee
 * is the expense); a payout paid is money at the bank.
 */
async function readStripe(stripe: Stripe, from: Date, to: Date): Promise<GatewayDay> {
  const [charges, refunds, moves, payouts] = await Promise.all([
    stripe.listCharges(from, to),
    stripe.listRefundsBetween(from, to),
    stripe.listBalanceTransactions(from, to),
    stripe.listPayouts(from, to),
  ])
  return {
    gateway: 'stripe',
    name: 'Stripe',
    dashboard: STRIPE_DASHBOARD,
    payments: charges.map((c) => ({
      reference: c.payment_intent ?? c.id,
      gatewayOrderId: c.payment_intent,
      amountPaise: c.amount,
      currency: c.currency.toUpperCase(),
      taken: c.status === 'succeeded',
      refundedInFull: c.refunded,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amountPaise: r.amount,
      currency: r.currency.toUpperCase(),
      paymentId: r.payment_intent ?? '',
      record: typeof r.metadata?.refund_record === 'string' ? r.metadata.refund_record : null,
      failed: r.status === 'failed' || r.status === 'canceled' ? `Stripe did not make the refund: ${r.failure_reason ?? r.status}` : null,
      gatewayOrderId: async () => r.payment_intent,
    })),
    fees: moves
      .filter((m) => m.fee > 0)
      .map((m) => ({
        eventKey: `gateway-fee:${m.id}`,
        memo: `Stripe fee on ${m.type} ${m.source ?? m.id}`,
        feePaise: m.fee,
        taxPaise: (m.fee_details ?? []).filter((d) => d.type === 'tax').reduce((s, d) => s + d.amount, 0),
        at: iso(m.created),
      })),
    transfers: payouts
      .filter((p) => p.status === 'paid')
      .map((p) => ({
        eventKey: `gateway-settlement:${p.id}`,
        memo: `Stripe payout ${p.id}`,
        amountPaise: p.amount,
        at: iso(p.arrival_date),
      })),
    counts: { payments: charges.length, refunds: refunds.length, settlements: payouts.length },
  }
}
