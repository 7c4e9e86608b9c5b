import { Form, Link, useNavigation } from 'react-router'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { formatInr } from '#src/lib/money.ts'
import { OfferForm, type OfferValues } from './offer-form.tsx'
import { type ListedOffer, OfferList } from './offer-list.tsx'

type Choice = { id: string; name: string }
export type OfferActionData = { ok: boolean; message: string; errors?: Record<string, string | undefined>; values?: OfferValues }

/** The offers page of an owner (the store's for the admin, a seller's own): what they are, the list, a new one. */
export function OffersPage({
  intro,
  offers,
  base,
  actionData,
  sellers,
  products,
  today,
}: {
  intro: string
  offers: readonly ListedOffer[]
  base: string
  actionData: OfferActionData | undefined
  sellers?: readonly Choice[]
  products?: readonly Choice[]
  today: string
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Offers</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{intro}</p>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Your offers</h2>
      <OfferList offers={offers} base={base} />
      <h2 className="mt-8 text-lg font-semibold text-slate-900">New offer</h2>
      <OfferForm
        key={actionData?.ok ? offers.length : 'new'}
        values={actionData?.ok ? { startsOn: today } : (actionData?.values ?? { startsOn: today })}
        errors={actionData?.ok ? {} : (actionData?.errors ?? {})}
        busy={busy}
        submitLabel="Set up offer"
        sellers={sellers}
        products={products}
      />
    </div>
  )
}

interface OneOffer {
  id: string
  name: string
  kind: 'code' | 'automatic'
  status: string
  used: boolean
  usesCount: number
  givenPaise: number
  codes: ReadonlyArray<{ code: string; useLimit: number | null; usesCount: number }>
  vendorId: string | null
  report: {
    orders: number
    salesPaise: number
    discountPaise: number
    bySeller: ReadonlyArray<{ vendorId: string; sellerName: string; orders: number; discountPaise: number; salesPaise: number }>
  }
}

/** One offer: change it, end it, and for a code offer make single-use codes and download them as CSV. */
export function OfferPage({
  offer,
  values,
  base,
  actionData,
  sellers,
  products,
}: {
  offer: OneOffer
  values: OfferValues
  base: string
  actionData: OfferActionData | undefined
  sellers?: readonly Choice[]
  products?: readonly Choice[]
}) {
  const busy = useNavigation().state === 'submitting'
  const single = offer.codes.filter((c) => c.useLimit !== null)
  return (
    <div>
      <p>
        <Link to={base} className="text-sm text-brand-700 underline">
          ← All offers
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{offer.name}</h1>
      <p className="mt-1 text-slate-700">
        {offer.status} · used by {offer.usesCount} {offer.usesCount === 1 ? 'order' : 'orders'} · {formatInr(offer.givenPaise)} given
      </p>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {offer.status === 'ended' ? null : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end" />
          <button type="submit" className="btn-secondary text-red-700" disabled={busy}>
            End this offer now
          </button>
        </Form>
      )}
      <OfferReport offer={offer} base={base} />
      <h2 className="mt-6 text-lg font-semibold text-slate-900">Change it</h2>
      <OfferForm
        values={actionData?.values ?? values}
        errors={actionData?.ok ? {} : (actionData?.errors ?? {})}
        busy={busy}
        submitLabel="Save changes"
        sellers={sellers}
        products={products}
        locked={offer.used}
        editing
      />
      {offer.kind === 'code' ? (
        <section aria-labelledby="codes-heading" className="mt-8">
          <h2 id="codes-heading" className="text-lg font-semibold text-slate-900">
            Single-use codes
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Each works once, for one order, within the offer's own limits: for handing out one per customer. {single.length} made,{' '}
            {single.filter((c) => c.usesCount > 0).length} used.
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="codes" />
            <div>
              <label htmlFor="codes-count" className="field-label">
                How many
              </label>
              <input id="codes-count" name="count" inputMode="numeric" defaultValue="50" className="field-input w-28" />
            </div>
            <button type="submit" className="btn-secondary" disabled={busy}>
              Make codes
            </button>
            {single.length > 0 ? (
              <a href={`${base}/${offer.id}/codes.csv`} className="btn-secondary" download>
                Download codes (CSV)
              </a>
            ) : null}
          </Form>
        </section>
      ) : null}
    </div>
  )
}

/** What the offer did: orders, sales touched and discount given, by seller, and who funds it (decision 083). */
function OfferReport({ offer, base }: { offer: OneOffer; base: string }) {
  const { report } = offer
  return (
    <section aria-labelledby="report-heading" className="mt-6">
      <h2 id="report-heading" className="text-lg font-semibold text-slate-900">
        What it did
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {report.orders} {report.orders === 1 ? 'order' : 'orders'}, {formatInr(report.salesPaise)} of sales at their prices before offers,{' '}
        {formatInr(report.discountPaise)} of discount, funded by {offer.vendorId === null ? 'the store' : 'the seller'}. Orders that ended
        unpaid gave their uses back and are not counted.
      </p>
      <a href={`${base}/${offer.id}/report.csv`} className="btn-secondary mt-3" download>
        Download report (CSV)
      </a>
      {report.bySeller.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="table-cards mt-3 w-full text-left text-sm">
            <caption className="sr-only">By seller</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                {['Seller', 'Orders', 'Sales', 'Discount'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.bySeller.map((row) => (
                <tr key={row.vendorId}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {row.sellerName}
                  </th>
                  <td className="px-3 py-2" data-label="Orders">
                    {row.orders}
                  </td>
                  <td className="px-3 py-2" data-label="Sales">
                    {formatInr(row.salesPaise)}
                  </td>
                  <td className="px-3 py-2" data-label="Discount">
                    {formatInr(row.discountPaise)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
