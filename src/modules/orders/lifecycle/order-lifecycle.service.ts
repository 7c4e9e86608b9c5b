import { randomUUID } from 'node:crypto'
import { returnUnits, SoldOut, takeUnits } from '#src/modules/catalog/index.ts'
import * as templates from '#src/modules/email/index.ts'
import { providerShare, type RefundToSend, recordGatewayRefund, recordRefund, sendRefund } from '#src/modules/payments/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { type Actor, type AppServices, nowFor } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import { postCollected, postGiveBack, postPayment } from '../books/order-books.service.ts'
import { issueParcelInvoices, parcelCreditNote } from '../invoicing/parcel-documents.service.ts'
import * as repo from '../orders.repository.ts'
import { needsEwayBill } from '../parcels/eway-bill.ts'
import { dueOnDelivery, orderClosed, parcelClosed } from '../parcels/parcel-state.ts'
import * as parcelsRepo from '../parcels/parcels.repository.ts'
import { sellerNames } from '../parcels/parcels.service.ts'
import { notifyVendorsOfOrder } from '../placement/vendor-notices.service.ts'
import { moneyNotice } from '../refunds/refunds.service.ts'
import { hasRefundedReturn } from '../returns/returns.repository.ts'
import { restorePart } from '../store-credit/store-credit.service.ts'
import { moverActor } from './actors.ts'
import { auditOf, timelineNote } from './move-words.ts'
import { type MoveName, type Mover, type OrderState, type Plan, planMove } from './order-state.ts'

/** What a move needs of the running shop; `actor` is who acts (none for the gateway and the shop itself). */
export type LifecycleContext = Pick<AppServices, 'db' | 'log' | 'events' | 'mail' | 'razorpay' | 'clock'> & { actor?: Actor | null }

/** What a caller adds to a move: the parcel, a payment reference, the shipment, a reason, a timeline note of its own. */
export interface MoveDetail {
  /** The one parcel the move is about; none for the whole order (a vendor's move is about its own parcel). */
  parcelId?: string
  /** A part refund's amount. */
  amountPaise?: number
  /** A part refund that is one line given back whole: its credit note names that line alone. */
  line?: { productId: string; name: string }
  /** Why a parcel is cancelled, as the customer reads it. */
  reason?: string
  paymentReference?: string
  shipment?: { courier: string; trackingNumber: string; ewayBillNumber?: string }
  /** The timeline's words, where the caller knows better (which gateway, which vendor). */
  note?: string
  /** A refund the gateway already made (in its dashboard): recorded once, by its id, with the move. */
  gatewayRefund?: { id: string; amountPaise: number; provider: string }
}

/** What the executor adds: the refund the move owes through the provider, written with it. */
type Applying = MoveDetail & { refund?: RefundToSend }

/** A move that applied says which order it was by its number, for the messages that follow. */
export type MoveOutcome = { ok: true; plan: Plan; orderNumber: string } | Failure

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>
type ParcelRow = Awaited<ReturnType<typeof parcelsRepo.findParcels>>[number]
type Lines = Awaited<ReturnType<typeof repo.findLines>>
interface Loaded {
  order: OrderRow
  lines: Lines
  parcels: ParcelRow[]
  state: OrderState
}

export const CHANGED = fail('conflict', 'This order changed meanwhile. Please reload and try again.')
/** The gateway's refund id was recorded by a delivery that got in first: nothing more to do. */
export const GATEWAY_REFUND_RECORDED = fail('conflict', 'This refund is already recorded.')
const NOT_FOUND = fail('not_found', 'Order not found')
/** A move without outside effects is planned again from the new state when another move got in first. */
const ATTEMPTS = 3
const GATEWAY_MOVES = new Set<MoveName>(['refund_at_gateway', 'part_refund_at_gateway'])

/** The lifecycle's view of an order row and its parcels. */
export function stateOf(order: OrderRow, parcels: readonly ParcelRow[]): OrderState {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    stockHeld: order.stockHeld === 1,
    invoiced: order.invoiceNumber !== null,
    parcels: parcels.map((p) => ({
      id: p.id,
      vendorId: p.vendorId,
      status: p.status,
      invoiced: p.invoiceNumber !== null,
      totalPaise: p.totalPaise,
      storeCreditPaise: p.storeCreditPaise,
      collectedPaise: p.collectedPaise,
      refundedPaise: p.refundedPaise,
    })),
  }
}

