import { type PlannedParcel, parcelsSentence } from '#src/modules/orders/browser.ts'
import { formatDeliveryRange } from '#src/modules/settings/browser.ts'
import type { Delivery } from './checkout-values.ts'

export type ParcelAhead = PlannedParcel & { sellerName: string }

/**
 * Before the shopper pays: how many parcels the order comes in, from whom, and when each should arrive,
 * so two boxes on two days are no surprise. The promise is the delivery zone's for the PIN (decision 019):
 * every seller dispatches within the same days, so each parcel carries the same range.
 */
export function ParcelsNote({ parcels, delivery }: { parcels: ParcelAhead[]; delivery: Delivery | undefined }) {
  return (
    <section aria-labelledby="parcels-heading" className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h3 id="parcels-heading" className="font-semibold text-slate-900">
        {parcelsSentence(parcels)}
      </h3>
      <ol className="mt-2 space-y-2 text-sm">
        {parcels.map((parcel, i) => (
          <li key={parcel.vendorId} className="text-slate-700">
            <p>
              <span className="font-medium text-slate-900">
                Parcel {i + 1} of {parcels.length}
              </span>{' '}
              from {parcel.sellerName}: {parcel.itemCount} {parcel.itemCount === 1 ? 'item' : 'items'} ({parcel.names.join(', ')})
            </p>
            {delivery ? <p className="font-medium text-slate-900">Estimated delivery: {formatDeliveryRange(delivery)}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
