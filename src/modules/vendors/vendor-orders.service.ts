import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from '#db/schema.ts'
import {
  dueOnDelivery,
  linesOfVendor,
  moveOrder,
  needsEwayBill,
  shipmentErrors,
  shipmentSchema,
  storeSubtotalsOf,
  unitsWithGstPaise,
} from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireOwnStore } from './vendors.service.ts'

export type { Fulfilment }
export type FulfilmentOutcome = Result<{ message: string }>

export interface ShipTo {
  name: string
  addressLine1: string
  addressLine2: string | null
  city: string
  state: string
  pincode: string
  phone: string
}

export interface VendorOrder {
  id: string
  /** The order number the customer and the shop use for it (DD-YYMM-NNNNNN). */
  number: string
  createdAt: string
  status: OrderStatus
  payable: boolean
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
  customer: { name: string; city: string; pincode: string }
  /** The full address and phone, once the order can be worked on (cash on delivery, or paid) and while it is not cancelled. */
  shipTo: ShipTo | null
  /** Whether other stores have lines in this order (each ships its own parcel). */
  sharedWithOtherStores: boolean
  /**
   * Cash the courier collects for this store's parcel: cash-on-delivery orders not yet paid; else null.
   * Its share of what is due, the total less store credit (decision 028).
   */
  collectPaise: number | null
  /** The seller's own parcel of the order (decision 039): its place, status, total, reason and invoice. */
  parcel: {
    id: string
    position: number
    /** How many parcels the order has: "Parcel 1 of 2". */
    of: number
    status: OrderStatus
    totalPaise: number
    refundedPaise: number
    cancelReason: string | null
    invoiceNumber: string | null
    /** Its e-way bill, once shipped (rule 138), and whether shipping it needs one (worth over ₹50,000). */
    ewayBillNumber: string | null
    needsEwayBill: boolean
  }
  /** Whether store credit paid part of the order (what is collected is then less than the total). */
  partPaidWithCredit: boolean
  /** The store's own lines' subtotal before GST. */
  subtotalPaise: number
  lines: Array<{
    productId: string
    name: string
    hsnCode: string
    /** The taxable value of one unit. */
    unitPricePaise: number
    quantity: number
    /** The line's taxable value. */
    lineTotalPaise: number
    /** What the line cost the shopper, GST included: the price the seller's screen shows first (issue 41). */
    lineTotalWithGstPaise: number
    fulfilment: Fulfilment
    courier: string | null
    trackingNumber: string | null
  }>
}

/** Orders on one page of the vendor's orders page and of `GET /api/v1/vendor/orders`. */
export const VENDOR_ORDERS_PAGE_SIZE = 20
/** Orders read at a time when the CSV export walks every one of them. */
const EXPORT_BATCH = 200

export interface VendorOrderPage {
  orders: VendorOrder[]
  page: number
  pageCount: number
  /** How many orders match in all (with the status filter). */
  total: number
}

/**
 * One page of the orders that contain the vendor's products, showing only their own lines. Newest
 * first; optionally only orders in one status. Only the vendor's own orders are read (`linesOfVendor`
 * is scoped to the store), so no other store's customer or lines can appear. A page past the last
 * gives the last page's number with no orders (the page says where the orders are).
 */
export async function pageOfOwnOrders(
  ctx: ServiceContext,
  options: { status?: OrderStatus; page?: number } = {},
): Promise<VendorOrderPage> {
  const store = await requireOwnStore(ctx)
  const page = Math.max(1, Math.floor(options.page ?? 1))
  const { orders, total } = await ordersOfStore(
    ctx,
    store.id,
    { status: options.status },
    {
      limit: VENDOR_ORDERS_PAGE_SIZE,
      offset: (page - 1) * VENDOR_ORDERS_PAGE_SIZE,
    },
  )
  return { orders, page, pageCount: Math.max(1, Math.ceil(total / VENDOR_ORDERS_PAGE_SIZE)), total }
}

/** The newest orders (the first page): the dashboard's recent orders. */
export async function listOwnOrders(ctx: ServiceContext, status?: OrderStatus): Promise<VendorOrder[]> {
  return (await pageOfOwnOrders(ctx, { status })).orders
}

/**
 * Every one of the vendor's orders with the filter, in batches, for the CSV export: nothing is cut off
 * however many there are. Newest first, as the page shows them.
 */
export async function* everyOwnOrder(ctx: ServiceContext, status?: OrderStatus): AsyncGenerator<VendorOrder> {
  const store = await requireOwnStore(ctx)
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const { orders } = await ordersOfStore(ctx, store.id, { status }, { limit: EXPORT_BATCH, offset })
    yield* orders
    if (orders.length < EXPORT_BATCH) return
  }
}

