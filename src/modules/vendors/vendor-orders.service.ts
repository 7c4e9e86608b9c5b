import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { fail, type Result } from '#src/lib/failure.ts'
import { linesOfVendor, storeSubtotalsOf } from '#src/modules/orders/order-access.service.ts'
import { moveOrder } from '#src/modules/orders/order-lifecycle.service.ts'
import { shipmentSchema } from '#src/modules/orders/shipment.schemas.ts'
import { codShareOf } from './cod-share.ts'
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
  /** Cash the courier collects for this store's parcel: cash-on-delivery orders not yet paid; else null. */
  collectPaise: number | null
  /** The store's own lines' subtotal before GST. */
  subtotalPaise: number
  lines: Array<{
    productId: string
    name: string
    hsnCode: string
    unitPricePaise: number
    quantity: number
    lineTotalPaise: number
    fulfilment: Fulfilment
    courier: string | null
    trackingNumber: string | null
  }>
}

/**
 * Orders that contain the vendor's products, showing only their own lines. Newest first; optionally
 * only orders in one status. Only the vendor's own orders are read (`linesOfVendor` is scoped to the
 * store), so no other store's customer or lines can appear.
 */
export async function listOwnOrders(ctx: ServiceContext, status?: OrderStatus): Promise<VendorOrder[]> {
  const store = await requireOwnStore(ctx)
  return ordersOfStore(ctx, store.id, { status })
}

/** One order as the vendor packs it: their lines and where to send them; null if the order has none of theirs. */
export async function getOwnPackingSlip(ctx: ServiceContext, orderId: string): Promise<VendorOrder | null> {
  const store = await requireOwnStore(ctx)
  const [order] = await ordersOfStore(ctx, store.id, { orderId })
  return order ?? null
}

async function ordersOfStore(ctx: ServiceContext, storeId: string, filter: { status?: OrderStatus; orderId?: string }) {
  const orders = new Map<string, VendorOrder>()
  const totals = new Map<string, number>()
  for (const r of await linesOfVendor(ctx, storeId, filter)) {
    let order = orders.get(r.id)
    if (!order) {
      const payable = r.paymentMethod === 'cod' || r.paymentStatus === 'paid'
      order = {
        id: r.id,
        number: r.orderNumber,
        createdAt: r.createdAt,
        status: r.status,
        payable,
        paymentMethod: r.paymentMethod,
        paymentStatus: r.paymentStatus,
        customer: { name: r.shipFullName, city: r.shipCity, pincode: r.shipPincode },
        shipTo:
          payable && r.status !== 'cancelled'
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
        subtotalPaise: 0,
        lines: [],
      }
      orders.set(r.id, order)
      totals.set(r.id, r.totalPaise)
    }
    order.subtotalPaise += r.lineTotalPaise
    order.lines.push({
      productId: r.productId,
      name: r.name,
      hsnCode: r.hsnCode,
      unitPricePaise: r.unitPricePaise,
      quantity: r.quantity,
      lineTotalPaise: r.lineTotalPaise,
      fulfilment: r.fulfilment,
      courier: r.courier,
      trackingNumber: r.trackingNumber,
    })
  }
  const subtotals = await storeSubtotalsOf(ctx, [...orders.keys()])
  for (const order of orders.values()) {
    const stores = subtotals.filter((s) => s.orderId === order.id)
    order.sharedWithOtherStores = stores.some((s) => s.vendorId !== storeId)
    const collects = order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' && order.status !== 'cancelled'
    order.collectPaise = collects ? codShareOf(totals.get(order.id) ?? 0, stores, storeId) : null
  }
  return [...orders.values()]
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
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]))
    return fail('invalid_input', Object.values(errors)[0] ?? 'Please check the shipment details.', errors)
  }
  const store = await requireOwnStore(ctx)
  const { courier, trackingNumber } = parsed.data
  const moved = await moveOrder(ctx, orderId, 'ship', { kind: 'vendor', vendorId: store.id }, { shipment: { courier, trackingNumber } })
  if (!moved.ok) return moved
  const whole = moved.plan.status === 'shipped'
  return {
    ok: true,
    message: whole ? 'Shipped. The customer has been told.' : 'Your items are shipped; the order ships when the other vendors ship theirs.',
  }
}
