import { data, Link, redirect, useNavigation } from 'react-router'
import { ConfirmAction } from '#app/components/confirm-action.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDate } from '#src/lib/dates.ts'
import { SELLER_MOVES } from '#src/modules/sellers/browser.ts'
import { reviewSeller, sellerForReview } from '#src/modules/sellers/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/seller'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(loaderData ? `Seller: ${loaderData.profile.displayName}` : 'Seller')

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const found = await sellerForReview(services(context), params.vendorId)
  if (!found) throw data(null, { status: 404 })
  return found
}

export async function action({ params, request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const { intent, reason } = await formValues(request)
  const outcome = await reviewSeller(services(context), params.vendorId, intent, reason)
  if (outcome.ok) return redirect(`/admin/sellers?notice=${encodeURIComponent(outcome.message)}`)
  return data({ ...outcome, intent }, { status: httpStatusOf(outcome) })
}

const QUESTIONS = {
  approve: 'Approve this seller? Its published products go on sale at once, and it is emailed.',
  reject: 'Reject this profile? The seller is emailed the reason and can correct and resubmit it.',
  suspend: 'Suspend this seller? Its products leave the shop at once, and it is emailed the reason.',
  reinstate: 'Reinstate this seller? Its published products go on sale again, and it is emailed.',
} as const

export default function AdminSeller({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, moves } = loaderData
  const busy = useNavigation().state === 'submitting'
  const v = profile.values
  const rows: Array<[string, string]> = [
    ['Legal name', v.legalName],
    [
      'Registered address',
      [v.addressLine1, v.addressLine2, `${v.city} ${v.pincode}`, profile.stateName].filter((s) => s.trim()).join(', '),
    ],
    ['GSTIN', v.gstin],
    ['PAN', v.pan],
    ['Customer care', [v.email, v.carePhone].filter(Boolean).join(', ')],
    ['Grievance officer', [v.grievanceName, v.grievanceDesignation, v.grievanceEmail, v.grievancePhone].filter(Boolean).join(', ')],
    ['Bank account', [v.bankAccountHolder, v.bankIfsc, profile.bankAccountMasked ?? ''].filter(Boolean).join(', ')],
    ['Invoice prefix', v.invoicePrefix],
  ]
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/sellers" className="text-brand-700 underline">
          Sellers
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{profile.displayName}</h1>
      <p className="mt-1 text-slate-700">
        {profile.statusLabel}
        {profile.submittedAt ? `, submitted ${formatDate(profile.submittedAt)}` : ''}
        {profile.reviewedAt ? `, reviewed ${formatDate(profile.reviewedAt)}` : ''}
      </p>
      {profile.statusReason ? <p className="mt-1 text-sm text-slate-700">Reason given: {profile.statusReason}</p> : null}
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {profile.missing.length > 0 ? (
        <p className="card mt-4 p-4 text-sm text-slate-700">Not filled in yet: {profile.missing.join(', ')}.</p>
      ) : null}
      <div className="card mt-4 p-5">
        <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="text-slate-900 [overflow-wrap:anywhere]">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
      {moves.length > 0 ? (
        <div className="mt-6 flex flex-wrap items-start gap-3">
          {moves.map((move) => {
            const rule = SELLER_MOVES[move]
            const refused = actionData && !actionData.ok && actionData.intent === move
            return (
              <ConfirmAction
                key={move}
                label={rule.label}
                question={QUESTIONS[move]}
                confirmLabel={`Yes, ${rule.label.toLowerCase()}`}
                intent={move}
                busy={busy}
                tone={move === 'approve' || move === 'reinstate' ? 'primary' : 'danger'}
                open={Boolean(refused)}
              >
                {rule.needsReason ? (
                  <div className="mb-2">
                    <label htmlFor={`reason-${move}`} className="field-label">
                      Reason the seller will read
                    </label>
                    <textarea
                      id={`reason-${move}`}
                      name="reason"
                      rows={3}
                      className="field-input"
                      aria-invalid={refused && actionData.errors?.reason ? true : undefined}
                      aria-describedby={refused && actionData.errors?.reason ? `reason-${move}-error` : undefined}
                    />
                    {refused && actionData.errors?.reason ? (
                      <p id={`reason-${move}-error`} className="field-error">
                        {actionData.errors.reason}
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </ConfirmAction>
            )
          })}
        </div>
      ) : (
        <p className="mt-6 text-sm text-slate-700">
          {profile.isStore
            ? 'This is the store itself: it always sells, and its details are in Settings.'
            : 'Nothing to decide until the seller submits its profile.'}
        </p>
      )}
    </>
  )
}
