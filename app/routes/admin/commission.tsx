import { data, Form, useNavigation } from 'react-router'
import { Field, LabelledControl, OutcomeMessage } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDate } from '#src/lib/dates.ts'
import { CATEGORIES } from '#src/modules/catalog/browser.ts'
import { listCommissionRates, setCommissionRate } from '#src/modules/ledger/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/commission'

export const meta = () => noindexMeta('Commission')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return listCommissionRates(services(context))
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const values = await formValues(request)
  const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))
  const outcome = await setCommissionRate(services(context), input)
  if (!outcome.ok) return data(outcome, { status: httpStatusOf(outcome) })
  return { ok: true as const, message: outcome.message, errors: undefined }
}

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)

export default function AdminCommission({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const errors = actionData?.errors ?? {}
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Commission</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        A percentage of each line's taxable value, and a fee per parcel, with GST at 18% on both. A seller's own rate wins over its
        category's. A rate applies to lines ordered from its date on; lines ordered before keep theirs.
      </p>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      <Form method="post" className="card mt-4 grid max-w-3xl gap-4 p-5 sm:grid-cols-2">
        <LabelledControl label="Applies to" name="subject" error={errors.subject}>
          {(control) => (
            <select {...control} defaultValue="category">
              <option value="category">A category</option>
              <option value="seller">One seller</option>
            </select>
          )}
        </LabelledControl>
        <LabelledControl label="Category" name="category" error={errors.category} hint="For a category's rate">
          {(control) => (
            <select {...control} defaultValue="">
              <option value="">Choose a category</option>
              {CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          )}
        </LabelledControl>
        <LabelledControl label="Seller" name="vendorId" error={errors.vendorId} hint="For one seller's rate">
          {(control) => (
            <select {...control} defaultValue="">
              <option value="">Choose a seller</option>
              {loaderData.sellers.map((seller) => (
                <option key={seller.id} value={seller.id}>
                  {seller.name}
                </option>
              ))}
            </select>
          )}
        </LabelledControl>
        <Field label="Commission (%)" name="percent" inputMode="decimal" required error={errors.percent} />
        <Field label="Fee per parcel (₹)" name="fixedFeeRupees" inputMode="numeric" defaultValue="0" error={errors.fixedFeeRupees} />
        <Field label="Applies from" name="effectiveFrom" type="date" defaultValue={today()} required error={errors.effectiveFrom} />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy}>
            Save rate
          </button>
        </div>
      </Form>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Rates, newest first</h2>
      {loaderData.rates.length === 0 ? (
        <p className="mt-2 text-slate-700">No rates yet: until one is set, sellers pay no commission.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {loaderData.rates.map((rate) => (
            <li key={rate.id} className="card p-3 text-sm text-slate-800">
              <span className="font-semibold">{rate.category ?? rate.vendorName}</span>: {rate.rateBp / 100}%
              {Number(rate.fixedFeePaise) > 0 ? ` + ₹${Number(rate.fixedFeePaise) / 100} per parcel` : ''} from{' '}
              {formatDate(rate.effectiveFrom)} · set by {rate.createdBy}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