async function load(ctx: LifecycleContext, orderId: string): Promise<Loaded | null> {
  if (!repo.isOrderId(orderId)) return null
  const order = await repo.findOrder(ctx.db, orderId)
  if (!order) return null
  const [lines, parcels] = await Promise.all([repo.findLines(ctx.db, orderId), parcelsRepo.findParcels(ctx.db, [orderId])])
  return { order, lines, parcels, state: stateOf(order, parcels) }
}

/**
 * How a give-back for a parcel splits: money through the provider up to what it took for the parcel and
 * has not given back (refunds take the provider's money first), the rest as the store credit that paid it.
 */
function splitGiveBack(loaded: Loaded, parcelId: string, amountPaise: number): { providerPaise: number; creditPaise: number } {
  const { order, parcels } = loaded
  const p = parcels.find((x) => x.id === parcelId)
  if (!p) return { providerPaise: 0, creditPaise: 0 }
  const taken = order.paymentMethod === 'online' && order.paymentStatus === 'paid' ? p.totalPaise - p.storeCreditPaise : p.collectedPaise
  const providerLeft = Math.max(0, taken - Math.min(p.refundedPaise, taken))
  const providerPaise = Math.min(amountPaise, providerLeft)
  return { providerPaise, creditPaise: amountPaise - providerPaise }
}

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
    const splits = plan.giveBack.map((g) => ({ ...g, ...splitGiveBack(loaded, g.parcelId, g.amountPaise) }))
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
      await afterCommit(ctx, loaded, plan, mover, detail, splits)
      return { ok: true, plan, orderNumber: order.orderNumber }
    }
    if (applied !== 'changed') return applied
  }
  return CHANGED
}

/**
 * Rule 138: a parcel worth more than ₹50,000 ships with its e-way bill's number. One e-way bill covers
 * one invoice, so a move that ships several such parcels at once (an admin shipping a whole order) is
 * refused: each goes out from its own seller's orders, with its own number.
 */
function ewayBillRefusal(moving: ReadonlyArray<{ totalPaise: number }>, ewayBillNumber: string | undefined): Failure | null {
  const needing = moving.filter(needsEwayBill)
  if (needing.length > 1)
    return fail(
      'invalid_input',
      'Each parcel worth more than ₹50,000 needs its own e-way bill: ship the parcels one at a time, from their sellers’ orders.',
    )
  if (needing.length === 1 && !ewayBillNumber) {
    const message = 'This parcel is worth more than ₹50,000: please enter its e-way bill number'
    return fail('invalid_input', message, { ewayBillNumber: message })
  }
  return null
}

type Splits = ReadonlyArray<{ parcelId: string; amountPaise: number; providerPaise: number; creditPaise: number }>

/** "Parcel 2 of 2 (SP Road Systems)": the parcels a move is about, when the order has more than one. */
async function parcelsNamed(ctx: LifecycleContext, loaded: Loaded, ids: readonly string[]): Promise<string | undefined> {
  if (loaded.parcels.length < 2 || ids.length === 0 || ids.length === loaded.parcels.length) return undefined
  const moving = loaded.parcels.filter((p) => ids.includes(p.id))
  const names = await sellerNames(
    ctx,
    moving.map((p) => p.vendorId),
  )
  return moving.map((p) => `Parcel ${p.position} of ${loaded.parcels.length} (${names.get(p.vendorId)})`).join(', ')
}

