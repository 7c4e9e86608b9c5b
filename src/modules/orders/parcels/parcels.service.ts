import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { PaymentMethod } from '#db/schema.ts'
import { trackingUrl } from '#src/lib/couriers.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { dueOnDelivery, parcelClosed, splitOrderMoney } from './parcel-state.ts'
import * as repo from './parcels.repository.ts'

/**
 * Writes an order's parcels as it is placed, inside the placing transaction: one per seller, in the order
 * the cart first lists each seller, with its share of the order's GST, round off and store credit, and
 * the discounts on its lines (decision 083): a seller's own lowers its taxable value and GST, the store's
 * is paid to the seller by the store, so the parcel's total (what the buyer pays) is its value less it.
 */
export async function parcelsOfCart(
  trx: Database,
  placed: {
    orderId: string
    order: { taxPaise: number; totalPaise: number }
    lines: ReadonlyArray<{
      productId: string
      quantity: number
      taxableAfterPaise: number
      lineTotalWithGstPaise: number
      discountPaise: number
      storeDiscountPaise: number
    }>
    vendors: ReadonlyMap<string, string>
    storeCreditPaise: number
    at: string
  },
) {
  const bySeller = new Map<
    string,
    { subtotalPaise: number; taxPaise: number; itemCount: number; discountPaise: number; storeDiscountPaise: number }
  >()
  for (const line of placed.lines) {
    const vendorId = placed.vendors.get(line.productId) ?? ''
    const found = bySeller.get(vendorId) ?? { subtotalPaise: 0, taxPaise: 0, itemCount: 0, discountPaise: 0, storeDiscountPaise: 0 }
    // Each line's GST is what its price, less its seller's discount, holds beyond its taxable value (decision 068).
    const invoiced = line.lineTotalWithGstPaise - (line.discountPaise - line.storeDiscountPaise)
    bySeller.set(vendorId, {
      subtotalPaise: found.subtotalPaise + line.taxableAfterPaise,
      taxPaise: found.taxPaise + invoiced - line.taxableAfterPaise,
      itemCount: found.itemCount + line.quantity,
      discountPaise: found.discountPaise + line.discountPaise,
      storeDiscountPaise: found.storeDiscountPaise + line.storeDiscountPaise,
    })
  }
  const sellers = [...bySeller.entries()]
  const money = splitOrderMoney(
    { taxPaise: placed.order.taxPaise, totalPaise: placed.order.totalPaise, storeCreditPaise: placed.storeCreditPaise },
    sellers.map(([, s]) => s.subtotalPaise),
    sellers.map(([, s]) => s.taxPaise),
    sellers.map(([, s]) => s.storeDiscountPaise),
  )
  const vendors = await repo.findVendorNames(
    trx,
    sellers.map(([id]) => id),
  )
  const rows = sellers.map(([vendorId], i) => ({
    id: randomUUID(),
    orderId: placed.orderId,
    vendorId,
    position: i + 1,
    status: 'pending' as const,
    ...(money[i] ?? { subtotalPaise: 0, taxPaise: 0, roundOffPaise: 0, totalPaise: 0, storeCreditPaise: 0 }),
    discountPaise: sellers[i]?.[1].discountPaise ?? 0,
    storeDiscountPaise: sellers[i]?.[1].storeDiscountPaise ?? 0,
    createdAt: placed.at,
    updatedAt: placed.at,
  }))
  await repo.insertParcels(trx, rows)
  return rows.map((row, i) => ({
    ...row,
    itemCount: sellers[i]?.[1].itemCount ?? 0,
    sellerName: vendors.find((v) => v.id === row.vendorId)?.name ?? 'Deccan Digital',
    /** The seller's page, where "Sold by" links to (null: no seller of its own). */
    sellerSlug: vendors.find((v) => v.id === row.vendorId)?.slug ?? null,
  }))
}

/** The "Sold by" name of each seller: its shop's name. */
export async function sellerNames(ctx: Pick<ServiceContext, 'db'>, vendorIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await repo.findVendorNames(ctx.db, [...new Set(vendorIds)])
  return new Map(vendorIds.map((id) => [id, rows.find((r) => r.id === id)?.name ?? 'Deccan Digital']))
}

