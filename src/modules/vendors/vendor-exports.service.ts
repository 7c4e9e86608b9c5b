import type { OrderStatus } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { toCsv } from '#src/lib/csv.ts'
import { listOwnOrders } from './vendor-orders.service.ts'

/**
 * The vendor's own order lines as CSV, with the same status filter as their orders page: only their
 * lines, never another vendor's (listOwnOrders is scoped to their store). Cells are defused against
 * formulas.
 */
export async function ownOrderLinesCsv(ctx: ServiceContext, status?: OrderStatus): Promise<string> {
  const orders = await listOwnOrders(ctx, status)
  const rupees = (paise: number) => (paise / 100).toFixed(2)
  return toCsv([
    [
      'Order number',
      'Placed at',
      'Order status',
      'Customer',
      'City',
      'PIN code',
      'Product',
      'Quantity',
      'Line total (INR)',
      'Fulfilment',
      'Courier',
      'Tracking number',
    ],
    ...orders.flatMap((order) =>
      order.lines.map((line) => [
        order.number,
        order.createdAt,
        order.status,
        order.customer.name,
        order.customer.city,
        order.customer.pincode,
        line.name,
        line.quantity,
        rupees(line.lineTotalPaise),
        line.fulfilment,
        line.courier,
        line.trackingNumber,
      ]),
    ),
  ])
}
