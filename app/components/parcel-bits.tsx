import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr, formatInrExact } from '#src/lib/money.ts'
import { shopperStatusLabel } from '#src/modules/orders/browser.ts'
import type { OrderStatus } from '#src/modules/orders/index.ts'
import { StatusBadge } from './order-bits.tsx'

/** A parcel as the pages show it: the fields of the orders module's parcel view that a page reads. */
export interface ParcelShown {
  id: string
  position: number
  of: number
  vendorId: string
  sellerName: string
  /** The seller's page, /sellers/<slug>; empty for none. */
  sellerSlug?: string
  status: OrderStatus
  courier: string | null
  trackingNumber: string | null
  trackingUrl: string | null
  deliveredAt: string | null
  cancelReason: string | null
  totalPaise: number
  refundedPaise: number
  dueOnDeliveryPaise: number
  invoiceNumber: string | null
  itemCount: number
}

/** "Parcel 1 of 2 · Sold by SP Road Systems · 1 item": how every page names a parcel. */
export const parcelTitle = (p: Pick<ParcelShown, 'position' | 'of' | 'sellerName' | 'itemCount'>) =>
  `Parcel ${p.position} of ${p.of} · Sold by ${p.sellerName} · ${p.itemCount} ${p.itemCount === 1 ? 'item' : 'items'}`

/**
 * An order's parcels, one per seller (decision 039): each with its status, its courier and tracking
 * link, what is paid at its door, why it was cancelled, its items and its own tax invoice. `actions`
 * adds what the page lets this reader do to a parcel (cancel it, refund it).
 */
export function ParcelList({
  orderId,
  parcels,
  items,
  actions,
  payment,
}: {
  orderId: string
  parcels: readonly ParcelShown[]
  /** The order's payment, on a shopper's pages: each parcel's status is then worded for them (shopperStatusLabel). */
  payment?: Parameters<typeof shopperStatusLabel>[1]
  items: ReadonlyArray<{ productId: string; vendorId: string; name: string; quantity: number }>
  actions?: (parcel: ParcelShown) => ReactNode
}) {
  return (
    <ol className="mt-3 space-y-4">
      {parcels.map((p) => (
        <li key={p.id} className="rounded-lg border border-slate-200 p-4 text-sm" aria-labelledby={`parcel-${p.id}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`parcel-${p.id}`} className="font-semibold text-slate-900">
              {/* The seller's name links to its page, as "Sold by" does everywhere else (issue 49, item 1). */}
              {p.sellerSlug ? (
                <>
                  Parcel {p.position} of {p.of} · Sold by{' '}
                  <Link to={`/sellers/${p.sellerSlug}`} className="text-brand-700 underline underline-offset-2">
                    {p.sellerName}
                  </Link>{' '}
                  · {p.itemCount} {p.itemCount === 1 ? 'item' : 'items'}
                </>
              ) : (
                parcelTitle(p)
              )}
            </h3>
            <StatusBadge status={p.status} label={payment ? shopperStatusLabel(p.status, payment) : undefined} />
          </div>
          <ul className="mt-2 list-disc pl-5 text-slate-700">
            {items
              .filter((item) => item.vendorId === p.vendorId)
              .map((item) => (
                <li key={item.productId}>
                  {item.name} × {item.quantity}
                </li>
              ))}
          </ul>
          {p.courier && p.trackingNumber ? (
            <p className="mt-2 text-slate-800">
              Shipped via <span className="font-semibold">{p.courier}</span>{' '}
              <span className="font-mono [overflow-wrap:anywhere]">{p.trackingNumber}</span>
              {p.trackingUrl ? (
                <>
                  {' '}
                  ·{' '}
                  <a href={p.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                    Track this parcel<span className="sr-only"> with {p.courier} (opens the courier's site in a new tab)</span>
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          {p.deliveredAt ? <p className="mt-1 text-slate-700">Delivered on {formatDate(p.deliveredAt)}</p> : null}
          {p.dueOnDeliveryPaise > 0 ? (
            <p className="mt-2 font-semibold text-slate-900">Pay {formatInr(p.dueOnDeliveryPaise)} on delivery</p>
          ) : null}
          {p.status === 'cancelled' ? (
            <p className="mt-2 text-slate-800">
              Cancelled{p.cancelReason ? `: ${p.cancelReason}` : ''}
              {p.refundedPaise > 0 ? ` · ${formatInrExact(p.refundedPaise)} refunded` : ''}
            </p>
          ) : p.refundedPaise > 0 ? (
            <p className="mt-2 text-slate-800">{formatInrExact(p.refundedPaise)} refunded</p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-start gap-3">
            {p.invoiceNumber ? (
              <Link to={`/orders/${orderId}/invoice?parcel=${p.id}`} className="btn-secondary px-3 py-1.5">
                Tax Invoice {p.invoiceNumber}
              </Link>
            ) : null}
            {actions?.(p)}
          </div>
        </li>
      ))}
    </ol>
  )
}
