import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { ENTRIES, postJournal } from '#src/modules/ledger/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { type AppServices, nowFor, type ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { RazorpayError } from './razorpay.ts'
import * as repo from './refunds.repository.ts'
import { StripeError } from './stripe.ts'

/** A refund to write in its move's transaction: what goes back, to whom, through which provider. */
export interface RefundToSend {
  id: string
  /** One refund per claim: `order:<id>`, `parcel:<id>`, `return:<id>` … A second record for a claim is refused. */
  claimKey: string
  orderId: string
  amountPaise: number
  provider: string
  /** The gateway's payment the money goes back to (Razorpay's pay_…). */
  paymentId: string | null
}

/**
 * Writes a refund as a record, pending, in the caller's transaction (the move that owes it, with its
 * journal and credit note): no money leaves for a refund no committed record names (decision 070). Its
 * id is the idempotency key the gateway is sent. False when the claim was already made: nothing is written.
 */
export function recordRefund(trx: Database, refund: RefundToSend, at: string): Promise<boolean> {
  return repo.insertRefundRecord(trx, { ...refund, idempotencyKey: refund.id, now: at })
}

/**
 * Where a sending left a record: done, refused for good (the reason), or to be tried again by the job;
 * `taken` is false when another sender had it (what it says is that sender's result, or none yet).
 */
export type SendOutcome = ({ status: 'succeeded'; reference: string } | { status: 'failed'; reason: string } | { status: 'waiting' }) & {
  taken: boolean
}

/** How long a sender holds a record: past it, the sender is taken to have died and the job sends it again. */
const LEASE_MS = 2 * 60_000
/** A record no sender took for this long after it was written (the process died at its commit) is the job's. */
const UNTAKEN_MS = 30_000

type Services = Pick<AppServices, 'db' | 'log' | 'razorpay' | 'stripe' | 'clock'>

/**
 * Sends one committed refund record to its provider, once: a sender takes it for a lease, asks the
 * gateway under the record's idempotency key (a repeat after a lost answer gets the same refund back,
 * never a second one), and writes the answer. A refusal for good marks it failed with the gateway's
 * reason and moves the money back in the books to "refunds due to customers" for an admin to send again;
 * no answer leaves it pending for the job.
 */
export async function sendRefund(services: Services, id: string): Promise<SendOutcome> {
  const now = nowFor(services)
  const stamp = now.toISOString()
  const taken = await repo.takeRefund(services.db, id, stamp, new Date(now.getTime() + LEASE_MS).toISOString())
  const record = await repo.findRefund(services.db, id)
  if (!record) return { status: 'waiting', taken: false }
  if (!taken) return { ...settled(record), taken: false }
  const sent = await askProvider(services, record)
  if (sent.ok) {
    await repo.completeRefund(services.db, id, sent.reference, nowFor(services).toISOString())
    services.log.info({ refundId: id, orderId: record.orderId, reference: sent.reference }, 'refund sent')
    return { status: 'succeeded', reference: sent.reference, taken: true }
  }
  if (!sent.final) {
    await repo.releaseRefund(services.db, id, nowFor(services).toISOString())
    services.log.warn({ refundId: id, orderId: record.orderId, reason: sent.reason }, 'refund not answered: the job sends it again')
    return { status: 'waiting', taken: true }
  }
  await refuse(services, record, sent.reason)
  return { status: 'failed', reason: sent.reason, taken: true }
}

/** A record another sender finished, or holds. */
function settled(record: {
  status: string
  reference: string | null
  failureReason: string | null
}): { status: 'succeeded'; reference: string } | { status: 'failed'; reason: string } | { status: 'waiting' } {
  if (record.status === 'succeeded' && record.reference) return { status: 'succeeded', reference: record.reference }
  if (record.status === 'failed') return { status: 'failed', reason: record.failureReason ?? '' }
  return { status: 'waiting' }
}

type RefundRow = NonNullable<Awaited<ReturnType<typeof repo.findRefund>>>

/**
 * The gateway refused the refund for good: the record says why, and the money it had in the books as
 * gone back through the gateway is due to the customer again, in one transaction, once per attempt.
 */
