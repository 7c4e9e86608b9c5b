import { data, Form, Link, useNavigation } from 'react-router'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { StatusBadge } from '#app/components/order-bits.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import type { OrderStatus } from '#db/schema.ts'
import { httpStatusOf } from '#src/api/http-failures.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import { ORDER_STATUSES, STATUS_LABELS } from '#src/modules/orders/order-state.ts'
import { listOwnOrders, markProcessing, shipLines } from '#src/modules/vendors/vendor-orders.service.ts'
import type { Route } from './+types/orders'

export const meta = () => pageMeta('Vendor Orders')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireVendor(context)
  const wanted = new URL(request.url).searchParams.get('status')
  const status = ORDER_STATUSES.find((s) => s === wanted)
  return { status: status ?? null, orders: await asVendor(() => listOwnOrders(services(context), status)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const ctx = services(context)
  const { intent, orderId = '', ...rest } = await formValues(request)
  const outcome = await asVendor(() => (intent === 'ship' ? shipLines(ctx, orderId, rest) : markProcessing(ctx, orderId)))
  return data({ ...outcome, orderId }, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

const FULFILMENT_LABELS = { pending: 'Not started', processing: 'Processing', shipped: 'Shipped' } as const

export default function VendorOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { status, orders } = loaderData
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="container-page py-10">
      <Link to="/vendor/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Vendor Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Vendor Orders</h1>
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
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {orders.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">No orders {status ? `that are ${STATUS_LABELS[status].toLowerCase()}` : 'yet'}.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {orders.map((order) => {
            const mine = order.lines.every((l) => l.fulfilment === 'shipped')
              ? 'shipped'
              : order.lines.some((l) => l.fulfilment === 'processing')
                ? 'processing'
                : 'pending'
            return (
              <li key={order.id} className="card p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    Order <span className="font-mono">{order.number}</span>
                  </p>
                  <StatusBadge status={order.status} />
                </div>
                <p className="mt-1 text-sm text-slate-600">
                  {formatDate(order.createdAt)} · {order.customer.name}, {order.customer.city} {order.customer.pincode}
                </p>
                <ul className="mt-3 divide-y divide-slate-100 text-sm">
                  {order.lines.map((line) => (
                    <li key={line.productId} className="flex flex-wrap justify-between gap-2 py-2">
                      <span className="text-slate-900">
                        {line.name} × {line.quantity}
                      </span>
                      <span className="text-slate-700">
                        {formatInr(line.lineTotalPaise)} · {FULFILMENT_LABELS[line.fulfilment]}
                        {line.trackingNumber ? ` (${line.courier}, ${line.trackingNumber})` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
                {order.status === 'cancelled' ? null : mine === 'pending' ? (
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
                  <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                    <input type="hidden" name="orderId" value={order.id} />
                    <div>
                      <label htmlFor={`courier-${order.id}`} className="field-label">
                        Courier
                      </label>
                      <input id={`courier-${order.id}`} name="courier" className="field-input" />
                    </div>
                    <div>
                      <label htmlFor={`tracking-${order.id}`} className="field-label">
                        Tracking Number
                      </label>
                      <input id={`tracking-${order.id}`} name="trackingNumber" className="field-input" />
                    </div>
                    <button type="submit" name="intent" value="ship" className="btn-primary px-4 py-2" disabled={busy}>
                      Mark as Shipped
                    </button>
                  </Form>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
