import { data, Link } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { BilledTo } from '#app/components/order-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { placeOfSupplyLabel, sellerStateCode } from '#src/lib/india-states.ts'
import { isIntraState, splitGst } from '#src/modules/orders/browser.ts'
import { creditNotesOf, getOrder, invoiceSeller } from '#src/modules/orders/index.ts'
import type { Route } from './+types/credit-note'

export const meta = () => noindexMeta('Credit Note')

export async function loader({ params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const order = await getOrder(ctx, params.orderId)
  const note = order ? (await creditNotesOf(ctx.db, order.id)).find((n) => n.id === params.creditNoteId) : undefined
  if (!order || !note) throw data(null, { status: 404 })
  return { order, note, store: await invoiceSeller(ctx, order.id) }
}

export const ErrorBoundary = AccessErrorBoundary

const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const money = (paise: number) => exact.format(paise / 100)
const signed = (paise: number) => `${paise < 0 ? '−' : '+'}${money(Math.abs(paise))}`

/** A GST credit note, laid out like the invoice it reduces: same seller, buyer, place of supply and split. */
export default function CreditNote({ loaderData }: Route.ComponentProps) {
  const { order, note, store } = loaderData
  const intraState = isIntraState(order.shipping, sellerStateCode(store.gstin))
  const gst = splitGst(note.taxPaise, intraState)
  return (
    <div className="container-page max-w-4xl py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/orders/${order.id}`} className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to the order
        </Link>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Print Credit Note
        </button>
      </div>
      <article className="card p-5 text-sm text-slate-900 sm:p-8 print:border-0 print:shadow-none">
        <header className="flex flex-wrap justify-between gap-6 border-b border-slate-300 pb-6">
          <div>
            <h1 className="text-2xl font-bold">Credit Note</h1>
            <p className="mt-2 font-semibold">{store.legalName}</p>
            <p>{store.addressLine1}</p>
            <p>
              {[store.addressLine2, store.city].filter(Boolean).join(', ')}, {store.state} {store.pincode}
            </p>
            <p>GSTIN: {store.gstin}</p>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 self-start">
            <dt className="text-slate-600">Credit Note No.</dt>
            <dd className="font-mono font-semibold">{note.number}</dd>
            <dt className="text-slate-600">Date</dt>
            <dd>{formatDate(note.createdAt)}</dd>
            <dt className="text-slate-600">Against Invoice</dt>
            <dd className="font-mono">{note.invoiceNumber}</dd>
            <dt className="text-slate-600">Order No.</dt>
            <dd className="font-mono">{order.number}</dd>
            <dt className="text-slate-600">Place of Supply</dt>
            <dd>{order.shipping.stateCode ? placeOfSupplyLabel(order.shipping.stateCode) : order.shipping.state}</dd>
            <dt className="text-slate-600">Reason</dt>
            <dd>{note.reason}</dd>
          </dl>
        </header>
        <section aria-label="Issued to" className="border-b border-slate-300 py-4">
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Issued to</h2>
          <BilledTo buyer={order.buyer} fullName={order.shipping.fullName} />
          <p>
            {order.shipping.city}, {order.shipping.state} {order.shipping.pincode}
          </p>
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
              {note.lines.map((line) => (
                <tr key={line.name}>
                  <td className="py-2 pr-3">{line.name}</td>
                  <td className="py-2 pr-3">{line.hsnCode}</td>
                  <td className="py-2 pr-3 text-right">{line.quantity}</td>
                  <td className="py-2 pr-3 text-right">{money(line.unitPricePaise)}</td>
                  <td className="py-2 text-right">{money(line.taxablePaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-6 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>Taxable value</dt>
          <dd className="text-right">{money(note.taxablePaise)}</dd>
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
          {note.roundOffPaise !== 0 ? (
            <>
              <dt>Round off</dt>
              <dd className="text-right">{signed(note.roundOffPaise)}</dd>
            </>
          ) : null}
          <dt className="border-t border-slate-300 pt-2 font-semibold">Total credited</dt>
          <dd className="border-t border-slate-300 pt-2 text-right font-bold">{money(note.totalPaise)}</dd>
        </dl>
        <p className="mt-8 text-xs text-slate-600">Shipping charges are not refunded. This is a computer-generated credit note.</p>
      </article>
    </div>
  )
}
