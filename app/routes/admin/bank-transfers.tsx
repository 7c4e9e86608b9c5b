import { data, Form, Link, useNavigation } from 'react-router'
import { Field, OutcomeMessage } from '#app/components/form-bits.tsx'
import { exactRupees } from '#app/components/money/exact-amount.ts'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { TRANSFER_HOLD_DAYS } from '#src/modules/orders/browser.ts'
import { bankTransfersPage, recordStatementLine } from '#src/modules/orders/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/bank-transfers'

export const meta = () => noindexMeta('Bank transfers')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return bankTransfersPage(services(context))
}

const FIELDS = ['narration', 'utr', 'receivedOn', 'amount', 'accept'] as const

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const form = await request.formData()
  const sent = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? '')])) as Record<(typeof FIELDS)[number], string>
  const outcome = await recordStatementLine(services(context), sent)
  if (!outcome.ok) return data({ ...outcome, sent }, { status: httpStatusOf(outcome) })
  return { ok: true as const, message: outcome.message, errors: undefined, sent: undefined }
}

/**
 * Orders paid by bank transfer (decision 074): those waiting for their money, and the form that matches a
 * line of the store's bank statement to one of them by the reference in its narration and its amount.
 */
export default function AdminBankTransfers({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { waiting, recent } = loaderData
  const refused = actionData && !actionData.ok ? actionData : undefined
  const errors = refused?.errors
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Bank transfers</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Shoppers who pay by NEFT, RTGS or IMPS write their order's reference in the transfer's remarks; an order holds its items for{' '}
        {TRANSFER_HOLD_DAYS} days. Enter each credit as the bank statement shows it: it is matched to the order its narration names, and to
        the amount still to pay.
      </p>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>

      <Form method="post" className="card mt-6 p-5">
        <h2 className="text-lg font-semibold text-slate-900">Enter a statement line</h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2 lg:col-span-4">
            <Field
              label="Narration"
              name="narration"
              autoComplete="off"
              hint="As the statement shows it, with the reference the payer gave (DD followed by ten digits)"
              defaultValue={refused?.sent?.narration}
              error={errors?.narration}
            />
          </div>
          <Field label="UTR" name="utr" autoComplete="off" defaultValue={refused?.sent?.utr} error={errors?.utr} />
          <Field label="Received on" name="receivedOn" type="date" defaultValue={refused?.sent?.receivedOn} error={errors?.receivedOn} />
          <Field label="Amount (₹)" name="amount" inputMode="decimal" defaultValue={refused?.sent?.amount} error={errors?.amount} />
          <div>
            <label htmlFor="accept" className="field-label">
              If the amount is not what the order asks
            </label>
            <select id="accept" name="accept" className="field-input" defaultValue={refused?.sent?.accept ?? ''}>
              <option value="">Refuse it and tell me why</option>
              <option value="part">It is a part payment: ask for the rest</option>
              <option value="over">It is an over-payment: send the excess back</option>
            </select>
          </div>
        </div>
        <button type="submit" className="btn-primary mt-4" disabled={busy}>
          Match to its order
        </button>
      </Form>

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Waiting for a transfer</h2>
      {waiting.length === 0 ? (
        <p className="card mt-2 p-6 text-slate-700">No order is waiting for a bank transfer.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {waiting.map((w) => (
            <li key={w.id} className="card flex flex-wrap items-start justify-between gap-3 p-4 text-sm">
              <div>
                <p className="font-semibold text-slate-900">
                  <Link to={`/admin/orders/${w.id}`} className="text-brand-700 underline">
                    Order {w.orderNumber}
                  </Link>{' '}
                  · {w.payer}
                </p>
                <p className="text-slate-700">
                  Reference <code className="font-mono">{w.reference}</code> · pay by {formatDate(w.payBy)}
                </p>
                <p className={w.overdue ? 'font-medium text-red-700' : 'text-slate-700'}>
                  {w.held ? 'Items held' : 'Items released: the date passed'}
                </p>
              </div>
              <div className="text-right">
                <p className="text-lg font-semibold text-slate-900">{exactRupees(w.duePaise - w.receivedPaise)}</p>
                {w.receivedPaise > 0 ? (
                  <p className="text-slate-700">
                    {exactRupees(w.receivedPaise)} of {exactRupees(w.duePaise)} received
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Lines entered</h2>
      {recent.length === 0 ? (
        <p className="mt-2 text-slate-700">None entered yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {recent.map((r) => (
            <li key={r.id} className="card flex flex-wrap justify-between gap-3 p-4 text-sm">
              <div>
                <p className="font-semibold text-slate-900">
                  Order {r.orderNumber} · {formatDate(r.receivedOn)}
                </p>
                <p className="break-words text-slate-700">
                  UTR {r.utr} · {r.narration} · entered by {r.recordedBy}
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
