import { data, Link } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { Code128Barcode } from '#app/components/barcode.tsx'
import { SpecimenNotice } from '#app/components/specimen-notice.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import { getOwnPackingSlip, requireOwnStore, type Sender } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/packing-slip'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(loaderData ? `Packing slip ${loaderData.slip.number}` : 'Packing slip')

export async function loader({ params, context }: Route.LoaderArgs) {
  requireVendor(context)
  const ctx = services(context)
  // Another store's order, or no order at all, is simply not found: nothing says it exists.
  const slip = await asVendor(() => getOwnPackingSlip(ctx, params.orderId))
  if (!slip?.shipTo) throw data(null, { status: 404 })
  const store = await asVendor(() => requireOwnStore(ctx))
  return { slip: { ...slip, shipTo: slip.shipTo }, store: { name: store.name, city: store.city } }
}

export const ErrorBoundary = AccessErrorBoundary

export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  const { slip, store } = loaderData
  const { shipTo } = slip
  const units = slip.lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <div className="container-page max-w-3xl py-6 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/vendor/orders" className="text-sm font-medium text-brand-700 hover:underline">
          ← Vendor Orders
        </Link>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Print packing slip
        </button>
      </div>
      <article className="card break-inside-avoid p-5 text-sm text-slate-900 sm:p-8 print:border-0 print:p-0 print:shadow-none">
        <SpecimenNotice document="packing slip for a real order" />
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-300 pb-4">
          <div>
            <h1 className="text-2xl font-bold">Packing slip</h1>
            <p className="mt-1">
              From {store.name}, {store.city}
            </p>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1">
            <dt className="text-slate-600">Order No.</dt>
            <dd className="font-mono font-semibold">{slip.number}</dd>
            <dt className="text-slate-600">Parcel</dt>
            <dd>
              {slip.parcel.position} of {slip.parcel.of}
            </dd>
            {slip.parcel.invoiceNumber ? (
              <>
                <dt className="text-slate-600">Invoice No.</dt>
                <dd className="font-mono">{slip.parcel.invoiceNumber}</dd>
              </>
            ) : null}
            {slip.parcel.ewayBillNumber ? (
              <>
                <dt className="text-slate-600">E-way bill No.</dt>
                <dd className="font-mono">{slip.parcel.ewayBillNumber}</dd>
              </>
            ) : null}
            <dt className="text-slate-600">Order date</dt>
            <dd>{formatDate(slip.createdAt)}</dd>
            <dt className="text-slate-600">Payment</dt>
            <dd>{slip.paymentMethod === 'cod' ? 'Cash on delivery' : 'Prepaid online'}</dd>
          </dl>
        </header>

        <section aria-labelledby="slip-items" className="mt-4">
          <h2 id="slip-items" className="font-semibold">
            Items in this parcel ({units})
          </h2>
          <table className="mt-2 w-full text-left">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  Item
                </th>
                <th scope="col" className="py-2 pr-2 font-semibold">
                  HSN
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Qty
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {slip.lines.map((line) => (
                <tr key={line.productId}>
                  <td className="py-2 pr-2 [overflow-wrap:anywhere]">{line.name}</td>
                  <td className="py-2 pr-2 font-mono">{line.hsnCode}</td>
                  <td className="py-2 text-right">{line.quantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {slip.sharedWithOtherStores ? (
            <p className="mt-2 text-slate-700">This order has items from other sellers too; they ship in their own parcels.</p>
          ) : null}
        </section>

        <section aria-labelledby="slip-label" className="mt-6 break-inside-avoid rounded-lg border-2 border-dashed border-slate-500 p-4">
          <h2 id="slip-label" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Shipping label
          </h2>
          <div className="mt-2 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
            <div>
              <p className="text-xs font-semibold text-slate-600">Ship to</p>
              <address className="mt-1 text-base not-italic leading-snug">
                <strong>{shipTo.name}</strong>
                <br />
                {shipTo.addressLine1}
                {shipTo.addressLine2 ? (
                  <>
                    <br />
                    {shipTo.addressLine2}
                  </>
                ) : null}
                <br />
                {shipTo.city}, {shipTo.state} {shipTo.pincode}
                <br />
                Phone {shipTo.phone}
              </address>
            </div>
            <div>
              <p className="text-xs font-semibold text-slate-600">Collect on delivery</p>
              <p className="mt-1 text-xl font-bold">
                {slip.collectPaise === null ? 'Prepaid: collect nothing' : formatInr(slip.collectPaise)}
              </p>
              {slip.collectPaise !== null && slip.sharedWithOtherStores ? (
                <p className="text-xs text-slate-700">For this parcel only, GST included; the other sellers' parcels collect the rest.</p>
              ) : null}
              {slip.collectPaise !== null && slip.partPaidWithCredit ? (
                <p className="text-xs text-slate-700">Store credit paid the rest of the order.</p>
              ) : null}
            </div>
          </div>
          {slip.parcel.needsEwayBill && !slip.parcel.ewayBillNumber ? (
            <p className="mt-3 text-sm font-semibold text-amber-900">
              Worth more than ₹50,000: this parcel moves with an e-way bill, whose number is entered when it ships.
            </p>
          ) : null}
          {slip.sender ? <SenderAddress sender={slip.sender} /> : null}
          <Code128Barcode value={slip.number} className="mx-auto mt-4 max-w-sm" />
        </section>
      </article>
    </div>
  )
}

/** Who sends the parcel, and where the courier brings it back if it cannot be delivered or is returned (issue 49, item 11). */
function SenderAddress({ sender }: { sender: Sender }) {
  return (
    <div className="mt-4 border-t border-slate-300 pt-3">
      <p className="text-xs font-semibold text-slate-600">From, and return to</p>
      <address className="mt-1 not-italic leading-snug">
        <strong>{sender.name}</strong>
        <br />
        {sender.addressLine1}
        {sender.addressLine2 ? (
          <>
            <br />
            {sender.addressLine2}
          </>
        ) : null}
        <br />
        {sender.city}, {sender.state} {sender.pincode}
        {sender.phone ? (
          <>
            <br />
            Phone {sender.phone}
          </>
        ) : null}
      </address>
    </div>
  )
}