export async function ordersOfStore(
  ctx: ServiceContext,
  storeId: string,
  filter: { status?: OrderStatus; orderId?: string },
  page: { limit: number; offset: number },
) {
  const orders = new Map<string, VendorOrder>()
  const due = new Map<string, number>()
  const { lines, orderCount } = await linesOfVendor(ctx, storeId, filter, page)
  for (const r of lines) {
    let order = orders.get(r.id)
    if (!order) {
      // Refunded money was paid first: such an order is not waiting for a payment.
      const payable = r.paymentMethod === 'cod' || r.paymentStatus === 'paid' || r.paymentStatus === 'refunded'
      order = {
        id: r.id,
        number: r.orderNumber,
        createdAt: r.createdAt,
        // The seller sees its own parcel's status: another seller's parcel is not its business.
        status: r.parcelStatus,
        parcel: {
          id: r.parcelId,
          position: r.parcelPosition,
          of: 1,
          status: r.parcelStatus,
          totalPaise: r.parcelTotalPaise,
          refundedPaise: r.parcelRefundedPaise,
          cancelReason: r.parcelCancelReason,
          invoiceNumber: r.parcelInvoiceNumber,
          ewayBillNumber: r.parcelEwayBillNumber,
          needsEwayBill: needsEwayBill({ totalPaise: r.parcelTotalPaise }),
        },
        payable,
        paymentMethod: r.paymentMethod,
        paymentStatus: r.paymentStatus,
        customer: { name: r.shipFullName, city: r.shipCity, pincode: r.shipPincode },
        shipTo:
          payable && r.parcelStatus !== 'cancelled'
            ? {
                name: r.shipFullName,
                addressLine1: r.shipAddressLine1,
                addressLine2: r.shipAddressLine2,
                city: r.shipCity,
                state: r.shipState,
                pincode: r.shipPincode,
                phone: r.shipPhone,
              }
            : null,
        sharedWithOtherStores: false,
        collectPaise: null,
        partPaidWithCredit: r.storeCreditPaise > 0,
        subtotalPaise: 0,
        lines: [],
      }
      orders.set(r.id, order)
      // Its parcel's own amount due on delivery: its total less its share of store credit (decision 039).
      due.set(
        r.id,
        dueOnDelivery(r, {
          status: r.parcelStatus,
          totalPaise: r.parcelTotalPaise,
          storeCreditPaise: r.parcelStoreCreditPaise,
          refundedPaise: r.parcelRefundedPaise,
        }),
      )
    }
    order.subtotalPaise += r.lineTotalPaise
    order.lines.push({
      productId: r.productId,
      name: r.name,
      hsnCode: r.hsnCode,
      unitPricePaise: r.unitPricePaise,
      quantity: r.quantity,
      lineTotalPaise: r.lineTotalPaise,
      lineTotalWithGstPaise: unitsWithGstPaise(r, r.quantity),
      fulfilment: r.fulfilment,
      courier: r.courier,
      trackingNumber: r.trackingNumber,
    })
  }
  const subtotals = await storeSubtotalsOf(ctx, [...orders.keys()])
  for (const order of orders.values()) {
    const stores = subtotals.filter((s) => s.orderId === order.id)
    order.sharedWithOtherStores = stores.some((s) => s.vendorId !== storeId)
    order.parcel.of = Math.max(1, stores.length)
    const collects = (due.get(order.id) ?? 0) > 0
    order.collectPaise = collects ? (due.get(order.id) ?? 0) : null
  }
  return { orders: [...orders.values()], total: orderCount }
}

/** The vendor starts on their lines; the order moves to processing with the first vendor who does. */
export async function markProcessing(ctx: ServiceContext, orderId: string): Promise<FulfilmentOutcome> {
  const store = await requireOwnStore(ctx)
  const moved = await moveOrder(ctx, orderId, 'process', { kind: 'vendor', vendorId: store.id })
  if (!moved.ok) return moved.code === 'illegal_transition' ? fail('conflict', 'This order can no longer be processed.') : moved
  return { ok: true, message: 'Marked as processing.' }
}

/** Ships the vendor's lines with a courier and tracking number; when every line has shipped, so has the order. */
export async function shipLines(ctx: ServiceContext, orderId: string, input: unknown): Promise<FulfilmentOutcome> {
  const parsed = shipmentSchema.safeParse(input)
  if (!parsed.success) {
    const errors = shipmentErrors(parsed.error)
    return fail('invalid_input', Object.values(errors)[0] ?? 'Please check the shipment details.', errors)
  }
  const store = await requireOwnStore(ctx)
  const moved = await moveOrder(ctx, orderId, 'ship', { kind: 'vendor', vendorId: store.id }, { shipment: parsed.data })
  if (!moved.ok) return moved
  const whole = moved.plan.status === 'shipped'
  return {
    ok: true,
    message: whole ? 'Shipped. The customer has been told.' : 'Your items are shipped; the order ships when the other vendors ship theirs.',
  }
}

/**
 * The seller cancels its own parcel before it ships, when it cannot send it, with the reason the
 * customer reads; its part is refunded the way it was paid, and the other sellers' parcels go on.
 */
export async function cancelOwnParcel(ctx: ServiceContext, orderId: string, reason: unknown): Promise<FulfilmentOutcome> {
  const store = await requireOwnStore(ctx)
  const text = typeof reason === 'string' ? reason.trim() : ''
  if (text.length < 5 || text.length > 300)
    return fail('invalid_input', 'Please say in 5 to 300 characters why the parcel cannot ship: the customer reads it.', {
      reason: 'Please say in 5 to 300 characters why the parcel cannot ship',
    })
  const moved = await moveOrder(ctx, orderId, 'cancel', { kind: 'vendor', vendorId: store.id }, { reason: text })
  if (!moved.ok) return moved
  return { ok: true, message: 'Your parcel is cancelled. The customer has been told why.' }
}
