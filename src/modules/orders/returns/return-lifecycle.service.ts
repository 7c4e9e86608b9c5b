import { randomUUID } from 'node:crypto'
import { formatInr } from '#src/lib/money.ts'
import type { UploadStore } from '#src/modules/catalog/index.ts'
import {
  nonReturnableProducts,
  removeStoredImages,
  returnUnits,
  SoldOut,
  storeImage,
  takeUnits,
  UnreadableImageError,
  type Upload,
  uploadProblem,
} from '#src/modules/catalog/index.ts'
import * as templates from '#src/modules/email/index.ts'
import { providerShare, type RefundToSend, recordRefund, sendRefund } from '#src/modules/payments/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { nowFor } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { postReturnMoney } from '../books/order-books.service.ts'
import { invoiceOfSellerGoods, issueCreditNote } from '../invoicing/credit-notes.service.ts'
import { moverActor } from '../lifecycle/actors.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import { findParcels } from '../parcels/parcels.repository.ts'
import { sellerNames } from '../parcels/parcels.service.ts'
import * as orders from '../records/orders.repository.ts'
import * as repo from '../records/returns.repository.ts'
import { creditForReturn, refundAsCredit } from '../store-credit/store-credit.service.ts'
import { returnCreditValue } from './return-credit-value.ts'
import {
  eligibility,
  formatRma,
  planReturnMove,
  REASON_LABELS,
  type ReturnMover,
  type ReturnPlan,
  refundAmountPaise,
  returnAmountPaise,
  rmaMonth,
} from './return-state.ts'
import { arrivedUnits, NOT_DELIVERED, REFUNDED, returnWindowStart } from './returnable.service.ts'
import { MAX_RETURN_PHOTOS, returnMoveSchema, returnRequestSchema } from './returns.schemas.ts'

export type ReturnOutcomeResult = { ok: true; rmaNumber: string } | Failure

const NOT_FOUND = fail('not_found', 'Order not found')
const CHANGED = fail('conflict', 'This return changed meanwhile. Please reload and try again.')

class Refused extends Error {
  readonly failure: Failure
  constructor(failure: Failure) {
    super(failure.message)
    this.failure = failure
  }
}

/**
 * A customer asks to return units of one delivered line. The window, the policy's list and outcomes
 * and the units left are checked (return-state.ts); the RMA number, the return and its timeline step
 * land in one transaction. The RMA counter row, locked by taking a number, also makes two racing
 * requests for the same line queue, so the units left are counted again inside it.
 */
