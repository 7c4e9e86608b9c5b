import { z } from 'zod'
import { checkoutSchema, ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus } from '#src/modules/orders/index.ts'
import { instant, named, rupees } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'

// What a customer's orders take and answer (orders.api.ts).

export const orderStatus = z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]])
export const paymentStatus = z.enum(PAYMENT_STATUSES as [PaymentStatus, ...PaymentStatus[]])
const parcelStatus = z.enum(['pending', 'processing', 'shipped', 'delivered', 'cancelled'])

const orderShape = {
  id: z.string(),
  number: z.string().meta({ description: 'The order number people see: DD-YYMM-NNNNNN.' }),
  status: orderStatus,
  paymentMethod: z.enum(['online', 'cod']),
  paymentStatus,
  subtotal: rupees,
  tax: rupees,
  roundOff: rupees,
  discount: rupees.meta({ description: "What offers took off the items' prices; `total` is what was paid after it." }),
  total: rupees,
  refunded: rupees.meta({ description: "What the order's refunds gave back so far." }),
  refunds: z.array(
    z.object({
      at: instant,
      what: z.string(),
      amount: rupees,
      to: z.array(z.object({ destination: z.enum(['gateway', 'bank', 'store_credit', 'not_collected']), amount: rupees })),
      creditNote: z.object({ number: z.string(), total: rupees }).nullable(),
    }),
  ),
  notCollectedOnDelivery: rupees,
  netPaid: rupees.meta({ description: 'What the customer paid in the end, less what went back.' }),
  currency: z.literal('INR'),
  createdAt: instant,
  shippingAddress: z.object({
    fullName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    stateCode: z.string().nullable(),
    pincode: z.string(),
    phone: z.string(),
  }),
  items: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.int(),
      mrp: rupees.nullable(),
      unitPriceWithGst: rupees,
      lineTotalWithGst: rupees,
      unitTaxableValue: rupees,
      lineTaxableValue: rupees,
      discount: rupees.meta({ description: "The line's share of the order's offers." }),
      storeFundedDiscount: rupees.meta({ description: 'The part of that share the store funds (it pays the seller for it).' }),
      struck: z.enum(['cancelled', 'refunded']).nullable().meta({ description: 'Why the line no longer counts; null while it does.' }),
    }),
  ),
  shipments: z.array(
    z.object({ courier: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable(), items: z.array(z.string()) }),
  ),
  statusWords: z.string(),
  closed: z.boolean(),
  dueOnDelivery: rupees,
  parcels: z.array(
    z.object({
      id: z.string(),
      position: z.int(),
      of: z.int(),
      seller: z.string(),
      status: parcelStatus,
      items: z.int(),
      courier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      cancelReason: z.string().nullable(),
      total: rupees,
      dueOnDelivery: rupees,
      refunded: rupees,
      invoiceNumber: z.string().nullable(),
    }),
  ),
}

const order = named('Order', z.object(orderShape))
const orderWithEvents = named(
  'OrderWithEvents',
  z.object({
    order: z.object({
      ...orderShape,
      events: z.array(z.object({ id: z.string(), status: z.string(), note: z.string().nullable(), createdAt: instant, by: z.string() })),
    }),
  }),
)

export const ORDERS = {
  listOrders: {
    id: 'listOrders',
    summary: 'My orders',
    tag: 'Orders',
    who: 'signed-in',
    paged: true,
    answers: { 200: z.object({ orders: z.array(order) }) },
  },
  placeOrder: {
    id: 'placeOrder',
    summary: 'Place an order from the cart',
    description:
      'The shipping address, the payment method and an idempotency key (a UUID made once per checkout: a retry with the same key gets the same order). The offers the cart gets (`GET /api/v1/cart/offers`) apply: a code that no longer does is a 422 `offer_refused`, and with `expectedTotalPaise` (the total shown, in paise) a different total is a 409. For `online`, pay at `paymentUrl`.',
    tag: 'Orders',
    who: 'signed-in',
    body: checkoutSchema,
    answers: { 201: z.object({ order: order.nullable(), paymentUrl: z.string().nullable() }) },
    errors: [404, 409, 422, 502],
  },
  getOrder: {
    id: 'getOrder',
    summary: 'One of my orders',
    tag: 'Orders',
    who: 'signed-in',
    answers: { 200: orderWithEvents },
    errors: [404],
  },
  cancelOrder: {
    id: 'cancelOrder',
    summary: 'Cancel my order',
    description: 'Before it ships; a paid order is refunded.',
    tag: 'Orders',
    who: 'signed-in',
    answers: { 200: orderWithEvents },
    errors: [404, 409, 502],
  },
} satisfies Record<string, OperationDoc>
