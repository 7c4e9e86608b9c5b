import type { OrderStatus } from '#db/schema.ts'
import { toCsv } from '#src/lib/csv.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { everyOwnOrder, type VendorOrder } from './vendor-orders.service.ts'

/**
 * The vendor's own order lines as CSV, with the same status filter as their orders page: every line of
 * every page, never cut short, and only their lines, never another vendor's (everyOwnOrder is scoped to
 * their store). Cells are defused against formulas.
 */
export async function ownOrderLinesCsv(ctx: ServiceContext, status?: OrderStatus): Promise<string> {
  const orders: VendorOrder[] = []
  for await (const order of everyOwnOrder(ctx, status)) orders.push(order)
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
        // The seller's parcel as it stands (cancelled and delivered included, decision 039).
        order.parcel.status,
        line.courier,
        line.trackingNumber,
      ]),
    ),
  ])
}