export async function requestReturn(
  ctx: LifecycleContext,
  userId: string,
  orderId: string,
  input: unknown,
  now: Date = new Date(),
  photos: ReturnPhotos = { store: null, files: [] },
): Promise<ReturnOutcomeResult> {
  const order = orders.isOrderId(orderId) ? await orders.findOrder(ctx.db, orderId) : undefined
  if (!order || order.userId !== userId) return NOT_FOUND
  const parsed = returnRequestSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const request = parsed.data
  const line = await repo.findLine(ctx.db, orderId, request.productId)
  if (!line) return fail('invalid_input', 'Please choose an item of this order.', { productId: 'Please choose an item of this order' })
  const arrived = (await arrivedUnits(ctx.db, orderId)).get(line.productId)
  // Only what arrived can go back: not a cancelled, refunded or undelivered unit (issue 41).
  if (!arrived || arrived.refusal) return fail('conflict', arrived?.refusal ?? NOT_DELIVERED)
  const deliveredAt = await returnWindowStart(ctx.db, order, arrived.deliveredAt)
  const nonReturnable = (await nonReturnableProducts(ctx.db, [line.productId])).has(line.productId)
  const lineState = (alreadyReturning: number) => ({ quantity: arrived.units, alreadyReturning, nonReturnable })
  const first = eligibility(
    lineState(await repo.unitsReturning(ctx.db, orderId, line.productId)),
    request,
    deliveredAt ? new Date(deliveredAt) : null,
    now,
  )
  if (first) return first
  const stored = await storePhotos(ctx, photos)
  if (!stored.ok) return stored

  const id = randomUUID()
  const stamp = now.toISOString()
  try {
    const rmaNumber = await transact(ctx.db, async (trx) => {
      const rma = formatRma(rmaMonth(now), await repo.takeRmaNumber(trx, rmaMonth(now)))
      const again = eligibility(
        lineState(await repo.unitsReturning(trx, orderId, line.productId)),
        request,
        new Date(deliveredAt ?? 0),
        now,
      )
      if (again) throw new Refused(again)
      const parcel = (await findParcels(trx, [orderId])).find((p) => p.vendorId === line.vendorId)
      const units = (await orders.findItems(trx, [orderId])).filter((i) => i.vendorId === line.vendorId).reduce((n, i) => n + i.quantity, 0)
      const amountPaise = parcel
        ? returnAmountPaise(line, request.quantity, { ...parcel, units }, await repo.sellerReturnsOfOrder(trx, orderId, line.vendorId))
        : refundAmountPaise(line, request.quantity)
      // A return that would give back nothing is not a return (the parcel's money already went back).
      if (amountPaise <= 0) throw new Refused(fail('conflict', REFUNDED))
      await repo.insertReturn(trx, {
        id,
        rmaNumber: rma,
        orderId,
        productId: line.productId,
        vendorId: line.vendorId,
        quantity: request.quantity,
        reason: request.reason,
        outcome: request.outcome,
        description: request.description,
        status: 'requested',
        pickupInstructions: null,
        rejectionReason: null,
        resaleable: null,
        amountPaise,
        refundReference: null,
        photosJson: stored.urls.length > 0 ? JSON.stringify(stored.urls) : null,
        createdAt: stamp,
        updatedAt: stamp,
      })
      await orders.insertEvent(trx, {
        id: randomUUID(),
        orderId,
        status: order.status,
        note: `Return ${rma} requested: ${request.quantity} × ${line.name} (${REASON_LABELS[request.reason]})`,
        createdAt: stamp,
        actorKind: 'customer',
      })
      // The customer's own step is on the record like the vendor's and the admin's that follow it.
      if (ctx.actor)
        await recordAudit(trx, ctx.actor, {
          action: 'return.requested',
          entity: 'order',
          entityId: orderId,
          before: null,
          after: {
            rmaNumber: rma,
            productId: line.productId,
            quantity: request.quantity,
            reason: request.reason,
            outcome: request.outcome,
          },
        })
      return rma
    })
    ctx.events.publish(SHOP_EVENTS.orderChanged)
    ctx.log.info({ orderId, rmaNumber, reason: request.reason }, 'return requested')
    await ctx.mail.send(
      templates.returnUpdated(order.userEmail, {
        rmaNumber,
        orderNumber: order.orderNumber,
        productName: line.name,
        heading: 'Request received',
        detail: 'We will check your request and tell you within one working day. Please keep the item and all its accessories.',
      }),
    )
    return { ok: true, rmaNumber }
  } catch (error) {
    // Nothing was recorded: the photos stored for it go too.
    if (photos.store) await removeStoredImages(photos.store, stored.urls)
    if (error instanceof Refused) return error.failure
    throw error
  }
}

/** A return request's photos: the files sent, and where checked images are kept (null: none can be). */
export interface ReturnPhotos {
  store: UploadStore | null
  files: Upload[]
}

/**
 * The same checks as product pictures (size, the file's own bytes, decoding), re-encoded as WebP without
 * EXIF (no location leaks from a phone photo). All are checked before any is kept.
 */
async function storePhotos(ctx: LifecycleContext, photos: ReturnPhotos): Promise<Failure | { ok: true; urls: string[] }> {
  const refuse = (message: string) => fail('invalid_input', message, { photos: message })
  if (photos.files.length === 0) return { ok: true, urls: [] }
  if (photos.files.length > MAX_RETURN_PHOTOS) return refuse(`Please add at most ${MAX_RETURN_PHOTOS} photos.`)
  const problem = photos.files.map(uploadProblem).find(Boolean)
  if (problem) return refuse(problem)
  if (!photos.store) return refuse('Photos cannot be received just now. Please send the request without them.')
  const urls: string[] = []
  try {
    for (const file of photos.files) urls.push(await storeImage(photos.store, file))
  } catch (error) {
    await removeStoredImages(photos.store, urls)
    if (error instanceof UnreadableImageError) return refuse(error.message)
    ctx.log.error({ err: error }, 'return photos could not be stored')
    throw error
  }
  return { ok: true, urls }
}

class RefundClaimed extends Error {}

