import { data } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { exactMoney, TaxDocument } from '#app/components/tax-document.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { getOrder, invoiceSeller } from '#src/modules/orders/index.ts'
import type { Route } from './+types/invoice'

export const meta = () => noindexMeta('Tax Invoice')

/**
 * A tax invoice: a parcel's, in its seller's name and series (?parcel=<id>, decision 039), or the whole
 * order's for an order invoiced before parcels.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const order = await getOrder(ctx, params.orderId)
  if (!order) throw data(null, { status: 404 })
  const asked = new URL(request.url).searchParams.get('parcel')
  const parcel = order.invoiceNumber ? null : (order.parcels.find((p) => p.invoiceNumber && (!asked || p.id === asked)) ?? null)
  if (!order.invoiceNumber && !parcel) throw data(null, { status: 404 })
  // The seller's details as they were when the invoice was issued (decisions 022, 039).
  const store = await invoiceSeller(ctx, order.id, parcel?.id)
  if (!parcel) return { order, store, document: { ...order, number: order.invoiceNumber ?? '', items: order.items, storeOffer: null } }
  const items = order.items.filter((item) => item.vendorId === parcel.vendorId)
  // The store's offers that paid part of this parcel for the buyer, by name (decision 083).
  const storeOffers = order.discounts.filter((d) => d.fundedBy === 'store' && d.lines.some((l) => l.parcelId === parcel.id))
  return {
    order,
    store,
    document: {
      number: parcel.invoiceNumber ?? '',
      invoicedAt: parcel.invoicedAt,
      subtotalPaise: parcel.subtotalPaise,
      taxPaise: parcel.taxPaise,
      roundOffPaise: parcel.roundOffPaise,
      // The invoice's value: what the buyer pays and what the store's offers pay for them.
      totalPaise: parcel.totalPaise + parcel.storeDiscountPaise,
      storeCreditPaise: parcel.storeCreditPaise,
      storeOffer: {
        paise: parcel.storeDiscountPaise,
        names: storeOffers.map((d) => `${d.name} (Deccan Digital’s offer)`).join(', '),
        restLabel: 'Paid by the buyer',
      },
      items,
    },
  }
}

export const ErrorBoundary = AccessErrorBoundary

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order, store, document } = loaderData
  const buyerPays = document.totalPaise - (document.storeOffer?.paise ?? 0)
  const paidBy = document.storeCreditPaise >= buyerPays ? 'paid in full' : order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online'
  return (
    <TaxDocument
      title="Tax Invoice"
      orderId={order.id}
      seller={store}
      particulars={[
        ['Invoice No.', document.number, 'font-mono font-semibold'],
        ['Invoice Date', formatDate(document.invoicedAt ?? order.createdAt)],
        ['Order No.', order.number, 'font-mono'],
      ]}
      party={{ heading: 'Billed and shipped to', label: 'Billed to', buyer: order.buyer, place: order.shipping }}
      lines={document.items.map((item) => ({
        ...item,
        key: item.productId,
        taxablePaise: item.lineTotalPaise,
        discountPaise: item.unitPricePaise * item.quantity - item.lineTotalPaise,
        storeOfferPaise: item.storeDiscountPaise,
      }))}
      storeOffer={document.storeOffer}
      taxablePaise={document.subtotalPaise}
      taxPaise={document.taxPaise}
      roundOffPaise={document.roundOffPaise}
      totalLabel="Total"
      totalPaise={document.totalPaise}
      footnote={
        <>
          {order.status === 'cancelled' ? 'This order was cancelled. ' : ''}Payment:{' '}
          {document.storeCreditPaise > 0 ? `${exactMoney(document.storeCreditPaise)} store credit, ` : ''}
          {paidBy} ({order.paymentStatus}). {order.buyer ? 'Tax invoice for a registered business buyer. ' : ''}This is a computer-generated
          invoice.
        </>
      }
    />
  )
}