async function refuse(services: Services, record: RefundRow, reason: string): Promise<void> {
  const at = nowFor(services).toISOString()
  await transact(services.db, async (trx) => {
    if (!(await repo.failRefund(trx, record.id, reason, at))) return
    await postJournal(trx, {
      eventKey: `refund-failed:${record.id}:${record.attempts + 1}`,
      kind: 'refund-failed',
      memo: `Refund refused by the gateway: ${reason}`,
      orderId: record.orderId,
      occurredAt: at,
      entries: ENTRIES.refundRefused(Number(record.amountPaise)),
    })
  })
  services.log.error({ refundId: record.id, orderId: record.orderId, reason }, 'refund refused by the gateway: an admin must send it again')
}

/**
 * An admin sends a refused refund again: the record is pending once more under a new idempotency key
 * (the gateway answers an old key with its old refusal), the money due goes back out through the gateway
 * in the books, and the admin's act is audited, in one transaction; then it is sent.
 */
export async function sendRefundAgain(ctx: ServiceContext, id: string): Promise<Result<{ outcome: SendOutcome }>> {
  const actor = requireAdminActor(ctx)
  const record = await repo.findRefund(ctx.db, id)
  if (record?.status !== 'failed' || !record.idempotencyKey) return fail('not_found', 'No refused refund to send again.')
  const at = nowFor(ctx).toISOString()
  const again = await transact(ctx.db, async (trx) => {
    if (!(await repo.retryRefund(trx, id, `${record.id}-${record.attempts + 1}`, at))) return false
    await postJournal(trx, {
      eventKey: `refund-again:${record.id}:${record.attempts + 1}`,
      kind: 'refund-again',
      memo: 'Refund sent again',
      orderId: record.orderId,
      occurredAt: at,
      entries: ENTRIES.refundSentAgain(Number(record.amountPaise)),
    })
    await recordAudit(trx, actor, {
      action: 'refund.sent-again',
      entity: 'order',
      entityId: record.orderId,
      before: { refund: record.id, status: 'failed', reason: record.failureReason },
      after: { refund: record.id, status: 'pending' },
    })
    return true
  })
  if (!again) return fail('conflict', 'This refund is being sent already. Please reload.')
  return { ok: true, outcome: await sendRefund(ctx, id) }
}

/**
 * The job (every minute, one process): every pending record no sender holds (its sender died between the
 * commit and the gateway's answer, or the gateway did not answer) is sent again under its own key. Exactly
 * once across instances: a record is sent only by whoever takes its lease.
 */
export async function resumeRefunds(services: Services): Promise<{ sent: number; failed: number; waiting: number }> {
  const now = nowFor(services)
  const ids = await repo.refundsToResume(services.db, now.toISOString(), new Date(now.getTime() - UNTAKEN_MS).toISOString(), 50)
  const counts = { sent: 0, failed: 0, waiting: 0 }
  for (const id of ids) {
    const outcome = await sendRefund(services, id)
    // A record another instance's job took meanwhile is that job's to count.
    if (outcome.taken) counts[outcome.status === 'succeeded' ? 'sent' : outcome.status] += 1
  }
  return counts
}

/**
 * The gateway's own word on a record the shop sent (its webhook: `refund.processed` with the refund id,
 * `refund.failed` with a reason), for when the shop never got the answer. False when the id names no
 * record of ours; a record already settled is left as it is.
 */
export async function settleFromGateway(
  services: Services,
  id: string,
  answer: { reference: string } | { refusal: string },
): Promise<boolean> {
  const record = await repo.findRefund(services.db, id)
  if (!record?.idempotencyKey) return false
  if (record.status !== 'pending') return true
  if ('reference' in answer) await repo.completeRefund(services.db, id, answer.reference, nowFor(services).toISOString())
  else await refuse(services, record, answer.refusal)
  return true
}

/** The refunds of these orders that the gateway refused or has not confirmed yet. */
export async function unsettledRefunds(db: Database, orderIds: readonly string[]) {
  return (await repo.failedRefundsOf(db, orderIds)).map((r) => ({ ...r, amountPaise: Number(r.amountPaise) }))
}

/**
 * Refunds waiting, by status (pending: the job sends them again; failed: refused, an admin sends them
 * again), with their amounts: for /metrics. A status with none is absent.
 */
export function refundsWaiting(db: Database) {
  return repo.countUnsettled(db)
}

/**
 * How much of a part refund goes back through the provider: what it took for the order (the total less
 * any store credit spent) less what went back through it already; the rest is the caller's to return as
 * store credit, the way it was paid.
 */
