import { randomUUID } from 'node:crypto'
import type { OrderStatus, PaymentMethod, PaymentStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { cartChanged, SHOP_EVENTS } from '#src/lib/event-bus.ts'
import { formatInr } from '#src/lib/money.ts'
import { addAddress } from '#src/modules/accounts/addresses.service.ts'
import { getCart } from '#src/modules/cart/cart.service.ts'
import { fieldErrors } from '#src/modules/content/content.schemas.ts'
import { refundThroughProvider } from '#src/modules/payments/refunds.ts'
import { COD_LIMIT_PAISE, checkoutSchema } from './checkout.schemas.ts'
import { hsnFor, nextInvoiceNumber } from './invoice.ts'
import { INITIAL, isCancellable } from './order-state.ts'
import * as repo from './orders.repository.ts'
import { type CheckoutOffer, checkoutOffers, onlineGateway } from './payment-offers.ts'

export const NOT_SIGNED_IN = 'User not authenticated. Please login to place an order.'
export const GENERIC_FAILURE = 'An unexpected error occurred while placing your order.'

export type PlaceOrderOutcome =
  | { ok: true; orderId: string; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }
  | { ok: false; status: number; message: string; errors?: Record<string, string | undefined> }

class OutOfStock extends Error {
  readonly productName: string
  constructor(productName: string) {
    super(`${productName} has just sold out`)
    this.productName = productName
  }
}

/**
 * Places the signed-in user's cart as an order. The server prices every line from the database
 * (nothing the browser says about prices, totals or payment status is read), checks the address,
 * and in one transaction takes the stock and writes the order. A repeated request with the same
 * idempotency key returns the first order instead of making a second.
 */
export async function placeOrder(ctx: ServiceContext, input: unknown): Promise<PlaceOrderOutcome> {
  const actor = ctx.actor
  if (!actor) return { ok: false, status: 401, message: NOT_SIGNED_IN }
  const parsed = checkoutSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, message: 'Please check your shipping details.', errors: fieldErrors(parsed.error) }
  const { paymentMethod, idempotencyKey, saveAddress, ...address } = parsed.data

  const earlier = await repo.findOrderByIdempotencyKey(ctx.db, actor.id, idempotencyKey)
  if (earlier) return { ok: true, orderId: earlier.id, paymentMethod: earlier.paymentMethod, paymentStatus: earlier.paymentStatus }

  const offers = await enabledPaymentMethods(ctx)
  if (!offers.some((o) => o.id === paymentMethod))
    return { ok: false, status: 400, message: 'That payment method is not available. Please choose another.' }

  const cart = await getCart(ctx)
  if (cart.lines.length === 0) return { ok: false, status: 400, message: 'Your cart is empty.' }
  if (paymentMethod === 'cod' && cart.totalPaise >= COD_LIMIT_PAISE) {
    return {
      ok: false,
      status: 400,
      message: `Cash on delivery is not available for orders of ${formatInr(COD_LIMIT_PAISE)} or more. Please pay online.`,
    }
  }

  const orderId = randomUUID()
  const now = new Date().toISOString()
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const line of cart.lines) {
        if (!(await repo.takeStock(trx, line.productId, line.quantity))) throw new OutOfStock(line.name)
      }
      const vendors = await repo.findVendorIds(
        trx,
        cart.lines.map((l) => l.productId),
      )
      const invoiceNumber = await nextInvoiceNumber(trx, new Date(now))
      await repo.insertOrder(trx, {
        id: orderId,
        invoiceNumber,
        userId: actor.id,
        userEmail: actor.email,
        ...INITIAL,
        paymentMethod,
        // Online payments go through the shop's one online gateway (checkout refused online without one).
        paymentProvider: paymentMethod === 'cod' ? 'cod' : (onlineGateway(ctx) ?? 'test'),
        paymentReference: null,
        subtotalPaise: cart.subtotalPaise,
        taxPaise: cart.taxPaise,
        totalPaise: cart.totalPaise,
        shipFullName: address.fullName,
        shipAddressLine1: address.addressLine1,
        shipAddressLine2: address.addressLine2,
        shipCity: address.city,
        shipState: address.state,
        shipPincode: address.pincode,
        shipPhone: address.phone,
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      await repo.insertOrderItems(
        trx,
        cart.lines.map((line) => ({
          orderId,
          productId: line.productId,
          vendorId: vendors.get(line.productId) ?? '',
          name: line.name,
          slug: line.slug,
          imageUrl: line.image?.url ?? null,
          unitPricePaise: line.unitPricePaise,
          quantity: line.quantity,
          lineTotalPaise: line.lineTotalPaise,
          hsnCode: hsnFor(line.category),
        })),
      )
      await repo.insertEvent(trx, { id: randomUUID(), orderId, status: 'pending', note: 'Order placed', createdAt: now })
      await trx.deleteFrom('carts').where('userId', '=', actor.id).execute()
    })
  } catch (error) {
    if (error instanceof OutOfStock) {
      return {
        ok: false,
        status: 409,
        message: `Sorry, ${error.productName} has just sold out in the quantity you chose. Please update your cart.`,
      }
    }
    // The same key raced in from a double click: the other request made the order.
    const raced = await repo.findOrderByIdempotencyKey(ctx.db, actor.id, idempotencyKey)
    if (raced) return { ok: true, orderId: raced.id, paymentMethod: raced.paymentMethod, paymentStatus: raced.paymentStatus }
    ctx.log.error({ err: error, userId: actor.id }, 'order could not be placed')
    throw error
  }
  ctx.events.publish(SHOP_EVENTS.productChanged) // stock changed
  ctx.events.publish(cartChanged(`user:${actor.id}`)) // the cart emptied
  ctx.log.info({ orderId, userId: actor.id, totalPaise: cart.totalPaise, paymentMethod }, 'order placed')

  if (saveAddress) {
    const saved = await addAddress(ctx, address)
    if (!saved.ok) ctx.log.warn({ userId: actor.id, errors: saved.errors }, 'shipping address not saved')
  }
  await ctx.mail.send({
    to: actor.email,
    kind: 'order-placed',
    subject: `Your Deccan Digital order ${orderId.slice(0, 8).toUpperCase()}`,
    text: [
      `Hello ${address.fullName},`,
      '',
      `Thank you for your order. Total: ${formatInr(cart.totalPaise)} (including GST).`,
      paymentMethod === 'cod' ? 'You will pay in cash on delivery.' : 'We will confirm once your online payment is received.',
      ...cart.lines.map((l) => `- ${l.name} × ${l.quantity}: ${formatInr(l.lineTotalPaise)}`),
      '',
      `Order id: ${orderId}`,
      'Deccan Digital, Pune',
    ].join('\n'),
  })
  return { ok: true, orderId, paymentMethod, ...INITIAL }
}

