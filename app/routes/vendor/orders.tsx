import { useRef } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { RecordsPager } from '#app/components/admin/records.tsx'
import { ConfirmAction } from '#app/components/confirm-action.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { StatusBadge } from '#app/components/order-bits.tsx'
import { ShipmentFields, useFocusFirstError } from '#app/components/shipment-fields.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr, formatInrExact } from '#src/lib/money.ts'
import { ORDER_STATUSES, paymentStatusWords, STATUS_LABELS } from '#src/modules/orders/browser.ts'
import type { OrderStatus } from '#src/modules/orders/index.ts'
import { cancelOwnParcel, markProcessing, pageOfOwnOrders, shipLines, type VendorOrder } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/orders'

export const meta = () => noindexMeta('Vendor Orders')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireVendor(context)
  const url = new URL(request.url)
  const wanted = url.searchParams.get('status')
  const status = ORDER_STATUSES.find((s) => s === wanted)
  const found = await asVendor(() => pageOfOwnOrders(services(context), { status, page: pageOf(url) }))
  return { status: status ?? null, ...found }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const ctx = services(context)
  const { intent, orderId = '', ...rest } = await formValues(request)
  const outcome = await asVendor(() =>
    intent === 'ship'
      ? shipLines(ctx, orderId, rest)
      : intent === 'cancel-parcel'
        ? cancelOwnParcel(ctx, orderId, rest.reason)
        : markProcessing(ctx, orderId),
  )
  // The shipment is echoed so a refused form shows what was sent, with or without JavaScript.
  return data({ ...outcome, orderId, sent: intent === 'ship' ? rest : {} }, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

type ActionData = Route.ComponentProps['actionData']

/** The vendor's lines go out with a courier and tracking number; a refusal is shown at its fields. */
function ShipForm({
  orderId,
  orderNumber,
  ewayBill,
  answer,
  busy,
}: {
  orderId: string
  orderNumber: string
  /** The parcel's value with GST when it needs an e-way bill; null when it does not. */
  ewayBill: number | null
  answer: ActionData
  busy: boolean
}) {
  const form = useRef<HTMLFormElement>(null)
  const mine = answer && !answer.ok && answer.orderId === orderId ? answer : undefined
  useFocusFirstError(form, mine?.errors)
  return (
    <Form ref={form} method="post" className="mt-3 grid gap-3" aria-label={`Ship order ${orderNumber}`}>
      <input type="hidden" name="orderId" value={orderId} />
      <ShipmentFields
        idPrefix={`ship-${orderId}`}
        errors={mine?.errors}
        values={mine?.sent}
        ewayBill={ewayBill}
        className="sm:grid-cols-2 lg:grid-cols-3"
      />
      <div>
        <button type="submit" name="intent" value="ship" className="btn-primary px-4 py-2" disabled={busy}>
          Mark as Shipped
        </button>
      </div>
    </Form>
  )
}

const FULFILMENT_LABELS = { pending: 'Not started', processing: 'Processing', shipped: 'Shipped' } as const

/**
 * What the vendor needs to ship: payment mode, cash to collect for their parcel, the address and phone
 * (only once the order can be worked on), and the packing slip.
 */
function ShippingDetails({ order }: { order: VendorOrder }) {
  return (
    <div className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2">
      <div>
        <p className="font-semibold text-slate-900">Payment</p>
        <p className="text-slate-700">
          {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Online'} · {paymentStatusWords(order)}
        </p>
        {order.collectPaise !== null ? (
          <p className="mt-1 text-slate-900">
            Collect <strong>{formatInr(order.collectPaise)}</strong>
            {order.sharedWithOtherStores
              ? ' for your items, GST included (other sellers collect for theirs)'
              : order.partPaidWithCredit
                ? ' (all that is due)'
                : ' (the whole order)'}
            {order.partPaidWithCredit ? (
              <span className="block text-xs text-slate-600">Store credit paid the rest of the order.</span>
            ) : null}
          </p>
        ) : null}
      </div>
      {order.shipTo ? (
        <div>
          <p className="font-semibold text-slate-900">Ship to</p>
          <address className="text-slate-700 not-italic [overflow-wrap:anywhere]">
            {order.shipTo.name}, {order.shipTo.addressLine1}
            {order.shipTo.addressLine2 ? `, ${order.shipTo.addressLine2}` : ''}, {order.shipTo.city}, {order.shipTo.state}{' '}
            {order.shipTo.pincode}
            <br />
            Phone{' '}
            <a href={`tel:+91${order.shipTo.phone}`} className="font-medium text-brand-700 underline">
              {order.shipTo.phone}
            </a>
          </address>
          <Link
            to={`/vendor/orders/${order.id}/packing-slip`}
            className="mt-2 inline-block font-semibold text-brand-700 underline"
            aria-label={`Packing slip for order ${order.number}`}
          >
            Packing slip
          </Link>
        </div>
      ) : null}
    </div>
  )
}

export default function VendorOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { status, orders, page, pageCount, total } = loaderData
  const params = new URLSearchParams(status ? { status } : {})
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="container-page py-6 sm:py-10">
      <Link to="/vendor/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Vendor Dashboard
      </Link>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Vendor Orders</h1>
        <a href={status ? `/vendor/orders.csv?status=${status}` : '/vendor/orders.csv'} className="btn-secondary" download>
          Export CSV
        </a>
      </div>
      <nav aria-label="Filter by status" className="mt-4 flex flex-wrap gap-2 text-sm">
        {[null, ...ORDER_STATUSES].map((s) => (
          <Link
            key={s ?? 'all'}
            to={s ? `/vendor/orders?status=${s}` : '/vendor/orders'}
            aria-current={status === s ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 ${status === s ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700'}`}
          >
            {s ? STATUS_LABELS[s as OrderStatus] : 'All'}
          </Link>
        ))}
      </nav>
      <div className="mt-4" aria-live="polite">
        {/* A refusal that names its fields is shown at them (in the order's ship form), not up here. */}
        {actionData && (actionData.ok || !actionData.errors) ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {total > 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          {new Intl.NumberFormat('en-IN').format(total)} {total === 1 ? 'order' : 'orders'}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
        </p>
      ) : null}
      {orders.length === 0 ? (
        total > 0 ? (
          <p className="card mt-6 p-6 text-slate-700">
            There is no page {page}.{' '}
            <Link
              to={`?${new URLSearchParams({ ...Object.fromEntries(params), page: String(pageCount) })}`}
              className="font-semibold text-brand-700 underline"
            >
              Go to the last page
            </Link>
          </p>
        ) : (
          <p className="card mt-6 p-6 text-slate-700">No orders {status ? `that are ${STATUS_LABELS[status].toLowerCase()}` : 'yet'}.</p>
        )
      ) : (
        <ul className="mt-6 space-y-4">
          {orders.map((order) => {
            // The seller's own parcel is what it works on (decision 039).
            const mine = order.parcel.status
            const refused = actionData && !actionData.ok && actionData.orderId === order.id ? actionData : undefined
            return (
              <li key={order.id} className="card p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    Order <span className="font-mono">{order.number}</span>
                    {order.sharedWithOtherStores ? (
                      <span className="font-normal text-slate-700"> · your parcel {order.parcel.position}</span>
                    ) : null}
                  </p>
                  <StatusBadge status={order.status} />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {formatDate(order.createdAt)} · {order.customer.name}, {order.customer.city} {order.customer.pincode}
                </p>
                <ShippingDetails order={order} />
                <ul className="mt-3 divide-y divide-slate-100 text-sm">
                  {order.lines.map((line) => (
                    <li key={line.productId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                      <span className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">
                        {line.name} × {line.quantity}
                      </span>
                      <span className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">
                        {formatInr(line.lineTotalWithGstPaise)} incl. GST (taxable value {formatInrExact(line.lineTotalPaise)}) ·{' '}
                        {/* A delivered parcel's lines are delivered, whatever step they last took with it (issue 49, item 5). */}
                        {mine === 'delivered' ? 'Delivered' : FULFILMENT_LABELS[line.fulfilment]}
                        {line.trackingNumber ? ` (${line.courier}, ${line.trackingNumber})` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
                {mine === 'cancelled' ? (
                  <p className="mt-3 text-sm text-slate-800">
                    Cancelled{order.parcel.cancelReason ? `: ${order.parcel.cancelReason}` : ''}
                  </p>
                ) : null}
                {mine === 'cancelled' || mine === 'shipped' || mine === 'delivered' ? null : mine === 'pending' ? (
                  order.payable ? (
                    <Form method="post" className="mt-3">
                      <input type="hidden" name="orderId" value={order.id} />
                      <button type="submit" name="intent" value="processing" className="btn-primary px-4 py-2" disabled={busy}>
                        Mark as Processing
                      </button>
                    </Form>
                  ) : (
                    <p className="mt-3 text-sm text-slate-600">Waiting for the customer's online payment.</p>
                  )
                ) : mine === 'processing' ? (
                  <ShipForm
                    orderId={order.id}
                    orderNumber={order.number}
                    ewayBill={order.parcel.needsEwayBill ? order.parcel.totalPaise : null}
                    answer={actionData}
                    busy={busy}
                  />
                ) : null}
                {(mine === 'pending' || mine === 'processing') && order.payable ? (
                  <div className="mt-3">
                    {/* After the primary action and quieter than it: a way out that asks for its reason (issue 49, item 10). */}
                    <ConfirmAction
                      tone="quiet"
                      label="Cannot ship this parcel"
                      question="Cancel your parcel of this order? The customer is refunded for it and reads your reason; other sellers' parcels go on."
                      confirmLabel="Cancel my parcel"
                      intent="cancel-parcel"
                      busy={busy}
                      open={refused?.errors?.reason !== undefined}
                    >
                      <input type="hidden" name="orderId" value={order.id} />
                      <label htmlFor={`reason-${order.id}`} className="block font-medium">
                        Reason the customer will read
                      </label>
                      <textarea
                        id={`reason-${order.id}`}
                        name="reason"
                        rows={2}
                        maxLength={300}
                        required
                        className="field-input mt-1 mb-2"
                        aria-invalid={refused?.errors?.reason ? true : undefined}
                        aria-describedby={refused?.errors?.reason ? `reason-${order.id}-error` : undefined}
                      />
                      {refused?.errors?.reason ? (
                        <p id={`reason-${order.id}-error`} className="mb-2 text-red-700">
                          {refused.errors.reason}
                        </p>
                      ) : null}
                    </ConfirmAction>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      <RecordsPager page={page} pageCount={pageCount} params={params} />
    </div>
  )
}
