import { data, Form, Link, useNavigation } from 'react-router'
import { Field, OutcomeMessage } from '#app/components/form-bits.tsx'
import { exactRupees } from '#app/components/money/exact-amount.ts'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { REMITTANCE_DUE_DAYS } from '#src/modules/orders/browser.ts'
import { cashWithCouriers, recordRemittance } from '#src/modules/orders/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/cash-on-delivery'

export const meta = () => noindexMeta('Cash on delivery')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return cashWithCouriers(services(context))
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const form = await request.formData()
  const value = (name: string) => form.get(name) ?? undefined
  const parcelIds = form.getAll('parcelIds').filter((id) => typeof id === 'string')
  const outcome = await recordRemittance(services(context), {
    courier: value('courier'),
    utr: value('utr'),
    receivedOn: value('receivedOn'),
    amount: value('amount'),
    parcelIds,
  })
  const sent = {
    courier: String(value('courier') ?? ''),
    utr: String(value('utr') ?? ''),
    receivedOn: String(value('receivedOn') ?? ''),
    amount: String(value('amount') ?? ''),
    parcelIds: parcelIds as string[],
  }
  if (!outcome.ok) return data({ ...outcome, sent }, { status: httpStatusOf(outcome) })
  return { ok: true as const, message: outcome.message, errors: undefined, sent: undefined }
}

export default function AdminCashOnDelivery({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { parcels, couriers, totalPaise, remittances } = loaderData
  const refused = actionData && !actionData.ok ? actionData : undefined
  const errors = refused?.errors
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Cash on delivery</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Cash a courier collects at the door is the store's money with the courier until the courier remits it to the store's bank. Record
        each remittance as the bank statement shows it, against the parcels it pays; cash not in {REMITTANCE_DUE_DAYS} days after delivery
        is overdue.
      </p>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>

      <h2 className="mt-6 text-lg font-semibold text-slate-900">With the couriers: {exactRupees(totalPaise)}</h2>
      {couriers.length === 0 ? (
        <p className="card mt-2 p-6 text-slate-700">Every rupee collected on delivery has been remitted.</p>
      ) : (
        <dl className="mt-2 grid gap-3 sm:grid-cols-3">
          {couriers.map((c) => (
            <div key={c.courier} className="card p-3">
              <dt className="text-sm text-slate-600">
                {c.courier} ({c.parcels} {c.parcels === 1 ? 'parcel' : 'parcels'})
              </dt>
              <dd className="text-lg font-semibold text-slate-900">{exactRupees(c.outPaise)}</dd>
              {c.overduePaise > 0 ? <dd className="text-sm font-medium text-red-700">Overdue: {exactRupees(c.overduePaise)}</dd> : null}
            </div>
          ))}
        </dl>
      )}

      {parcels.length > 0 ? (
        <Form method="post" className="card mt-6 p-5">
          <h2 className="text-lg font-semibold text-slate-900">Record a remittance</h2>
          <fieldset className="mt-3" aria-describedby={errors?.parcelIds ? 'parcelIds-error' : undefined}>
            <legend className="field-label">Parcels it pays</legend>
            {errors?.parcelIds ? (
              <p id="parcelIds-error" className="mt-1 text-sm text-red-700">
                {errors.parcelIds}
              </p>
            ) : null}
            <div className="mt-2 overflow-x-auto">
              <table className="w-full min-w-[34rem] text-left text-sm">
                <thead className="text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Parcel
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Courier
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Delivered
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      Collected
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {parcels.map((p) => (
                    <tr key={p.parcelId}>
                      <td className="py-2 pr-3">
                        <label className="flex items-center gap-2">
                          <input
                            type="checkbox"
                            name="parcelIds"
                            value={p.parcelId}
                            defaultChecked={refused?.sent?.parcelIds.includes(p.parcelId)}
                            className="h-4 w-4"
                          />
                          <span className="whitespace-nowrap">Order {p.orderNumber}</span>
                        </label>
                        <Link to={`/admin/orders/${p.orderId}`} className="ml-6 text-xs text-brand-700 underline">
                          Open order
                        </Link>
                      </td>
                      <td className="py-2 pr-3">
                        {p.courier}
                        {p.trackingNumber ? <span className="block text-xs text-slate-600">{p.trackingNumber}</span> : null}
                      </td>
                      <td className="py-2 pr-3">
                        {p.deliveredAt ? formatDate(p.deliveredAt) : '—'}
                        <span className={`block text-xs ${p.overdue ? 'font-medium text-red-700' : 'text-slate-600'}`}>
                          {p.daysOut} {p.daysOut === 1 ? 'day' : 'days'} out{p.overdue ? ': overdue' : ''}
                        </span>
                      </td>
                      <td className="py-2 text-right font-medium">{exactRupees(p.collectedPaise)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </fieldset>
          <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <label htmlFor="courier" className="field-label">
                Courier
              </label>
              <select id="courier" name="courier" className="field-input" defaultValue={refused?.sent?.courier ?? ''}>
                <option value="">Choose…</option>
                {couriers.map((c) => (
                  <option key={c.courier} value={c.courier}>
                    {c.courier}
                  </option>
                ))}
              </select>
              {errors?.courier ? <p className="mt-1 text-sm text-red-700">{errors.courier}</p> : null}
            </div>
            <Field label="UTR" name="utr" autoComplete="off" defaultValue={refused?.sent?.utr} error={errors?.utr} />
            <Field label="Received on" name="receivedOn" type="date" defaultValue={refused?.sent?.receivedOn} error={errors?.receivedOn} />
            <Field label="Amount (₹)" name="amount" inputMode="decimal" defaultValue={refused?.sent?.amount} error={errors?.amount} />
          </div>
          <button type="submit" className="btn-primary mt-4" disabled={busy}>
            Record remittance
          </button>
        </Form>
      ) : null}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Remittances received</h2>
      {remittances.length === 0 ? (
        <p className="mt-2 text-slate-700">None recorded yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {remittances.map((r) => (
            <li key={r.id} className="card flex flex-wrap justify-between gap-3 p-4 text-sm">
              <div>
                <p className="font-semibold text-slate-900">
                  {r.courier} · {formatDate(r.receivedOn)}
                </p>
                <p className="text-slate-700">
                  UTR {r.utr} · {r.parcels} {r.parcels === 1 ? 'parcel' : 'parcels'} · recorded by {r.recordedBy}
                </p>
              </div>
              <p className="text-lg font-semibold text-slate-900">{exactRupees(r.amountPaise)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