export interface OrderSummary {
  id: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
  subtotalPaise: number
  taxPaise: number
  totalPaise: number
  itemCount: number
  createdAt: string
  invoiceNumber: string | null
  shipping: {
    fullName: string
    addressLine1: string
    addressLine2: string | null
    city: string
    state: string
    pincode: string
    phone: string
  }
  items: Array<{
    productId: string
    name: string
    slug: string
    imageUrl: string | null
    unitPricePaise: number
    quantity: number
    lineTotalPaise: number
    hsnCode: string
  }>
}

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>

function summarise(row: OrderRow, items: Awaited<ReturnType<typeof repo.findItems>>): OrderSummary {
  const mine = items.filter((i) => i.orderId === row.id).map(({ orderId: _o, ...item }) => item)
  return {
    id: row.id,
    status: row.status,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    subtotalPaise: row.subtotalPaise,
    taxPaise: row.taxPaise,
    totalPaise: row.totalPaise,
    itemCount: mine.reduce((n, i) => n + i.quantity, 0),
    createdAt: row.createdAt,
    invoiceNumber: row.invoiceNumber,
    shipping: {
      fullName: row.shipFullName,
      addressLine1: row.shipAddressLine1,
      addressLine2: row.shipAddressLine2,
      city: row.shipCity,
      state: row.shipState,
      pincode: row.shipPincode,
      phone: row.shipPhone,
    },
    items: mine,
  }
}

