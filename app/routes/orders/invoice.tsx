import { data, Link } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { BilledTo } from '#app/components/order-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { placeOfSupplyLabel, sellerStateCode } from '#src/lib/india-states.ts'
import { isIntraState, splitGst } from '#src/modules/orders/browser.ts'
import { getOrder, invoiceSeller } from '#src/modules/orders/index.ts'
import type { Route } from './+types/invoice'

export const meta = () => noindexMeta('Tax Invoice')

export async function loader({ params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const order = await getOrder(ctx, params.orderId)
  if (!order?.invoiceNumber) throw data(null, { status: 404 })
  // The seller's details as they were when the invoice was issued (decision 022).
  return { order, store: await invoiceSeller(ctx, order.id) }
}

export const ErrorBoundary = AccessErrorBoundary

/** Rupees with paise, as a tax invoice shows them (₹1,29,990.00). */
const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const money = (paise: number) => exact.format(paise / 100)
/** The round-off with its sign either way: "+₹0.40", "−₹0.20". */
const signed = (paise: number) => `${paise < 0 ? '−' : '+'}${money(Math.abs(paise))}`

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order, store } = loaderData
  const intraState = isIntraState(order.shipping, sellerStateCode(store.gstin))
  const gst = splitGst(order.taxPaise, intraState)
  return (
    <div className="container-page max-w-4xl py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/orders/${order.id}`} className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to the order
        </Link>
        <PrintButton />
      </div>
      <article className="card p-8 text-sm text-slate-900 print:border-0 print:shadow-none">
        <header className="flex flex-wrap justify-between gap-6 border-b border-slate-300 pb-6">
          <div>
            <h1 className="text-2xl font-bold">Tax Invoice</h1>
            <p className="mt-2 font-semibold">{store.legalName}</p>
            <p>{store.addressLine1}</p>
            <p>
              {[store.addressLine2, store.city].filter(Boolean).join(', ')}, {store.state} {store.pincode}
            </p>
            <p>GSTIN: {store.gstin}</p>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 self-start">
            <dt className="text-slate-600">Invoice No.</dt>
            <dd className="font-mono font-semibold">{order.invoiceNumber}</dd>
            <dt className="text-slate-600">Invoice Date</dt>
            <dd>{formatDate(order.invoicedAt ?? order.createdAt)}</dd>
            <dt className="text-slate-600">Order No.</dt>
            <dd className="font-mono">{order.number}</dd>
            <dt className="text-slate-600">Place of Supply</dt>
            <dd>{order.shipping.stateCode ? placeOfSupplyLabel(order.shipping.stateCode) : order.shipping.state}</dd>
          </dl>
        </header>
        <section aria-label="Billed to" className="border-b border-slate-300 py-4">
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Billed and shipped to</h2>
          <BilledTo buyer={order.buyer} fullName={order.shipping.fullName} />
          <p>
            {order.shipping.addressLine1}
            {order.shipping.addressLine2 ? `, ${order.shipping.addressLine2}` : ''}
          </p>
          <p>
            {order.shipping.city}, {order.shipping.state} {order.shipping.pincode}
          </p>
          <p>Phone: {order.shipping.phone}</p>
        </section>
        <div className="overflow-x-auto">
          <table className="mt-4 w-full text-left">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Item
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  HSN
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  Rate
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Taxable Value
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {order.items.map((item) => (
                <tr key={item.productId}>
                  <td className="py-2 pr-3">{item.name}</td>
                  <td className="py-2 pr-3">{item.hsnCode}</td>
                  <td className="py-2 pr-3 text-right">{item.quantity}</td>
                  <td className="py-2 pr-3 text-right">{money(item.unitPricePaise)}</td>
                  <td className="py-2 text-right">{money(item.lineTotalPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-6 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>Taxable value</dt>
          <dd className="text-right">{money(order.subtotalPaise)}</dd>
          {intraState ? (
            <>
              <dt>CGST @ 9%</dt>
              <dd className="text-right">{money(gst.cgst)}</dd>
              <dt>SGST @ 9%</dt>
              <dd className="text-right">{money(gst.sgst)}</dd>
            </>
          ) : (
            <>
              <dt>IGST @ 18%</dt>
              <dd className="text-right">{money(gst.igst)}</dd>
            </>
          )}
          {order.roundOffPaise !== 0 ? (
            <>
              <dt>Round off</dt>
              <dd className="text-right">{signed(order.roundOffPaise)}</dd>
            </>
          ) : null}
          <dt className="border-t border-slate-300 pt-2 font-semibold">Total</dt>
          <dd className="border-t border-slate-300 pt-2 text-right font-bold">{money(order.totalPaise)}</dd>
        </dl>
        <p className="mt-8 text-xs text-slate-600">
          {order.status === 'cancelled' ? 'This order was cancelled. ' : ''}Payment:{' '}
          {order.storeCreditPaise > 0 ? `${money(order.storeCreditPaise)} store credit, ` : ''}
          {order.storeCreditPaise >= order.totalPaise ? 'paid in full' : order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online'} (
          {order.paymentStatus}). {order.buyer ? 'Tax invoice for a registered business buyer. ' : ''}This is a computer-generated invoice.
        </p>
      </article>
    </div>
  )
}

function PrintButton() {
  return (
    <button type="button" className="btn-primary" onClick={() => window.print()}>
      Print Invoice
    </button>
  )
}
