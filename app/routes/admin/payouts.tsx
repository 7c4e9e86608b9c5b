import { data, Form, Link, useNavigation } from 'react-router'
import { ConfirmAction } from '#app/components/confirm-action.tsx'
import { Field, OutcomeMessage } from '#app/components/form-bits.tsx'
import { exactRupees } from '#app/components/money/exact-amount.ts'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDate } from '#src/lib/dates.ts'
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '#src/modules/ledger/browser.ts'
import { adminPayouts, movePayout, type PayoutMove } from '#src/modules/ledger/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/payouts'

export const meta = () => noindexMeta('Payouts')

const STATUSES = Object.keys(PAYOUT_STATUS_LABELS) as PayoutStatus[]
const MOVES: readonly PayoutMove[] = ['approve', 'paid', 'failed']

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const asked = new URL(request.url).searchParams.get('status') ?? ''
  const status = STATUSES.find((s) => s === asked)
  return { status: status ?? '', ...(await adminPayouts(services(context), status)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const { payoutId = '', intent = '', utr, reason } = await formValues(request)
  const move = MOVES.find((m) => m === intent)
  if (!move) return data({ ok: false, message: 'Choose what to do with the payout.', payoutId, errors: undefined }, { status: 400 })
  const outcome = await movePayout(services(context), payoutId, move, { utr, reason })
  if (!outcome.ok) return data({ ...outcome, payoutId, intent }, { status: httpStatusOf(outcome) })
  return { ok: true, message: outcome.message, payoutId, intent, errors: undefined }
}

export default function AdminPayouts({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { books } = loaderData
  const errorsFor = (payoutId: string, intent: string) =>
    actionData && !actionData.ok && actionData.payoutId === payoutId && 'intent' in actionData && actionData.intent === intent
      ? actionData.errors
      : undefined
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Payouts</h1>
      <p className="mt-1 text-slate-700">
        Each Monday's settlement makes a statement per seller; approve each payout, then record the bank transfer's UTR or that it failed.
      </p>
      <nav aria-label="Tax reports and invoices" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to="/admin/reports/tcs" className="font-medium text-brand-700 underline hover:no-underline">
          TCS by seller (GSTR-8)
        </Link>
        <Link to="/admin/reports/tds" className="font-medium text-brand-700 underline hover:no-underline">
          TDS by seller (section 194-O)
        </Link>
        <Link to="/admin/payouts/invoices" className="font-medium text-brand-700 underline hover:no-underline">
          Commission invoices to sellers
        </Link>
      </nav>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>

      <h2 className="mt-6 text-lg font-semibold text-slate-900">The store's books</h2>
      <dl className="mt-2 grid gap-3 sm:grid-cols-3">
        {(
          [
            ['Commission income', books.commissionPaise],
            ['GST on commission (payable)', books.commissionGstPaise],
            ['TCS payable (section 52)', books.tcsPaise],
            ['TDS payable (section 194-O)', books.tdsPaise],
            ['Held for customers', books.heldForCustomersPaise],
            ['Owed to sellers', books.owedToSellersPaise],
          ] as const
        ).map(([label, paise]) => (
          <div key={label} className="card p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{exactRupees(paise)}</dd>
          </div>
        ))}
      </dl>

      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="payout-status" className="field-label">
            Status
          </label>
          <select id="payout-status" name="status" defaultValue={loaderData.status} className="field-input">
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYOUT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>

      {loaderData.payouts.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No payouts{loaderData.status ? ' with this status' : ' yet'}.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {loaderData.payouts.map((payout) => (
            <li key={payout.id} className="card p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-slate-900">{payout.vendorName}</p>
                  <p className="text-sm text-slate-700">
                    {payout.statementNumber} · week to {formatDate(payout.cutoff)} · {PAYOUT_STATUS_LABELS[payout.status]}
                    {payout.utr ? ` · UTR ${payout.utr}` : ''}
                    {payout.failureReason ? ` · ${payout.failureReason}` : ''}
                  </p>
                </div>
                <p className="text-lg font-semibold text-slate-900">{exactRupees(Number(payout.amountPaise))}</p>
              </div>
              {payout.status === 'pending' ? (
                <div className="mt-3">
                  <ConfirmAction
                    label="Approve payout"
                    question={`Approve ${exactRupees(Number(payout.amountPaise))} to ${payout.vendorName}?`}
                    confirmLabel="Yes, approve"
                    intent="approve"
                    tone="primary"
                    busy={busy}
                  >
                    <input type="hidden" name="payoutId" value={payout.id} />
                  </ConfirmAction>
                </div>
              ) : null}
              {payout.status === 'approved' ? (
                <div className="mt-3 flex flex-wrap gap-3">
                  <ConfirmAction
                    label="Mark paid"
                    question={`The bank has sent ${exactRupees(Number(payout.amountPaise))} to ${payout.vendorName}: its UTR?`}
                    confirmLabel="Record payment"
                    intent="paid"
                    tone="primary"
                    busy={busy}
                    open={Boolean(errorsFor(payout.id, 'paid'))}
                  >
                    <input type="hidden" name="payoutId" value={payout.id} />
                    <Field label="UTR" name="utr" id={`utr-${payout.id}`} autoComplete="off" error={errorsFor(payout.id, 'paid')?.utr} />
                  </ConfirmAction>
                  <ConfirmAction
                    label="Mark failed"
                    question="The transfer failed: the amount goes back to the seller's balance for the next settlement."
                    confirmLabel="Record failure"
                    intent="failed"
                    busy={busy}
                    open={Boolean(errorsFor(payout.id, 'failed'))}
                  >
                    <input type="hidden" name="payoutId" value={payout.id} />
                    <Field label="Reason" name="reason" id={`reason-${payout.id}`} error={errorsFor(payout.id, 'failed')?.reason} />
                  </ConfirmAction>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Settlement runs</h2>
      {loaderData.runs.length === 0 ? (
        <p className="mt-2 text-slate-700">No settlement has run yet; the first runs on Monday at 00:00.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {loaderData.runs.map((run) => (
            <li key={run.id}>
              Week to {formatDate(run.cutoff)}: {run.statements} statement{run.statements === 1 ? '' : 's'}
              {run.finishedAt ? '' : ' (running)'}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