async function apply(
  ctx: LifecycleContext,
  loaded: Loaded,
  plan: Plan,
  mover: Mover,
  detail: Applying,
  splits: Splits,
): Promise<'applied' | 'changed' | Failure> {
  const { order, lines, parcels } = loaded
  const now = nowFor(ctx)
  const stamp = now.toISOString()
  const movingIds = plan.parcels?.ids ?? []
  const named = await parcelsNamed(ctx, loaded, movingIds.length > 0 ? movingIds : splits.map((s) => s.parcelId))
  const store = mover.kind === 'vendor' ? (await sellerNames(ctx, [mover.vendorId])).get(mover.vendorId) : undefined
  const actor = moverActor(mover, ctx.actor, store)
  try {
    return await transact(ctx.db, async (trx) => {
      const moving = parcels.filter((p) => movingIds.includes(p.id))
      const wholeStock = plan.parcels?.to !== 'cancelled' || plan.status === 'cancelled'
      const moved = await repo.applyMove(
        trx,
        order.id,
        order.version,
        {
          status: plan.status,
          paymentStatus: plan.paymentStatus,
          ...(plan.stock === 'take' ? { stockHeld: 1 } : plan.stock === 'return' && wholeStock ? { stockHeld: 0 } : {}),
          ...(detail.paymentReference && !splits.length ? { paymentReference: detail.paymentReference } : {}),
        },
        stamp,
      )
      if (!moved) throw new Changed()
      if (detail.refund && !(await recordRefund(trx, detail.refund, stamp))) throw new Claimed()
      if (detail.gatewayRefund) {
        const { id, amountPaise, provider } = detail.gatewayRefund
        if (!(await recordGatewayRefund(trx, { orderId: order.id, refundId: id, amountPaise, provider, at: stamp }))) throw new Recorded()
      }
      if (plan.parcels) {
        const to = plan.parcels.to
        await parcelsRepo.updateParcels(trx, movingIds, {
          status: to,
          updatedAt: stamp,
          ...(to === 'shipped' && detail.shipment
            ? {
                courier: detail.shipment.courier,
                trackingNumber: detail.shipment.trackingNumber,
                ewayBillNumber: detail.shipment.ewayBillNumber ?? null,
                shippedAt: stamp,
              }
            : {}),
          ...(to === 'delivered' ? { deliveredAt: stamp } : {}),
          ...(to === 'cancelled' ? { cancelReason: detail.reason?.trim() || null, cancelledBy: mover.kind } : {}),
        })
        // The lines keep their fulfilment in step for the readers that count lines (sales, returns).
        if (to === 'processing' || to === 'shipped')
          await repo.setLinesFulfilment(
            trx,
            order.id,
            moving.map((p) => p.vendorId),
            to,
            to === 'shipped' && detail.shipment
              ? { courier: detail.shipment.courier, trackingNumber: detail.shipment.trackingNumber }
              : undefined,
          )
      }
      const linesOfMoving = lines.filter((l) => moving.some((p) => p.vendorId === l.vendorId))
      if (plan.stock === 'take') await takeUnits(trx, lines)
      if (plan.stock === 'return') await returnUnits(trx, wholeStock ? lines : linesOfMoving)
      // The money in the books, in this transaction and once (decision 040).
      if (plan.move === 'pay') await postPayment(trx, order, stamp)
      for (const c of plan.collected) {
        await parcelsRepo.addToParcel(trx, c.parcelId, 'collectedPaise', c.amountPaise, stamp)
        await postCollected(trx, order, c, stamp)
      }
      const creditNotes: string[] = []
      for (const s of splits) {
        const parcel = parcels.find((p) => p.id === s.parcelId)
        if (!parcel) continue
        await parcelsRepo.addToParcel(trx, parcel.id, 'refundedPaise', s.amountPaise, stamp)
        await restorePart(trx, order, s.creditPaise, `restore:${parcel.id}:v${order.version}`, stamp)
        const wholeOrder = !detail.parcelId && mover.kind !== 'vendor'
        const reason =
          plan.move === 'cancel'
            ? wholeOrder
              ? 'Order cancelled'
              : `Parcel cancelled${detail.reason ? `: ${detail.reason.trim()}` : ''}`
            : plan.move === 'refund_part' && detail.line
              ? `Item refunded: ${detail.line.name}`
              : plan.move === 'refund_part' || plan.move === 'part_refund_at_gateway'
                ? 'Part refund'
                : plan.move === 'refund_at_gateway'
                  ? `Refunded at the payment gateway (${detail.gatewayRefund?.id ?? ''})`
                  : wholeOrder
                    ? 'Order refunded'
                    : 'Parcel refunded'
        await postGiveBack(trx, order, { parcelId: parcel.id, amountPaise: s.amountPaise, creditPaise: s.creditPaise, reason }, stamp)
        const note = await parcelCreditNote(trx, order, parcel, s.amountPaise, reason, now, detail.line?.productId)
        if (note) creditNotes.push(note)
      }
      await issueParcelInvoices(
        trx,
        parcels.filter((p) => plan.issueInvoices.includes(p.id)),
        now,
      )
      const given =
        splits.length > 0
          ? { providerPaise: splits.reduce((a, s) => a + s.providerPaise, 0), creditPaise: splits.reduce((a, s) => a + s.creditPaise, 0) }
          : undefined
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
            parcelBefore: moving[0]?.status,
          }),
          now,
        )
      return 'applied' as const
    })
  } catch (error) {
    if (error instanceof Changed) return 'changed'
    if (error instanceof Recorded) return GATEWAY_REFUND_RECORDED
    if (error instanceof Claimed) return fail('conflict', 'A refund for this order is already under way. Please reload in a moment.')
    if (error instanceof SoldOut)
      return fail('sold_out', `Sorry, ${error.productName} sold out while this order waited for payment. Nothing was charged.`)
    throw error
  }
}

