import { randomUUID } from 'node:crypto'
import { SoldOut } from '#src/modules/catalog/index.ts'
import { OfferGone, PaymentNotForOffer } from '#src/modules/offers/index.ts'
import { providerShare, type RefundToSend, sendRefund } from '#src/modules/payments/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { nowFor } from '#src/platform/context.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import { parcelClosed } from '../parcels/parcel-state.ts'
import { sellerNames } from '../parcels/parcels.service.ts'
import { GatewayRefundRecorded, RefundClaimed } from '../records/move-effects.ts'
import * as repo from '../records/orders.repository.ts'
import { hasRefundedReturn } from '../records/returns.repository.ts'
import { moverActor } from './actors.ts'
import { giveBackLines } from './give-back-lines.service.ts'
import { ewayBillRefusal, type Loaded, load, parcelsNamed, type Splits, splitGiveBack } from './loaded-order.service.ts'
import type { Applying, LifecycleContext, MoveDetail } from './move-context.ts'
import { announceMove } from './move-notices.service.ts'
import { auditOf, timelineNote } from './move-words.ts'
import { type MoveName, type Mover, type Plan, planMove } from './order-state.ts'
import { effectsOf, givesBackAllUnits } from './plan-effects.ts'
import { carryOut } from './steps.service.ts'

/** A move that applied says which order it was by its number, for the messages that follow. */
export type MoveOutcome = { ok: true; plan: Plan; orderNumber: string } | Failure

export const CHANGED = fail('conflict', 'This order changed meanwhile. Please reload and try again.')
/** The gateway's refund id was recorded by a delivery that got in first: nothing more to do. */
export const GATEWAY_REFUND_RECORDED = fail('conflict', 'This refund is already recorded.')
const NOT_FOUND = fail('not_found', 'Order not found')
/** A move without outside effects is planned again from the new state when another move got in first. */
const ATTEMPTS = 3
const GATEWAY_MOVES = new Set<MoveName>(['refund_at_gateway', 'part_refund_at_gateway'])

