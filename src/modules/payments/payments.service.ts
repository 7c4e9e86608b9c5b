import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { AppServices, ServiceContext } from '#src/context.ts'
import * as repo from '#src/modules/orders/orders.repository.ts'
import { RazorpayError } from './razorpay.ts'
import { reserveAgain, SoldOutMeanwhile } from './stock-hold.service.ts'

/**
 * Payments: an order is paid only when its gateway says so, never because the browser claims it.
 * Two gateways: the built-in test gateway (the shopper chooses succeed or fail on a labelled page) and
 * Razorpay (signature from the browser, webhook from Razorpay). Both record through `recordPayment`.
 */
export type PaymentOutcome = { ok: true; paid: boolean } | { ok: false; status: number; message: string }

type Order = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>

/** The signed-in user's own order, or null. */
export async function payableOrder(ctx: ServiceContext, orderId: string): Promise<Order | null> {
  if (!ctx.actor || !repo.isOrderId(orderId)) return null
  const order = await repo.findOrder(ctx.db, orderId)
  return order && order.userId === ctx.actor.id ? order : null
}

const awaitingPayment = (order: Order) =>
  order.status === 'pending' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed')

/** Marks an order paid or failed, once. A paid order that had released its units takes them again first. */
async function recordPayment(
  db: Database,
  order: Order,
  succeed: boolean,
  reference: string | null,
  note: string,
): Promise<PaymentOutcome> {
  const moved = await db
    .transaction()
    .execute(async (trx) => {
      if (succeed && order.stockHeld === 0) await reserveAgain(trx, order.id)
      const changed = await repo.updateStatus(trx, order.id, 'pending', {
        paymentStatus: succeed ? 'paid' : 'failed',
        ...(reference ? { paymentReference: reference } : {}),
      })
      if (changed)
        await repo.insertEvent(trx, { id: randomUUID(), orderId: order.id, status: 'pending', note, createdAt: new Date().toISOString() })
      return changed
    })
    .catch((error: unknown) => {
      if (error instanceof SoldOutMeanwhile) return error
      throw error
    })
  if (moved instanceof SoldOutMeanwhile) {
    return { ok: false, status: 409, message: `Sorry, ${moved.message} sold out while this order waited for payment. Nothing was charged.` }
  }
  if (!moved) return { ok: false, status: 409, message: 'This order changed meanwhile. Please reload.' }
  return { ok: true, paid: succeed }
}

export async function completeTestPayment(ctx: ServiceContext, orderId: string, succeed: boolean): Promise<PaymentOutcome> {
  // The test gateway exists only where it is switched on (demo, development, a staging shop): in a
  // real shop anyone could otherwise mark their own order paid.
  if (!ctx.testGateway) return { ok: false, status: 404, message: 'Order not found' }
  const order = await payableOrder(ctx, orderId)
  if (order?.paymentProvider !== 'test') return { ok: false, status: 404, message: 'Order not found' }
  if (!awaitingPayment(order)) return { ok: false, status: 409, message: 'This order is not waiting for a payment.' }
  const outcome = await recordPayment(
    ctx.db,
    order,
    succeed,
    succeed ? `test_${randomUUID().slice(0, 12)}` : null,
    succeed ? 'Payment received (test gateway)' : 'Payment failed (test gateway)',
  )
  ctx.log.info({ orderId, succeed, ok: outcome.ok }, 'test payment recorded')
  return outcome
}

export interface RazorpayCheckout {
  keyId: string
  gatewayOrderId: string
  amountPaise: number
  name: string
  email: string
  contact: string
}

