import * as orders from '#src/modules/orders/index.ts'
import { actorWords, placeOrder, unitPriceShownPaise, unitsWithGstPaise } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { parseListQuery } from '#src/platform/paging.ts'
import { type ApiResult, apiError, apiFailure, ok, PRIVATE } from './api-result.ts'

// Checkout and orders over JSON, with the same services and permissions as the pages.

const rupees = (paise: number) => paise / 100

function orderJson(order: orders.OrderSummary) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    subtotal: rupees(order.subtotalPaise),
    tax: rupees(order.taxPaise),
    roundOff: rupees(order.roundOffPaise),
    // What offers took off the items' prices (decision 083); total is what was paid after it.
    discount: rupees(order.discountPaise),
    total: rupees(order.totalPaise),
    // What the order's refunds gave back so far (to the payment method or as store credit).
    refunded: rupees(order.refundedPaise),
    // Each refund with where it went: gateway (card/UPI), bank (a cash-on-delivery refund by transfer),
    // store_credit, or not_collected (cash on delivery a cancelled parcel no longer asks); decision 067.
    refunds: order.refunds.map((r) => ({
      at: r.at,
      what: r.what,
      amount: rupees(r.amountPaise),
      to: r.to.map((part) => ({ destination: part.destination, amount: rupees(part.amountPaise) })),
      creditNote: r.creditNote ? { number: r.creditNote.number, total: rupees(r.creditNote.totalPaise) } : null,
    })),
    notCollectedOnDelivery: rupees(order.notCollectedPaise),
    // What the customer paid in the end: online, store credit and cash collected, less what went back.
    netPaid: rupees(order.netPaidPaise),
    currency: 'INR',
    createdAt: order.createdAt,
    shippingAddress: order.shipping,
    items: order.items.map((i) => ({
      productId: i.productId,
      name: i.name,
      quantity: i.quantity,
      // What the shopper paid with GST, the M.R.P. declared then, and the taxable value inside (decision 068).
      mrp: i.mrpPaise === null ? null : rupees(i.mrpPaise),
      unitPriceWithGst: rupees(unitPriceShownPaise(i)),
      lineTotalWithGst: rupees(unitsWithGstPaise(i, i.quantity)),
      unitTaxableValue: rupees(i.unitPricePaise),
      lineTaxableValue: rupees(i.lineTotalPaise),
      // Its share of the order's offers, and the part of it the store funds (decision 083).
      discount: rupees(i.discountPaise),
      storeFundedDiscount: rupees(i.storeDiscountPaise),
      // Struck out: 'cancelled' (its parcel was) or 'refunded' (the line was, whole); null while it counts.
      struck: i.struck,
    })),
    shipments: order.shipments,
    // One parcel per seller (decision 039): the order's status in words, whether it is closed, and each
    // parcel with its seller, status, tracking, amount to pay on delivery and invoice.
    statusWords: order.statusWords,
    closed: order.closed,
    dueOnDelivery: rupees(order.dueOnDeliveryPaise),
    parcels: order.parcels.map((p) => ({
      id: p.id,
      position: p.position,
      of: p.of,
      seller: p.sellerName,
      status: p.status,
      items: p.itemCount,
      courier: p.courier,
      trackingNumber: p.trackingNumber,
      trackingUrl: p.trackingUrl,
      cancelReason: p.cancelReason,
      total: rupees(p.totalPaise),
      dueOnDelivery: rupees(p.dueOnDeliveryPaise),
      refunded: rupees(p.refundedPaise),
      invoiceNumber: p.invoiceNumber,
    })),
  }
}

/** POST /api/v1/orders: the body is the shipping address, paymentMethod and an idempotencyKey. */
export async function placeOrderApi(ctx: ServiceContext, body: unknown): Promise<ApiResult> {
  const outcome = await placeOrder(ctx, body ?? {})
  if (!outcome.ok) return apiFailure(outcome)
  const order = await orders.getOrder(ctx, outcome.orderId)
  const next = outcome.paymentMethod === 'online' && outcome.paymentStatus !== 'paid' ? `/pay/${outcome.orderId}` : null
  return { status: 201, body: { order: order ? orderJson(order) : null, paymentUrl: next }, headers: PRIVATE }
}

/** GET /api/v1/orders: every order of the signed-in customer (one list: it takes no parameters). */
export async function listOrdersApi(ctx: ServiceContext, url: URL): Promise<ApiResult> {
  if (!ctx.actor) return apiError(401, 'not_signed_in', 'User not authenticated. Cannot fetch orders.')
  const parsed = parseListQuery(url.searchParams, {})
  if (!parsed.ok) return apiFailure(parsed)
  return ok({ orders: (await orders.listMyOrders(ctx)).map(orderJson) }, PRIVATE)
}

export async function getOrderApi(ctx: ServiceContext, id: string): Promise<ApiResult> {
  if (!ctx.actor) return apiError(401, 'not_signed_in', 'You need to be logged in.')
  const order = await orders.getOrder(ctx, id)
  if (!order) return apiError(404, 'not_found', 'Order not found')
  // Each step names who took it ("By the customer", "By SP Road Systems (seller)"): decision 067.
  const events = order.events.map(({ actorKind, actorName, ...event }) => ({ ...event, by: actorWords({ actorKind, actorName }) }))
  return ok({ order: { ...orderJson(order), events } }, PRIVATE)
}

export async function cancelOrderApi(ctx: ServiceContext, id: string): Promise<ApiResult> {
  if (!ctx.actor) return apiError(401, 'not_signed_in', 'You need to be logged in.')
  const outcome = await orders.cancelMyOrder(ctx, id)
  if (!outcome.ok) return apiFailure(outcome)
  return getOrderApi(ctx, id)
}
