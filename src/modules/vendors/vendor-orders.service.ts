import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { OrderStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { canTransition } from '#src/modules/orders/order-state.ts'
import * as orderRepo from '#src/modules/orders/orders.repository.ts'
import { requireOwnStore } from './vendors.service.ts'

export type Fulfilment = 'pending' | 'processing' | 'shipped'
export type FulfilmentOutcome = { ok: true; message: string } | { ok: false; status: number; message: string }

export interface VendorOrder {
  id: string
  createdAt: string
  status: OrderStatus
  payable: boolean
  customer: { name: string; city: string; pincode: string }
  lines: Array<{
    productId: string
    name: string
    quantity: number
    lineTotalPaise: number
    fulfilment: Fulfilment
    courier: string | null
    trackingNumber: string | null
  }>
}

/**
 * Orders that contain the vendor's products, showing only their own lines and only the customer's
 * shipping name, city and PIN. Newest first; optionally only orders in one status.
 */
export async function listOwnOrders(ctx: ServiceContext, status?: OrderStatus): Promise<VendorOrder[]> {
  const store = await requireOwnStore(ctx)
  let query = ctx.db
    .selectFrom('orderItems')
    .innerJoin('orders', 'orders.id', 'orderItems.orderId')
    .select([
      'orders.id',
      'orders.createdAt',
      'orders.status',
      'orders.paymentMethod',
      'orders.paymentStatus',
      'orders.shipFullName',
      'orders.shipCity',
      'orders.shipPincode',
      'orderItems.productId',
      'orderItems.name',
      'orderItems.quantity',
      'orderItems.lineTotalPaise',
      'orderItems.fulfilment',
      'orderItems.courier',
      'orderItems.trackingNumber',
    ])
    .where('orderItems.vendorId', '=', store.id)
  if (status) query = query.where('orders.status', '=', status)
  const rows = await query.orderBy('orders.createdAt', 'desc').orderBy('orderItems.name').limit(500).execute()
  const orders = new Map<string, VendorOrder>()
  for (const r of rows) {
    let order = orders.get(r.id)
    if (!order) {
      order = {
        id: r.id,
        createdAt: r.createdAt,
        status: r.status,
        payable: r.paymentMethod === 'cod' || r.paymentStatus === 'paid',
        customer: { name: r.shipFullName, city: r.shipCity, pincode: r.shipPincode },
        lines: [],
      }
      orders.set(r.id, order)
    }
    order.lines.push({
      productId: r.productId,
      name: r.name,
      quantity: r.quantity,
      lineTotalPaise: r.lineTotalPaise,
      fulfilment: r.fulfilment,
      courier: r.courier,
      trackingNumber: r.trackingNumber,
    })
  }
  return [...orders.values()]
}

const shipmentSchema = z.object({
  courier: z.string().trim().min(1, 'Please enter the courier').max(60),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'Please enter the tracking number')
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, 'A tracking number is letters, digits and hyphens'),
})

async function ownOrder(ctx: ServiceContext, orderId: string) {
  const store = await requireOwnStore(ctx)
  if (!orderRepo.isOrderId(orderId)) return null
  const order = await orderRepo.findOrder(ctx.db, orderId)
  if (!order) return null
  const lines = await ctx.db
    .selectFrom('orderItems')
    .select(['productId', 'fulfilment'])
    .where('orderId', '=', orderId)
    .where('vendorId', '=', store.id)
    .execute()
  return lines.length === 0 ? null : { order, lines, store }
}

/** The vendor starts on their lines; the order moves to processing with the first vendor who does. */
export async function markProcessing(ctx: ServiceContext, orderId: string): Promise<FulfilmentOutcome> {
  const found = await ownOrder(ctx, orderId)
  if (!found) return { ok: false, status: 404, message: 'Order not found' }
  const { order, store } = found
  if (order.paymentMethod === 'online' && order.paymentStatus !== 'paid')
    return { ok: false, status: 409, message: 'This order is not paid yet.' }
  if (order.status !== 'pending' && order.status !== 'processing')
    return { ok: false, status: 409, message: `This order is ${order.status}.` }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('orderItems')
      .set({ fulfilment: 'processing' })
      .where('orderId', '=', orderId)
      .where('vendorId', '=', store.id)
      .where('fulfilment', '=', 'pending')
      .execute()
    if (
      order.status === 'pending' &&
      canTransition('pending', 'processing') &&
      (await orderRepo.updateStatus(trx, orderId, 'pending', { status: 'processing' }))
    ) {
      await orderRepo.insertEvent(trx, {
        id: randomUUID(),
        orderId,
        status: 'processing',
        note: 'Being prepared for dispatch',
        createdAt: new Date().toISOString(),
      })
    }
  })
  return { ok: true, message: 'Marked as processing.' }
}

/** Ships the vendor's lines with a courier and tracking number; when every line has shipped, so has the order. */
export async function shipLines(
  ctx: ServiceContext,
  orderId: string,
  input: unknown,
): Promise<FulfilmentOutcome & { errors?: Record<string, string | undefined> }> {
  const parsed = shipmentSchema.safeParse(input)
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
    return { ok: false, status: 400, message: Object.values(errors)[0] ?? 'Please check the shipment details.', errors }
  }
  const found = await ownOrder(ctx, orderId)
  if (!found) return { ok: false, status: 404, message: 'Order not found' }
  const { order, store } = found
  if (order.status !== 'processing') return { ok: false, status: 409, message: 'Mark the order as processing first.' }
  const { courier, trackingNumber } = parsed.data
  const orderShipped = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('orderItems')
      .set({ fulfilment: 'shipped', courier, trackingNumber })
      .where('orderId', '=', orderId)
      .where('vendorId', '=', store.id)
      .execute()
    const unshipped = await trx
      .selectFrom('orderItems')
      .select('productId')
      .where('orderId', '=', orderId)
      .where('fulfilment', '!=', 'shipped')
      .executeTakeFirst()
    const now = new Date().toISOString()
    if (unshipped) {
      await orderRepo.insertEvent(trx, {
        id: randomUUID(),
        orderId,
        status: 'processing',
        note: `Part shipped by ${store.name} via ${courier}, tracking ${trackingNumber}`,
        createdAt: now,
      })
      return false
    }
    const moved =
      canTransition('processing', 'shipped') && (await orderRepo.updateStatus(trx, orderId, 'processing', { status: 'shipped' }))
    if (moved)
      await orderRepo.insertEvent(trx, {
        id: randomUUID(),
        orderId,
        status: 'shipped',
        note: `Shipped via ${courier}, tracking number ${trackingNumber}`,
        createdAt: now,
      })
    return moved
  })
  await ctx.mail.send({
    to: order.userEmail,
    kind: 'order-shipped',
    subject: `Your order ${orderId.slice(0, 8).toUpperCase()} is on its way`,
    text: `Good news: ${orderShipped ? 'your order has shipped' : 'part of your order has shipped'} via ${courier}. Tracking number: ${trackingNumber}.\n\nFollow it from My Orders.\n\nDeccan Digital, Pune`,
  })
  return {
    ok: true,
    message: orderShipped
      ? 'Shipped. The customer has been told.'
      : 'Your items are shipped; the order ships when the other vendors ship theirs.',
  }
}