/** Creates (once) the Razorpay order for the exact amount, for the browser to open Razorpay Checkout with. */
export async function startRazorpayPayment(
  ctx: ServiceContext,
  orderId: string,
): Promise<{ ok: true; checkout: RazorpayCheckout } | { ok: false; status: number; message: string }> {
  const order = await payableOrder(ctx, orderId)
  if (order?.paymentProvider !== 'razorpay' || !ctx.razorpay) return { ok: false, status: 404, message: 'Order not found' }
  if (!awaitingPayment(order)) return { ok: false, status: 409, message: 'This order is not waiting for a payment.' }
  let gatewayOrderId = (await ctx.db.selectFrom('orders').select('gatewayOrderId').where('id', '=', orderId).executeTakeFirst())
    ?.gatewayOrderId
  if (!gatewayOrderId) {
    try {
      const created = await ctx.razorpay.createOrder(order.totalPaise, order.invoiceNumber ?? orderId.slice(0, 8), { orderId })
      gatewayOrderId = created.id
      await ctx.db.updateTable('orders').set({ gatewayOrderId }).where('id', '=', orderId).where('gatewayOrderId', 'is', null).execute()
    } catch (error) {
      ctx.log.error({ err: error, orderId }, 'Razorpay order could not be created')
      return {
        ok: false,
        status: 502,
        message:
          error instanceof RazorpayError
            ? 'The payment service is not answering. Please try again in a minute.'
            : 'Payment could not start.',
      }
    }
  }
  return {
    ok: true,
    checkout: {
      keyId: ctx.razorpay.keyId,
      gatewayOrderId,
      amountPaise: order.totalPaise,
      name: order.shipFullName,
      email: order.userEmail,
      contact: order.shipPhone,
    },
  }
}

/** The browser's handler result: paid only if the signature over our stored Razorpay order id checks out. */
export async function confirmRazorpayPayment(
  ctx: ServiceContext,
  orderId: string,
  fields: Record<string, string | undefined>,
): Promise<PaymentOutcome> {
  const order = await payableOrder(ctx, orderId)
  if (order?.paymentProvider !== 'razorpay' || !ctx.razorpay) return { ok: false, status: 404, message: 'Order not found' }
  const stored = order.gatewayOrderId
  const paymentId = fields.razorpay_payment_id ?? ''
  const valid = stored !== null && stored !== undefined && ctx.razorpay.verifyPayment(stored, paymentId, fields.razorpay_signature ?? '')
  if (!valid) {
    ctx.log.warn({ orderId }, 'Razorpay payment signature did not verify')
    return {
      ok: false,
      status: 400,
      message: 'We could not verify this payment. If money left your account, it will be refunded automatically.',
    }
  }
  if (order.paymentStatus === 'paid') return { ok: true, paid: true }
  return recordPayment(ctx.db, order, true, paymentId, 'Payment received (Razorpay)')
}

/** POST from Razorpay's servers. Repeated deliveries are harmless: a paid order stays paid. */
export async function handleRazorpayWebhook(
  services: Pick<AppServices, 'db' | 'log' | 'razorpay'>,
  rawBody: string,
  signature: string,
): Promise<{ status: number; body: unknown }> {
  if (!services.razorpay?.verifyWebhook(rawBody, signature))
    return { status: 400, body: { error: { code: 'bad_signature', message: 'Signature did not verify.' } } }
  let event: { event?: string; payload?: { payment?: { entity?: { id?: string; order_id?: string } } } }
  try {
    event = JSON.parse(rawBody)
  } catch {
    return { status: 400, body: { error: { code: 'invalid_json', message: 'Body is not JSON.' } } }
  }
  const payment = event.payload?.payment?.entity
  if (!payment?.order_id) return { status: 200, body: { ignored: true } }
  const order = await services.db.selectFrom('orders').select('id').where('gatewayOrderId', '=', payment.order_id).executeTakeFirst()
  const full = order ? await repo.findOrder(services.db, order.id) : undefined
  if (!full) return { status: 200, body: { ignored: true } }
  if (event.event === 'payment.captured' || event.event === 'order.paid') {
    if (full.paymentStatus !== 'paid' && awaitingPayment(full))
      await recordPayment(services.db, full, true, payment.id ?? null, 'Payment received (Razorpay)')
  } else if (event.event === 'payment.failed' && full.paymentStatus === 'pending') {
    await recordPayment(services.db, full, false, null, 'Payment failed (Razorpay)')
  }
  services.log.info({ orderId: full.id, event: event.event }, 'Razorpay webhook handled')
  return { status: 200, body: { ok: true } }
}
