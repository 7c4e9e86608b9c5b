import type { Fulfilment, OrderStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { fail, type Result } from '#src/lib/failure.ts'
import { linesOfVendor } from '#src/modules/orders/order-access.service.ts'
import { moveOrder } from '#src/modules/orders/order-lifecycle.service.ts'
import { shipmentSchema } from '#src/modules/orders/shipment.schemas.ts'
import { requireOwnStore } from './vendors.service.ts'

export type { Fulfilment }
export type FulfilmentOutcome = Result<{ message: string }>

export interface VendorOrder {
  id: string
  /** The order number the customer and the shop use for it (DD-YYMM-NNNNNN). */
  number: string
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
  const orders = new Map<string, VendorOrder>()
  for (const r of await linesOfVendor(ctx, store.id, status)) {
    let order = orders.get(r.id)
    if (!order) {
      order = {
        id: r.id,
        number: r.orderNumber,
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
