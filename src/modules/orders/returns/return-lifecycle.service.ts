import { randomUUID } from 'node:crypto'
import { formatInr } from '#src/lib/money.ts'
import { SoldOut } from '#src/modules/catalog/index.ts'
import * as templates from '#src/modules/email/index.ts'
import { providerShare, type RefundToSend, sendRefund } from '#src/modules/payments/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { nowFor } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { moverActor } from '../lifecycle/actors.ts'
import type { LifecycleContext } from '../lifecycle/order-lifecycle.service.ts'
import { carryOut } from '../lifecycle/steps.service.ts'
import { sellerNames } from '../parcels/parcels.service.ts'
import { type Effect, RefundClaimed } from '../records/move-effects.ts'
import * as orders from '../records/orders.repository.ts'
import * as repo from '../records/returns.repository.ts'
import { returnDiscounts } from './return-discounts.service.ts'
import type { ReturnOutcomeResult } from './return-request.service.ts'
import { planReturnMove, type ReturnMover, type ReturnPlan } from './return-state.ts'
import { returnMoveSchema } from './returns.schemas.ts'

const NOT_FOUND = fail('not_found', 'Order not found')
const CHANGED = fail('conflict', 'This return changed meanwhile. Please reload and try again.')

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
  const units = [{ productId: ret.productId, quantity: ret.quantity, name: line.name }]
  const effects: Effect[] = [
    ...(refund ? [{ kind: 'refund-owed' as const, refund }] : []),
    // Stock comes back only when the item received can be sold again; a replacement is a unit sold from it.
    ...(resaleable ? [{ kind: 'stock-back' as const, units }] : []),
    ...(plan.status === 'replaced' ? [{ kind: 'stock-taken' as const, units }] : []),
    ...(plan.status === 'refunded' || plan.status === 'credited'
      ? [
          {
            kind: 'return-settled' as const,
            as: plan.status,
            ret,
            line,
            creditPaise: plan.status === 'credited' ? ret.amountPaise : toCreditPaise,
          },
        ]
      : []),
  ]
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
    // A refund claimed already (the return refunded meanwhile) throws, and the step rolls back.
    const [creditNote] = await carryOut(trx, effects, { order, at: new Date(stamp) })
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
      // Money went back: the email names the offers' share of the units, which the buyer never paid.
      ...(plan.status === 'refunded' || plan.status === 'credited' ? { discounts: await returnDiscounts(ctx.db, ret, line) } : {}),
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
