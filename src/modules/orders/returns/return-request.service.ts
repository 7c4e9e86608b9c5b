import { randomUUID } from 'node:crypto'
import type { UploadStore } from '#src/modules/catalog/index.ts'
import {
  nonReturnableProducts,
  removeStoredImages,
  storeImage,
  UnreadableImageError,
  type Upload,
  uploadProblem,
} from '#src/modules/catalog/index.ts'
import * as templates from '#src/modules/email/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import { findParcels } from '../parcels/parcels.repository.ts'
import * as orders from '../records/orders.repository.ts'
import * as repo from '../records/returns.repository.ts'
import { eligibility, formatRma, REASON_LABELS, refundAmountPaise, returnMoneyOf, rmaMonth } from './return-state.ts'
import { arrivedUnits, NOT_DELIVERED, REFUNDED, returnWindowStart } from './returnable.service.ts'
import { MAX_RETURN_PHOTOS, returnRequestSchema } from './returns.schemas.ts'

export type ReturnOutcomeResult = { ok: true; rmaNumber: string } | Failure

const NOT_FOUND = fail('not_found', 'Order not found')

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
      // The units' price less their share of the line's discounts; the store's offer behind them goes back to the store.
      const before = await repo.unitsReturning(trx, orderId, line.productId)
      const money = parcel
        ? returnMoneyOf(line, request.quantity, before, { ...parcel, units }, await repo.sellerReturnsOfOrder(trx, orderId, line.vendorId))
        : { amountPaise: refundAmountPaise(line, request.quantity), storeDiscountPaise: 0 }
      const { amountPaise } = money
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
        storeDiscountPaise: money.storeDiscountPaise,
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