export interface ParcelView {
  id: string
  position: number
  /** How many parcels the order has: "Parcel 1 of 2". */
  of: number
  vendorId: string
  sellerName: string
  sellerSlug: string
  status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled'
  courier: string | null
  trackingNumber: string | null
  /** The e-way bill it shipped with (rule 138, over ₹50,000). */
  ewayBillNumber: string | null
  trackingUrl: string | null
  shippedAt: string | null
  deliveredAt: string | null
  cancelReason: string | null
  cancelledBy: string | null
  subtotalPaise: number
  taxPaise: number
  roundOffPaise: number
  totalPaise: number
  storeCreditPaise: number
  /** What offers took off its lines (decision 083), and the part of that the store pays the seller. */
  discountPaise: number
  storeDiscountPaise: number
  collectedPaise: number
  refundedPaise: number
  /** Cash the courier collects for it now. */
  dueOnDeliveryPaise: number
  invoiceNumber: string | null
  invoicedAt: string | null
  closed: boolean
  itemCount: number
  /** When it last changed: for a cancelled parcel, its cancellation. */
  updatedAt: string
}

/** These orders' parcels as pages, emails and the API show them, by order id. */
export async function parcelViews(
  ctx: Pick<ServiceContext, 'db'>,
  orders: ReadonlyArray<{ id: string; paymentMethod: PaymentMethod }>,
  items: ReadonlyArray<{ orderId: string; vendorId: string; quantity: number }>,
): Promise<Map<string, ParcelView[]>> {
  const rows = await repo.findParcels(
    ctx.db,
    orders.map((o) => o.id),
  )
  const vendors = await repo.findVendorNames(ctx.db, [...new Set(rows.map((r) => r.vendorId))])
  const views = new Map<string, ParcelView[]>()
  for (const order of orders) {
    const mine = rows.filter((r) => r.orderId === order.id)
    views.set(
      order.id,
      mine.map(({ orderId: _o, sellerJson: _s, createdAt: _c, ...p }) => ({
        ...p,
        of: mine.length,
        sellerName: vendors.find((v) => v.id === p.vendorId)?.name ?? 'Deccan Digital',
        sellerSlug: vendors.find((v) => v.id === p.vendorId)?.slug ?? '',
        trackingUrl: p.courier && p.trackingNumber ? trackingUrl(p.courier, p.trackingNumber) : null,
        dueOnDeliveryPaise: dueOnDelivery(order, p),
        closed: parcelClosed(p),
        itemCount: items.filter((i) => i.orderId === order.id && i.vendorId === p.vendorId).reduce((n, i) => n + i.quantity, 0),
      })),
    )
  }
  return views
}

/** A parcel's invoice as issued: its number, date and the seller's details then. */
export async function parcelInvoice(ctx: Pick<ServiceContext, 'db'>, orderId: string, parcelId: string) {
  const row = (await repo.findParcels(ctx.db, [orderId])).find((p) => p.id === parcelId)
  return row?.invoiceNumber ? row : null
}

/** Days from placement by which a seller is to hand a parcel to the courier (decision 039). */
export const DISPATCH_DAYS = 2

/**
 * How a seller ships: its parcels shipped, and those shipped on time, meaning within DISPATCH_DAYS
 * days (48 hours) of the order's placement.
 */
export async function sellerShippingRecord(
  ctx: Pick<ServiceContext, 'db'>,
  vendorId: string,
): Promise<{ parcelsShipped: number; shippedOnTime: number }> {
  const rows = await repo.findShippedTimes(ctx.db, vendorId)
  const limit = DISPATCH_DAYS * 24 * 60 * 60 * 1000
  const onTime = rows.filter((r) => r.shippedAt && new Date(r.shippedAt).getTime() - new Date(r.createdAt).getTime() <= limit)
  return { parcelsShipped: rows.length, shippedOnTime: onTime.length }
}
