import type { RefObject } from 'react'
import { Form } from 'react-router'
import { ConfirmAction } from '#app/components/confirm-action.tsx'
import { ShipmentFields } from '#app/components/shipment-fields.tsx'
import { formatInr } from '#src/lib/money.ts'
import { needsEwayBill, STATUS_LABELS } from '#src/modules/orders/browser.ts'
import type { OrderStatus } from '#src/modules/orders/index.ts'

/**
 * The admin's moves for the whole order (split from the order page): the statuses the lifecycle allows the
 * order as a whole (adminStatusChoices), one as its own button and several as a choice (issue 49, item 14);
 * shipping asks for the courier; cancelling and refunding are a second step away.
 */
export function OrderManage({
  order,
  next,
  busy,
  form,
  refused,
}: {
  order: {
    parcels: ReadonlyArray<{ status: OrderStatus; totalPaise: number }>
    closed: boolean
    statusWords: string
    cancellable: boolean
    paymentStatus: string
    totalPaise: number
  }
  next: readonly OrderStatus[]
  busy: boolean
  form: RefObject<HTMLFormElement | null>
  refused?: { errors?: Record<string, string | undefined>; sent: Record<string, string | undefined> }
}) {
  const [only] = next.length === 1 ? next : []
  return (
    <section aria-labelledby="manage-heading" className="card p-5">
      <h2 id="manage-heading" className="font-semibold text-slate-900">
        Manage
      </h2>
      {next.length > 0 ? (
        <Form ref={form} method="post" className="mt-3 grid gap-3">
          {only ? (
            <input type="hidden" name="status" value={only} />
          ) : (
            <div>
              <label htmlFor="order-next-status" className="field-label">
                Move to
              </label>
              <select id="order-next-status" name="status" className="field-input" defaultValue={refused?.sent.status}>
                {next.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
          )}
          {next.includes('shipped') ? (
            <fieldset>
              <legend className="field-label">{only ? 'Shipment' : 'Shipment (needed for Shipped)'}</legend>
              <ShipmentFields
                idPrefix="order"
                errors={refused?.errors}
                values={refused?.sent}
                ewayBill={
                  order.parcels.find((p) => (p.status === 'pending' || p.status === 'processing') && needsEwayBill(p))?.totalPaise ?? null
                }
              />
            </fieldset>
          ) : null}
          <div>
            <button type="submit" name="intent" value="status" className="btn-primary" disabled={busy}>
              {only ? `Mark as ${STATUS_LABELS[only]}` : 'Update Status'}
            </button>
          </div>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {order.closed
            ? 'This order is closed: every parcel is cancelled or refunded.'
            : `${order.statusWords}: nothing more to move for the whole order.`}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-start gap-2">
        {order.cancellable ? (
          <ConfirmAction
            label="Cancel Order"
            question={`Cancel this order?${order.paymentStatus === 'paid' ? ` ${formatInr(order.totalPaise)} goes back to the customer's payment method.` : ''} The items return to stock. This cannot be undone.`}
            confirmLabel="Yes, cancel this order"
            intent="cancel"
            busy={busy}
          />
        ) : null}
        {order.paymentStatus === 'paid' && !order.closed ? (
          <ConfirmAction
            label="Refund the rest"
            question="Send everything not yet refunded back the way it was paid? Parcels not shipped are cancelled. This cannot be undone."
            confirmLabel="Yes, refund"
            intent="refund"
            busy={busy}
            tone="neutral"
          />
        ) : null}
      </div>
    </section>
  )
}
