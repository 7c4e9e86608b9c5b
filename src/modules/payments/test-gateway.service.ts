import { randomUUID } from 'node:crypto'
import type { ServiceContext } from '#src/context.ts'
import * as repo from '#src/modules/orders/orders.repository.ts'
import { reserveAgain, SoldOutMeanwhile } from './stock-hold.service.ts'

/**
 * The built-in test payment provider: a clearly labelled page where the shopper chooses whether the
 * payment succeeds or fails. An order is paid only when it says so, never because the browser claims it.
 */
export type PaymentOutcome = { ok: true; paid: boolean } | { ok: false; status: number; message: string }

export async function payableOrder(ctx: ServiceContext, orderId: string) {
  if (!ctx.actor || !/^[0-9a-f-]{36}$/.test(orderId)) return null
  const order = await repo.findOrder(ctx.db, orderId)
  if (!order || order.userId !== ctx.actor.id) return null
  return order
}

export async function completeTestPayment(ctx: ServiceContext, orderId: string, succeed: boolean): Promise<PaymentOutcome> {
  const order = await payableOrder(ctx, orderId)
  if (order?.paymentProvider !== 'test') return { ok: false, status: 404, message: 'Order not found' }
  if (order.status !== 'pending' || (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed')) {
    return { ok: false, status: 409, message: 'This order is not waiting for a payment.' }
  }
  const now = new Date().toISOString()
  const moved = await ctx.db
    .transaction()
    .execute(async (trx) => {
      // An order whose hold ran out must get its units back before it can be paid.
      if (succeed && order.stockHeld === 0) await reserveAgain(trx, orderId)
      const ok = await repo.updateStatus(trx, orderId, 'pending', {
        paymentStatus: succeed ? 'paid' : 'failed',
        ...(succeed ? { paymentReference: `test_${randomUUID().slice(0, 12)}` } : {}),
      })
      if (ok) {
        await repo.insertEvent(trx, {
          id: randomUUID(),
          orderId,
          status: 'pending',
          note: succeed ? 'Payment received (test gateway)' : 'Payment failed (test gateway)',
          createdAt: now,
        })
      }
      return ok
    })
    .catch((error: unknown) => {
      if (error instanceof SoldOutMeanwhile) return error
      throw error
    })
  if (moved instanceof SoldOutMeanwhile) {
    return { ok: false, status: 409, message: `Sorry, ${moved.message} sold out while this order waited for payment. Nothing was charged.` }
  }
  if (!moved) return { ok: false, status: 409, message: 'This order changed meanwhile. Please reload.' }
  ctx.log.info({ orderId, succeed }, 'test payment recorded')
  return { ok: true, paid: succeed }
}