/**
 * The line's vendor or the admin moves a return (return-state.ts decides whether it may). One
 * transaction applies the status, stock (only when the item received can be sold again), store credit,
 * the refund owed through the provider as a record (once per return: its claim key is the return's), the
 * books, the credit note, the order's timeline step and the audit record, only if the return is still at
 * the version planned from. Then the refund is sent (decision 070), and the email follows.
 */
export async function moveReturn(
  ctx: LifecycleContext,
  returnId: string,
  mover: ReturnMover,
  input: unknown,
): Promise<ReturnOutcomeResult> {
  if (!orders.isOrderId(returnId)) return fail('not_found', 'Return not found')
  const ret = await repo.findReturn(ctx.db, returnId)
  if (!ret) return fail('not_found', 'Return not found')
  const parsed = returnMoveSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const step = parsed.data
  const planned = planReturnMove(ret, step.move, mover)
  if (!planned.ok) return planned
  const { plan } = planned
  const order = await orders.findOrder(ctx.db, ret.orderId)
  const line = await repo.findLine(ctx.db, ret.orderId, ret.productId)
  if (!order || !line) return NOT_FOUND

  let refundReference: string | undefined
  let refund: RefundToSend | undefined
  // Money goes back the way it came: through the provider up to what it took, the rest as store credit.
  let toCreditPaise = 0
  if (plan.refund) {
    const claimKey = `return:${ret.id}`
    const throughProvider = await providerShare(ctx.db, order, ret.amountPaise, claimKey)
    toCreditPaise = ret.amountPaise - throughProvider
    // Written with the step, sent after it commits (decision 070); its record's id is the reference.
    if (throughProvider > 0) {
      refund = {
        id: randomUUID(),
        claimKey,
        orderId: order.id,
        amountPaise: throughProvider,
        provider: order.paymentProvider,
        paymentId: order.paymentReference,
      }
      refundReference = refund.id
    } else refundReference = 'store_credit'
  }

  const stamp = nowFor(ctx).toISOString()
  const store = mover.kind === 'vendor' ? (await sellerNames(ctx, [mover.vendorId])).get(mover.vendorId) : undefined
  const actor = moverActor(mover, ctx.actor, store)
  const resaleable = step.move === 'receive' ? step.resaleable === 'yes' : null
  const note =
    toCreditPaise > 0
      ? `Return ${ret.rmaNumber}: ${formatInr(ret.amountPaise - toCreditPaise)} refunded to the original payment method and ${formatInr(toCreditPaise)} as store credit, as it was paid`
      : timelineNote(ret.rmaNumber, plan, ret.amountPaise, order.paymentMethod, resaleable)
  const applying = transact(ctx.db, async (trx) => {
    const moved = await repo.applyReturnMove(
      trx,
      ret.id,
      ret.version,
      {
        status: plan.status,
        ...(step.move === 'approve' ? { pickupInstructions: step.pickupInstructions } : {}),
        ...(step.move === 'reject' ? { rejectionReason: step.rejectionReason } : {}),
        ...(resaleable !== null ? { resaleable: resaleable ? 1 : 0 } : {}),
        ...(refundReference ? { refundReference } : {}),
      },
      stamp,
    )
    if (!moved) return false
    // A claim already made means the return was refunded meanwhile: the step rolls back.
    if (refund && !(await recordRefund(trx, refund, stamp))) throw new RefundClaimed()
    const units = [{ productId: ret.productId, quantity: ret.quantity, name: line.name }]
    if (resaleable) await returnUnits(trx, units)
    // The replacement sent out is a unit sold from stock: taken with the step, or the step is refused.
    if (plan.status === 'replaced') await takeUnits(trx, units)
    if (plan.status === 'credited')
      await creditForReturn(trx, {
        userId: order.userId,
        returnId: ret.id,
        amountPaise: ret.amountPaise,
        note: `Store credit for return ${ret.rmaNumber} (order ${order.orderNumber})`,
        at: stamp,
      })
    if (plan.status === 'refunded')
      await refundAsCredit(trx, {
        userId: order.userId,
        returnId: ret.id,
        amountPaise: toCreditPaise,
        rmaNumber: ret.rmaNumber,
        orderNumber: order.orderNumber,
        at: stamp,
      })
    // The books: the money going back, and the seller debited back if the line was already payable.
    if (plan.status === 'refunded' || plan.status === 'credited')
      await postReturnMoney(
        trx,
        order,
        { ...ret, taxablePaise: line.unitPricePaise * ret.quantity },
        plan.status === 'credited' ? ret.amountPaise : toCreditPaise,
        stamp,
      )
    // Goods returned for money or credit after the invoice reduce the sale: a GST credit note says so.
    const invoice = plan.status === 'refunded' || plan.status === 'credited' ? await invoiceOfSellerGoods(trx, order, ret.vendorId) : null
    // Its total is what the return gave back, to the paisa (the last units carry the parcel's round-off).
    const value = returnCreditValue(line, ret.quantity, ret.amountPaise)
    const creditNote = invoice
      ? await issueCreditNote(
          trx,
          {
            orderId: order.id,
            returnId: ret.id,
            invoiceNumber: invoice.invoiceNumber,
            parcel: invoice.parcel,
            lines: [
              {
                name: line.name,
                hsnCode: line.hsnCode,
                quantity: ret.quantity,
                unitPricePaise: line.unitPricePaise,
                taxablePaise: value.taxablePaise,
              },
            ],
            whole: value,
            reason: `Return ${ret.rmaNumber}`,
          },
          new Date(stamp),
        )
      : null
    await orders.insertEvent(trx, {
      id: randomUUID(),
      orderId: order.id,
      status: order.status,
      note: creditNote ? `${note}; credit note ${creditNote}` : note,
      createdAt: stamp,
      ...actor,
    })
    if (ctx.actor)
      await recordAudit(trx, ctx.actor, {
        action: `return.${plan.status}`,
        entity: 'order',
        entityId: order.id,
        before: { rmaNumber: ret.rmaNumber, status: ret.status },
        after: {
          rmaNumber: ret.rmaNumber,
          status: plan.status,
          ...(refundReference ? { refundReference } : {}),
          ...(resaleable !== null ? { resaleable } : {}),
        },
      })
    return true
  })
  let applied: boolean
  try {
    applied = await applying
  } catch (error) {
    if (error instanceof SoldOut)
      return fail('sold_out', `${line.name} has no units in stock for a replacement. Add stock first, or refund the customer instead.`)
    if (error instanceof RefundClaimed) return CHANGED
    throw error
  }
  if (!applied) return CHANGED
  if (refund) await sendRefund(ctx, refund.id)
  ctx.events.publish(SHOP_EVENTS.orderChanged)
  if (resaleable) ctx.events.publish(SHOP_EVENTS.productChanged)
  ctx.log.info({ returnId, move: plan.move, by: mover.kind, status: plan.status }, 'return moved')
  await ctx.mail.send(
    templates.returnUpdated(order.userEmail, {
      rmaNumber: ret.rmaNumber,
      orderNumber: order.orderNumber,
      productName: line.name,
      heading: EMAIL_HEADINGS[plan.status],
      detail:
        step.move === 'approve' ? `Pickup: ${step.pickupInstructions}` : step.move === 'reject' ? `Reason: ${step.rejectionReason}` : note,
    }),
  )
  return { ok: true, rmaNumber: ret.rmaNumber }
}

const EMAIL_HEADINGS: Record<ReturnPlan['status'], string> = {
  requested: 'Request received',
  approved: 'Approved',
  rejected: 'Not approved',
  received: 'Item received',
  replaced: 'Replacement on its way',
  refunded: 'Refunded',
  credited: 'Store credit issued',
}

function timelineNote(rma: string, plan: ReturnPlan, amountPaise: number, method: string, resaleable: boolean | null): string {
  switch (plan.status) {
    case 'approved':
      return `Return ${rma} approved: we arrange a pickup`
    case 'rejected':
      return `Return ${rma} not approved`
    case 'received':
      return `Return ${rma}: item received${resaleable ? '' : ' for inspection'}`
    case 'replaced':
      return `Return ${rma}: replacement sent`
    case 'refunded':
      return method === 'cod'
        ? `Return ${rma}: ${formatInr(amountPaise)} refunded by bank transfer`
        : `Return ${rma}: ${formatInr(amountPaise)} refunded to the original payment method`
    case 'credited':
      return `Return ${rma}: ${formatInr(amountPaise)} store credit added to your account`
    default:
      return `Return ${rma} requested`
  }
}