/**
 * The one way an order changes after it is placed. Plans the move from the order's state and its
 * parcels (the table in `order-state.ts`), then applies every effect in one transaction that only
 * commits if the order is still at the version the plan was made from: status and payment, parcels and
 * line fulfilment, stock, invoices, store credit, credit notes, the refund owed through the provider as a
 * record (once per claim: the order, a parcel's cancellation, or a part refund planned from this
 * version), timeline event and audit record land together or not at all. Only then is the refund sent
 * (decision 070), and the email and the events follow, so each happens exactly once per move.
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
    const { order } = loaded
    const target = { parcelId: detail.parcelId, amountPaise: detail.amountPaise ?? detail.gatewayRefund?.amountPaise }
    const planned = planMove(loaded.state, move, mover, target)
    if (!planned.ok) return planned
    const { plan } = planned
    if (plan.parcels?.to === 'shipped' && !detail.shipment)
      return fail('invalid_input', 'Please enter the courier and the tracking number.', {
        courier: 'Please choose the courier',
        trackingNumber: 'Please enter the tracking number',
      })
    if (plan.parcels?.to === 'shipped') {
      const refused = ewayBillRefusal(
        loaded.parcels.filter((p) => plan.parcels?.ids.includes(p.id)),
        detail.shipment?.ewayBillNumber,
      )
      if (refused) return refused
    }
    if (
      plan.parcels?.to === 'cancelled' &&
      (mover.kind === 'vendor' || (mover.kind === 'admin' && detail.parcelId)) &&
      !detail.reason?.trim()
    )
      return fail('invalid_input', 'Please say why the parcel is cancelled: the customer reads it.', {
        reason: 'Please enter the reason the customer will read',
      })

    const gatewayMove = GATEWAY_MOVES.has(move)
    const splits = await giveBackLines(
      ctx.db,
      orderId,
      loaded.parcels,
      plan.giveBack.map((g) => ({ ...g, ...splitGiveBack(loaded, g.parcelId, g.amountPaise) })),
      detail.line?.productId,
    )
    // A gateway's own refund: its money is back already; only the store credit of a whole refund goes back here.
    if (gatewayMove) for (const s of splits) [s.providerPaise, s.creditPaise] = [0, move === 'refund_at_gateway' ? s.creditPaise : 0]
    const providerPaise = splits.reduce((sum, s) => sum + s.providerPaise, 0)
    let refund: RefundToSend | undefined
    if (providerPaise > 0) {
      // Returns refund their lines on their own; a parcel's refund on top of one could pay a line twice.
      if (await hasRefundedReturn(ctx.db, orderId))
        return fail('conflict', 'Part of this order was already refunded through a return. Refund the other items through returns.')
      // One claim per move: a parcel's cancellation once, a refund once per version it was planned from.
      const parcelId = detail.parcelId ?? (mover.kind === 'vendor' ? plan.giveBack[0]?.parcelId : undefined)
      const claimKey = !parcelId ? `order:${orderId}` : move === 'cancel' ? `parcel:${parcelId}` : `parcel:${parcelId}:v${order.version}`
      if ((await providerShare(ctx.db, order, providerPaise, claimKey)) < providerPaise)
        return fail(
          'conflict',
          'Part of this order was already refunded at the payment gateway. Refund the rest there: it is recorded here when the gateway reports it.',
        )
      // The refund is a record in the move's transaction before it is money (decision 070); sent after the commit.
      refund = {
        id: randomUUID(),
        claimKey,
        orderId,
        amountPaise: providerPaise,
        provider: order.paymentProvider,
        paymentId: order.paymentReference,
      }
    }
    const applied = await apply(ctx, loaded, plan, mover, { ...detail, refund }, splits)
    if (applied === 'applied') {
      if (refund) await sendRefund(ctx, refund.id)
      await announceMove(ctx, loaded, plan, mover, detail, splits)
      return { ok: true, plan, orderNumber: order.orderNumber }
    }
    if (applied !== 'changed') return applied
  }
  return CHANGED
}

async function apply(
  ctx: LifecycleContext,
  loaded: Loaded,
  plan: Plan,
  mover: Mover,
  detail: Applying,
  splits: Splits,
): Promise<'applied' | 'changed' | Failure> {
  const { order, parcels } = loaded
  const now = nowFor(ctx)
  const stamp = now.toISOString()
  const movingIds = plan.parcels?.ids ?? []
  const named = await parcelsNamed(ctx, loaded, movingIds.length > 0 ? movingIds : splits.map((s) => s.parcelId))
  const store = mover.kind === 'vendor' ? (await sellerNames(ctx, [mover.vendorId])).get(mover.vendorId) : undefined
  const actor = moverActor(mover, ctx.actor, store)
  const effects = effectsOf(loaded, plan, mover, detail, splits)
  const given =
    splits.length > 0
      ? { providerPaise: splits.reduce((a, s) => a + s.providerPaise, 0), creditPaise: splits.reduce((a, s) => a + s.creditPaise, 0) }
      : undefined
  try {
    return await transact(ctx.db, async (trx) => {
      const moved = await repo.applyMove(
        trx,
        order.id,
        order.version,
        {
          status: plan.status,
          paymentStatus: plan.paymentStatus,
          ...(plan.stock === 'take' ? { stockHeld: 1 } : plan.stock === 'return' && givesBackAllUnits(plan) ? { stockHeld: 0 } : {}),
          ...(detail.paymentReference && !splits.length ? { paymentReference: detail.paymentReference } : {}),
        },
        stamp,
      )
      if (!moved) throw new Changed()
      const creditNotes = await carryOut(trx, effects, { order, at: now })
      const told =
        detail.note ??
        timelineNote(order.status, plan, mover, { ...detail, parcelsNamed: named, given: GATEWAY_MOVES.has(plan.move) ? undefined : given })
      const note = told && creditNotes.length > 0 ? `${told}; credit note ${creditNotes.join(', ')}` : told
      if (note) await repo.insertEvent(trx, { id: randomUUID(), orderId: order.id, status: plan.status, note, createdAt: stamp, ...actor })
      // A person's move (an admin's, or a seller's on its own parcel) and a refund made at the gateway
      // (by whoever used its dashboard) are on the record.
      if (ctx.actor && (mover.kind === 'admin' || mover.kind === 'vendor' || detail.gatewayRefund))
        await recordAudit(
          trx,
          ctx.actor,
          auditOf(order, plan, mover, {
            ...detail,
            parcelsNamed: named,
            given,
            refundReference: detail.refund?.id ?? detail.paymentReference,
            parcelBefore: parcels.find((p) => movingIds.includes(p.id))?.status,
          }),
          now,
        )
      return 'applied' as const
    })
  } catch (error) {
    if (error instanceof Changed) return 'changed'
    if (error instanceof GatewayRefundRecorded) return GATEWAY_REFUND_RECORDED
    if (error instanceof RefundClaimed) return fail('conflict', 'A refund for this order is already under way. Please reload in a moment.')
    if (error instanceof SoldOut) return fail('sold_out', `Sorry, ${error.productName} sold out while this order waited for payment.`)
    if (error instanceof PaymentNotForOffer) return fail('offer_refused', error.message)
    if (error instanceof OfferGone) return fail('offer_refused', `${error.message} It ran out while this order waited for payment.`)
    throw error
  }
}

class Changed extends Error {}

export { stateOf } from './loaded-order.service.ts'
export type { LifecycleContext, MoveDetail } from './move-context.ts'
export { parcelClosed }
