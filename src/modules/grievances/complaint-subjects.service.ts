import type { GrievanceAbout } from '#db/schema.ts'
import { formatDate } from '#src/lib/dates.ts'
import { listMyOrders } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'

/** One thing a signed-in customer may complain about, and whose queue it goes to. */
export interface ComplaintSubject {
  value: string
  label: string
  about: GrievanceAbout
  vendorId: string | null
  orderId: string | null
  parcelId: string | null
  productId: string | null
}

export interface SubjectGroup {
  label: string
  options: ComplaintSubject[]
}

/** The most recent orders offered in the form; an older one is named in the description. */
const RECENT_ORDERS = 20

/**
 * What a signed-in customer can pick: their recent orders (an order of one parcel goes to its seller),
 * each parcel of an order of several (to that parcel's seller), the products they bought and the
 * sellers they bought from. Built from their own orders only, so a pick names nothing of anyone else's.
 */
export async function subjectsOf(ctx: ServiceContext): Promise<SubjectGroup[]> {
  if (!ctx.actor) return []
  const orders = (await listMyOrders(ctx)).slice(0, RECENT_ORDERS)
  const orderOptions: ComplaintSubject[] = []
  const products = new Map<string, ComplaintSubject>()
  const sellers = new Map<string, ComplaintSubject>()
  for (const order of orders) {
    const placed = formatDate(order.createdAt)
    const only = order.parcels.length === 1 ? order.parcels[0] : undefined
    orderOptions.push({
      value: `order:${order.id}`,
      label: `Order ${order.number} (placed ${placed})${only ? ` · Sold by ${only.sellerName}` : ''}`,
      about: 'order',
      vendorId: only?.vendorId ?? null,
      orderId: order.id,
      parcelId: only?.id ?? null,
      productId: null,
    })
    if (order.parcels.length > 1)
      for (const parcel of order.parcels)
        orderOptions.push({
          value: `parcel:${parcel.id}`,
          label: `Order ${order.number}, parcel ${parcel.position} of ${parcel.of} · Sold by ${parcel.sellerName}`,
          about: 'order',
          vendorId: parcel.vendorId,
          orderId: order.id,
          parcelId: parcel.id,
          productId: null,
        })
    for (const item of order.items)
      if (!products.has(item.productId))
        products.set(item.productId, {
          value: `product:${item.productId}`,
          label: `${item.name} (order ${order.number})`,
          about: 'product',
          vendorId: item.vendorId,
          orderId: order.id,
          parcelId: null,
          productId: item.productId,
        })
    for (const parcel of order.parcels)
      if (!sellers.has(parcel.vendorId))
        sellers.set(parcel.vendorId, {
          value: `seller:${parcel.vendorId}`,
          label: `${parcel.sellerName} (seller)`,
          about: 'seller',
          vendorId: parcel.vendorId,
          orderId: null,
          parcelId: null,
          productId: null,
        })
  }
  return [
    { label: 'Your orders and parcels', options: orderOptions },
    { label: 'Products you bought', options: [...products.values()] },
    { label: 'Sellers you bought from', options: [...sellers.values()] },
  ].filter((group) => group.options.length > 0)
}