export async function providerShare(
  db: Database,
  order: { id: string; totalPaise: number; storeCreditPaise: number },
  amountPaise: number,
  claimKey: string,
): Promise<number> {
  const taken = order.totalPaise - order.storeCreditPaise
  const back = await repo.refundedPaise(db, order.id, claimKey)
  return Math.max(0, Math.min(amountPaise, taken - back))
}

type Asked = { ok: true; reference: string } | { ok: false; final: boolean; reason: string }

/**
 * The provider port: Razorpay's refund API for a Razorpay payment; Stripe's Refunds API for a Stripe
 * PaymentIntent; the built-in test gateway for test payments, which honours the key as the gateways do
 * (the same key, the same refund); and a record of the store's own for cash collected on delivery,
 * which the store returns by hand.
 */
async function askProvider(services: Pick<AppServices, 'log' | 'razorpay' | 'stripe'>, record: RefundRow): Promise<Asked> {
  const key = record.idempotencyKey ?? record.id
  if (record.provider === 'razorpay') {
    if (!services.razorpay) return { ok: false, final: false, reason: 'Razorpay is not configured on this server.' }
    if (!record.paymentId) return { ok: false, final: true, reason: 'The order has no Razorpay payment id to refund.' }
    try {
      const notes = { order_id: record.orderId, refund_record: record.id }
      return { ok: true, reference: await services.razorpay.refund(record.paymentId, Number(record.amountPaise), notes, key) }
    } catch (error) {
      const final = error instanceof RazorpayError && error.final
      return { ok: false, final, reason: error instanceof Error ? error.message : 'Razorpay could not be reached.' }
    }
  }
  if (record.provider === 'stripe') {
    if (!services.stripe) return { ok: false, final: false, reason: 'Stripe is not configured on this server.' }
    if (!record.paymentId) return { ok: false, final: true, reason: 'The order has no Stripe PaymentIntent to refund.' }
    try {
      const metadata = { order_id: record.orderId, refund_record: record.id }
      const refund = await services.stripe.refund(record.paymentId, Number(record.amountPaise), metadata, key)
      // Made, and maybe still on its way to the card (pending): either way the money has left the shop.
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { ok: false, final: true, reason: `Stripe did not make the refund: ${refund.failure_reason ?? refund.status}` }
      return { ok: true, reference: refund.id }
    } catch (error) {
      const final = error instanceof StripeError && error.final
      return { ok: false, final, reason: error instanceof Error ? error.message : 'Stripe could not be reached.' }
    }
  }
  if (record.provider === 'test') return { ok: true, reference: `test_refund_${key}` }
  return { ok: true, reference: `manual_refund_${key}` }
}

/** The claim key of a refund made at the provider itself (its dashboard, an auto-refund): one per provider refund id. */
export const gatewayRefundKey = (refundId: string) => `gateway:${refundId}`

/** Whether the provider's refund id is already in the books: sent by the shop, or recorded from a webhook. */
export async function refundKnown(db: AppServices['db'], refundId: string): Promise<boolean> {
  return (await repo.findRefundByReference(db, refundId)) !== undefined
}

/** Whether the shop is sending a refund of this order right now (its reference arrives when the provider answers). */
export const refundUnderWay = repo.hasPendingRefund

/** What went back to the order's payer through the provider, all claims but `exceptClaimKey`. */
export const refundedThroughProvider = repo.refundedPaise

/**
 * Records, inside the caller's transaction, a refund the provider already made without the shop asking
 * (a refund in the Razorpay Dashboard). False when that refund id is already recorded: nothing is added.
 */
export async function recordGatewayRefund(
  trx: AppServices['db'],
  refund: { orderId: string; refundId: string; amountPaise: number; provider: string; at: string },
): Promise<boolean> {
  return repo.insertSettledRefund(trx, {
    id: randomUUID(),
    claimKey: gatewayRefundKey(refund.refundId),
    orderId: refund.orderId,
    amountPaise: refund.amountPaise,
    provider: refund.provider,
    reference: refund.refundId,
    now: refund.at,
  })
}

/** The shop's record of a gateway refund: by the record id the refund's note names, else by the gateway's refund id. */
export async function refundRecordOf(db: Database, refund: { recordId: string | null; reference: string }) {
  const byId = refund.recordId ? await repo.findRefund(db, refund.recordId) : undefined
  const row = byId ?? (await repo.findRefundByReference(db, refund.reference))
  return row
    ? { id: row.id, status: row.status, amountPaise: Number(row.amountPaise), reference: row.reference, orderId: row.orderId }
    : null
}
