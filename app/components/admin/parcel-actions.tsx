import { Form } from 'react-router'
import { ConfirmAction } from '#app/components/confirm-action.tsx'
import { type ParcelShown, parcelTitle } from '#app/components/parcel-bits.tsx'
import { formatInr } from '#src/lib/money.ts'
import { type PricedLine, unitPriceShownPaise } from '#src/modules/orders/browser.ts'

/** What the admin's order page lets them do to one parcel (split from the page). */
export function AdminParcelActions({
  p,
  order,
  moves,
  wholeDelivers,
  mine,
  busy,
}: {
  p: ParcelShown
  order: {
    parcels: readonly unknown[]
    items: ReadonlyArray<PricedLine & { productId: string; vendorId: string; name: string; quantity: number; struck: unknown }>
  }
  moves: { adminCancel: boolean; refundable: boolean; adminDeliver: boolean } | undefined
  /** Whether the whole order can be moved to Delivered: then its parcels need no button of their own. */
  wholeDelivers: boolean
  /** The refusal of an action on this parcel, shown at its fields. */
  mine?: { errors?: Record<string, string | undefined> }
  busy: boolean
}) {
  return (
    <>
      {/* A shipped parcel of an order that cannot be delivered whole is delivered on its own (issue 49, item 14). */}
      {moves?.adminDeliver && !wholeDelivers ? (
        <Form method="post">
          <input type="hidden" name="parcelId" value={p.id} />
          <button type="submit" name="intent" value="deliver-parcel" className="btn-secondary px-3 py-1.5" disabled={busy}>
            Mark this parcel delivered
          </button>
        </Form>
      ) : null}
      {moves?.adminCancel && order.parcels.length > 1 ? (
        <ConfirmAction
          label="Cancel this parcel"
          question={`Cancel ${parcelTitle(p)}? Its part is refunded the way it was paid; the other parcels go on.`}
          confirmLabel="Cancel the parcel"
          intent="cancel-parcel"
          busy={busy}
          open={mine?.errors?.reason !== undefined}
        >
          <input type="hidden" name="parcelId" value={p.id} />
          <label htmlFor={`reason-${p.id}`} className="field-label">
            Reason the customer will read
          </label>
          <textarea id={`reason-${p.id}`} name="reason" rows={2} maxLength={300} required className="field-input mb-2" />
          {mine?.errors?.reason ? <p className="mb-2 text-red-700">{mine.errors.reason}</p> : null}
        </ConfirmAction>
      ) : null}
      {moves?.refundable ? (
        <ConfirmAction
          label="Refund part"
          question={`Refund part of ${parcelTitle(p)} to the way it was paid, with a credit note?`}
          confirmLabel="Refund"
          intent="refund-parcel"
          busy={busy}
          tone="neutral"
          open={mine?.errors?.amount !== undefined}
        >
          <input type="hidden" name="parcelId" value={p.id} />
          <label htmlFor={`amount-${p.id}`} className="field-label">
            Amount in rupees (up to {formatInr(p.totalPaise - p.refundedPaise)})
          </label>
          <input id={`amount-${p.id}`} name="amount" inputMode="decimal" required className="field-input mb-2" />
          {mine?.errors?.amount ? <p className="mb-2 text-red-700">{mine.errors.amount}</p> : null}
        </ConfirmAction>
      ) : null}
      {moves?.refundable ? (
        <ConfirmAction
          label="Refund an item"
          question={`Refund one item of ${parcelTitle(p)} in full, GST included, with a credit note naming it?`}
          confirmLabel="Refund the item"
          intent="refund-line"
          busy={busy}
          tone="neutral"
        >
          <input type="hidden" name="parcelId" value={p.id} />
          <label htmlFor={`line-${p.id}`} className="field-label">
            Item
          </label>
          <select id={`line-${p.id}`} name="productId" required defaultValue="" className="field-input mb-2">
            <option value="">Choose the item</option>
            {/* An item refunded in full is struck out, and no longer a choice (issue 49, item 15). */}
            {order.items
              .filter((item) => item.vendorId === p.vendorId && item.struck === null)
              .map((item) => (
                <option key={item.productId} value={item.productId}>
                  {item.name} ({item.quantity} × {formatInr(unitPriceShownPaise(item))} incl. GST)
                </option>
              ))}
          </select>
        </ConfirmAction>
      ) : null}
    </>
  )
}