/** The signed-in user's orders, newest first. */
export async function listMyOrders(ctx: ServiceContext): Promise<OrderSummary[]> {
  if (!ctx.actor) throw new Error('User not authenticated. Cannot fetch orders.')
  const rows = await repo.findOrdersOfUser(ctx.db, ctx.actor.id)
  const items = await repo.findItems(
    ctx.db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => summarise(row, items))
}

/** One order with its timeline, for its owner or an admin; anyone else gets null (a 404). */
export async function getOrder(ctx: ServiceContext, orderId: string) {
  if (!ctx.actor || !repo.isOrderId(orderId)) return null
  const row = await repo.findOrder(ctx.db, orderId)
  if (!row || (row.userId !== ctx.actor.id && ctx.actor.role !== 'admin')) return null
  const [items, events] = await Promise.all([repo.findItems(ctx.db, [orderId]), repo.findEvents(ctx.db, orderId)])
  return { ...summarise(row, items), events }
}

export type CancelOutcome = { ok: true } | { ok: false; status: number; message: string }

/** The owner cancels before shipping: the stock goes back, and a paid order is refunded. */
export async function cancelMyOrder(ctx: ServiceContext, orderId: string): Promise<CancelOutcome> {
  // Only the customer who placed it cancels here (admins get their own action later).
  const order = ctx.actor && repo.isOrderId(orderId) ? await repo.findOrder(ctx.db, orderId) : undefined
  if (!order || order.userId !== ctx.actor?.id) return { ok: false, status: 404, message: 'Order not found' }
  if (!isCancellable(order.status))
    return { ok: false, status: 409, message: 'This order has already shipped and can no longer be cancelled.' }
  const refund = order.paymentStatus === 'paid'
  // The money goes back through whoever took it before the order says so.
  const refunded = refund ? await refundThroughProvider(ctx, order) : null
  if (refunded && !refunded.ok) {
    ctx.log.error({ orderId, reason: refunded.message }, 'customer cancellation stopped: refund failed')
    return {
      ok: false,
      status: 502,
      message: 'We could not start your refund just now, so the order is not cancelled yet. Please try again or contact us.',
    }
  }
  const now = new Date().toISOString()
  const changed = await ctx.db.transaction().execute(async (trx) => {
    // Moves only from the status just read, so a concurrent change makes this a no-op.
    const moved = await repo.updateStatus(trx, orderId, order.status, {
      status: 'cancelled',
      ...(refunded?.ok ? { paymentStatus: 'refunded' as const, paymentReference: refunded.reference } : {}),
    })
    if (!moved) return false
    // An unpaid online order may already have given its units back (stock-hold.service.ts).
    if (order.stockHeld === 1)
      for (const item of await repo.findItems(trx, [orderId])) await repo.returnStock(trx, item.productId, item.quantity)
    const note = refund ? 'Cancelled by you; the payment is refunded to the original method' : 'Cancelled by you'
    await repo.insertEvent(trx, { id: randomUUID(), orderId, status: 'cancelled', note, createdAt: now })
    return true
  })
  if (!changed) return { ok: false, status: 409, message: 'This order changed meanwhile. Please reload and try again.' }
  ctx.events.publish(SHOP_EVENTS.productChanged)
  await ctx.mail.send({
    to: order.userEmail,
    kind: 'order-cancelled',
    subject: `Order ${orderId.slice(0, 8).toUpperCase()} cancelled`,
    text: `Your order ${orderId} has been cancelled.${refund ? ` ${formatInr(order.totalPaise)} will be refunded to your original payment method.` : ''}\n\nDeccan Digital, Pune`,
  })
  return { ok: true }
}

/** What checkout offers now: the admin's enabled methods that can take a payment (payment-offers.ts). */
export async function enabledPaymentMethods(ctx: ServiceContext): Promise<CheckoutOffer[]> {
  return checkoutOffers(await repo.findEnabledPaymentMethods(ctx.db), onlineGateway(ctx))
}
