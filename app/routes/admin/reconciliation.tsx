import { data, Form, Link, useNavigation } from 'react-router'
import { Field, OutcomeMessage } from '#app/components/form-bits.tsx'
import { exactRupees } from '#app/components/money/exact-amount.ts'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDate } from '#src/lib/dates.ts'
import { gatewayReconciliation, resolveGatewayDifference } from '#src/modules/orders/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/reconciliation'

export const meta = () => noindexMeta('Payment gateway reconciliation')

/** What each kind of difference is, as the admin reads it. */
const KINDS: Record<string, string> = {
  'payment-not-recorded': 'Payment the shop never heard of',
  'payment-amount': 'Payment amount differs',
  'payment-unknown': 'Payment for no order',
  'payment-not-for-order': 'Payment for an order not waiting for one',
  'refund-not-recorded': 'Refund made in the Dashboard',
  'refund-amount': 'Refund amount differs',
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return gatewayReconciliation(services(context))
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const { differenceId = '', note } = await formValues(request)
  const outcome = await resolveGatewayDifference(services(context), differenceId, note)
  if (!outcome.ok) return data({ ...outcome, differenceId }, { status: httpStatusOf(outcome) })
  return { ok: true as const, message: outcome.message, differenceId, errors: undefined }
}

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`

/** The gateway's name as the admin knows it (its Dashboard's). */
const GATEWAYS: Record<string, string> = { razorpay: 'Razorpay', stripe: 'Stripe' }
const gatewayName = (gateway: string) => GATEWAYS[gateway] ?? gateway
/** What a gateway calls the money it pays to the bank. */
const transfers = (gateway: string) => (gateway === 'stripe' ? 'payout' : 'settlement')

type Difference = Awaited<ReturnType<typeof loader>>['open'][number]

function Amounts({ difference }: { difference: Difference }) {
  if (difference.expectedPaise === null && difference.seenPaise === null) return null
  return (
    <p className="text-sm text-slate-700">
      {difference.expectedPaise !== null ? <>Shop: {exactRupees(difference.expectedPaise)} · </> : null}
      {difference.seenPaise !== null ? (
        <>
          {gatewayName(difference.gateway)}: {exactRupees(difference.seenPaise)}
        </>
      ) : null}
    </p>
  )
}

export default function AdminReconciliation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { days, open, settled, gateways } = loaderData
  const errorsFor = (id: string) => (actionData && !actionData.ok && actionData.differenceId === id ? actionData.errors : undefined)
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Payment gateway reconciliation</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Each morning yesterday's payments, refunds and settlements (payouts, at Stripe) at each payment gateway are matched with the shop's
        orders and refunds. A payment or a Dashboard refund the shop missed is recorded at once; anything else is listed here until you
        resolve it. The gateways' fees are booked as the store's expense, and each settlement or payout as money at the bank.
      </p>
      {gateways.length > 0 ? (
        <p className="mt-2 text-slate-700">Reconciled with {gateways.join(' and ')}.</p>
      ) : (
        <p className="card mt-4 p-4 text-slate-700">
          Neither Razorpay nor Stripe is configured on this server: there is nothing to reconcile with.
        </p>
      )}
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>

      <h2 className="mt-6 text-lg font-semibold text-slate-900">Open differences</h2>
      {open.length === 0 ? (
        <p className="mt-2 text-slate-700">None: the gateway and the shop agree.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {open.map((d) => (
            <li key={d.id} className="card border-amber-300 p-4">
              <p className="font-semibold text-slate-900">
                {KINDS[d.kind] ?? d.kind} · {gatewayName(d.gateway)} · {formatDate(d.day)}
              </p>
              <p className="mt-1 text-sm text-slate-800">{d.detail}</p>
              <Amounts difference={d} />
              <p className="text-sm text-slate-600">
                {gatewayName(d.gateway)} reference <span className="font-mono">{d.reference}</span>
                {d.orderId ? (
                  <>
                    {' · '}
                    <Link to={`/admin/orders/${d.orderId}`} className="font-medium text-brand-700 underline">
                      Open order
                    </Link>
                  </>
                ) : null}
              </p>
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
                <input type="hidden" name="differenceId" value={d.id} />
                <div className="min-w-64 grow">
                  <Field label="What was done" name="note" id={`note-${d.id}`} error={errorsFor(d.id)?.note} />
                </div>
                <button type="submit" className="btn-secondary" disabled={busy}>
                  Resolve
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-8 text-lg font-semibold text-slate-900">Days reconciled</h2>
      {days.length === 0 ? (
        <p className="mt-2 text-slate-700">
          No day has been reconciled yet: the first runs the morning after the first online payment day.
        </p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {days.map((day) => (
            <li key={`${day.day}-${day.gateway}`}>
              {formatDate(day.day)}, {gatewayName(day.gateway)}: {count(day.payments, 'payment')}, {count(day.refunds, 'refund')},{' '}
              {count(day.settlements, transfers(day.gateway))} ·{' '}
              {day.differences === 0 ? 'no differences' : `${day.differences} ${day.differences === 1 ? 'difference' : 'differences'}`}
            </li>
          ))}
        </ul>
      )}

      {settled.length > 0 ? (
        <>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">Fixed and resolved</h2>
          <ul className="mt-2 space-y-2">
            {settled.map((d) => (
              <li key={d.id} className="card p-4 text-sm">
                <p className="font-semibold text-slate-900">
                  {KINDS[d.kind] ?? d.kind} · {gatewayName(d.gateway)} · {formatDate(d.day)} ·{' '}
                  {d.status === 'fixed' ? 'fixed by the reconciliation' : `resolved by ${d.resolvedBy}`}
                </p>
                <p className="mt-1 text-slate-800">{d.detail}</p>
                {d.resolution ? <p className="text-slate-700">{d.resolution}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}