class Changed extends Error {}
class Recorded extends Error {}
class Claimed extends Error {}

async function afterCommit(ctx: LifecycleContext, loaded: Loaded, plan: Plan, mover: Mover, detail: MoveDetail, splits: Splits) {
  const { order, parcels } = loaded
  ctx.events.publish(SHOP_EVENTS.orderChanged)
  if (plan.stock) ctx.events.publish(SHOP_EVENTS.productChanged)
  ctx.log.info(
    { orderId: order.id, move: plan.move, by: mover.kind, status: plan.status, paymentStatus: plan.paymentStatus },
    'order moved',
  )
  // A paid online order is now one its vendors can fulfil.
  if (plan.move === 'pay') await notifyVendorsOfOrder(ctx, order.id)
  if (!plan.notify) return
  const givenPaise = splits.reduce((a, s) => a + s.amountPaise, 0)
  const after = parcels.map((p) => ({
    ...p,
    status: plan.parcels?.ids.includes(p.id) ? plan.parcels.to : p.status,
    refundedPaise: p.refundedPaise + (splits.find((s) => s.parcelId === p.id)?.amountPaise ?? 0),
  }))
  const closed = orderClosed(after)
  // Where the order's money stands now: its lines struck out, each refund and where it went, the net paid.
  const money = givenPaise > 0 || plan.parcels?.to === 'cancelled' ? await moneyNotice(ctx.db, order.id) : undefined
  // One seller's parcel cancelled while others go on: the customer is told which, why, and what comes back.
  if (plan.move === 'cancel' && plan.status !== 'cancelled' && plan.parcels) {
    const names = await sellerNames(
      ctx,
      parcels.map((p) => p.vendorId),
    )
    for (const p of parcels.filter((x) => plan.parcels?.ids.includes(x.id)))
      await ctx.mail.send(
        templates.parcelCancelled(
          order.userEmail,
          {
            orderNumber: order.orderNumber,
            parcel: `Parcel ${p.position} of ${parcels.length}`,
            sellerName: names.get(p.vendorId) ?? p.vendorId,
            reason: detail.reason?.trim() || (mover.kind === 'customer' ? 'Cancelled by the customer' : 'Cancelled by the store'),
            refundedPaise: splits.find((s) => s.parcelId === p.id)?.amountPaise ?? 0,
            orderClosed: closed,
          },
          money,
        ),
      )
    return
  }
  if (plan.move === 'refund' || plan.move === 'refund_part' || plan.move === 'refund_at_gateway')
    return ctx.mail.send(templates.orderRefunded(order.userEmail, { orderNumber: order.orderNumber, totalPaise: givenPaise }, money))
  if (plan.move === 'ship' && detail.shipment && (mover.kind === 'vendor' || plan.status !== 'shipped' || parcels.length > 1)) {
    const shipped = parcels.filter((p) => plan.parcels?.ids.includes(p.id))
    const one = parcels.length > 1 && shipped.length === 1 ? shipped[0] : undefined
    const parcel = one
      ? {
          label: `Parcel ${one.position} of ${parcels.length}`,
          sellerName: (await sellerNames(ctx, [one.vendorId])).get(one.vendorId) ?? one.vendorId,
          itemCount: loaded.lines.filter((l) => l.vendorId === one.vendorId).reduce((n, l) => n + l.quantity, 0),
          dueOnDeliveryPaise: dueOnDelivery(order, one),
        }
      : undefined
    return ctx.mail.send(
      templates.orderLinesShipped(order.userEmail, order.orderNumber, detail.shipment, plan.status === 'shipped', parcel),
    )
  }
  return ctx.mail.send(
    templates.orderStatusChanged(
      order.userEmail,
      { orderNumber: order.orderNumber, totalPaise: givenPaise || order.totalPaise },
      plan.status,
      {
        refunded: givenPaise > 0,
        byCustomer: mover.kind === 'customer',
        shipment: detail.shipment,
        money,
      },
    ),
  )
}

export { parcelClosed }
