import { data, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router'
import { ConfirmAction } from '#app/components/confirm-action.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { ProfileChanges, SellerDecisions, SellerDocumentsReview } from '#app/components/seller-review.tsx'
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
  const { intent, reason, version } = await formValues(request)
  const outcome = await reviewSeller(services(context), params.vendorId, intent, reason, version)
  if (outcome.ok) return redirect(`/admin/sellers?notice=${encodeURIComponent(outcome.message)}`)
  return data({ ...outcome, intent }, { status: httpStatusOf(outcome) })
}

/**
 * A refused decision answers 409, after which React Router keeps the page's data by default: here the
 * refusal means the profile changed, so the page reloads it (and its version) to show what is now there.
 */
export const shouldRevalidate = ({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  actionStatus === 409 || defaultShouldRevalidate

const QUESTIONS = {
  approve: 'Approve this seller? Its published products go on sale at once, and it is emailed.',
  reject: 'Reject this profile? The seller is emailed the reason and can correct and resubmit it.',
  suspend: 'Suspend this seller? Its products leave the shop at once, and it is emailed the reason.',
  reinstate: 'Reinstate this seller? Its published products go on sale again, and it is emailed.',
} as const

export default function AdminSeller({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, moves, decisions } = loaderData
  const busy = useNavigation().state === 'submitting'
  const changes = actionData && !actionData.ok && 'changes' in actionData ? actionData.changes : []
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
      {changes.length > 0 ? <ProfileChanges changes={changes} /> : null}
      {profile.missing.length > 0 ? (
        <p className="card mt-4 p-4 text-sm text-slate-700">Not filled in or uploaded yet: {profile.missing.join(', ')}.</p>
      ) : null}
      {/* The documents beside the details they prove, side by side on a wide screen (decision 079). */}
      <div className="mt-4 grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Profile details" className="card p-5">
          <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
            {profile.details.map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-700">{label}</dt>
                <dd className="text-slate-900 [overflow-wrap:anywhere]">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
        {profile.isStore ? null : <SellerDocumentsReview vendorId={profile.vendorId} documents={profile.documents} />}
      </div>
      {moves.length > 0 ? (
        <div className="mt-6 flex flex-wrap items-start gap-3">
          {moves.map((move) => {
            const rule = SELLER_MOVES[move]
            // A decision refused because the profile changed closes its question: the admin reads what changed first.
            const refused = actionData && !actionData.ok && actionData.intent === move && changes.length === 0
            return (
              <ConfirmAction
                key={`${move}-${profile.version}`}
                label={rule.label}
                question={QUESTIONS[move]}
                confirmLabel={`Yes, ${rule.label.toLowerCase()}`}
                intent={move}
                busy={busy}
                tone={move === 'approve' || move === 'reinstate' ? 'primary' : 'danger'}
                open={Boolean(refused)}
              >
                <input type="hidden" name="version" value={profile.version} />
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
                ) : (
                  <div className="mb-2">
                    <label htmlFor={`note-${move}`} className="field-label">
                      Note for the record (optional)
                    </label>
                    <textarea
                      id={`note-${move}`}
                      name="reason"
                      rows={2}
                      className="field-input"
                      aria-describedby={`note-${move}-hint${refused && actionData.errors?.reason ? ` note-${move}-error` : ''}`}
                      aria-invalid={refused && actionData.errors?.reason ? true : undefined}
                    />
                    <p id={`note-${move}-hint`} className="mt-1 text-xs text-slate-600">
                      Kept with the decision, for other admins; the seller is not told it.
                    </p>
                    {refused && actionData.errors?.reason ? (
                      <p id={`note-${move}-error`} className="field-error">
                        {actionData.errors.reason}
                      </p>
                    ) : null}
                  </div>
                )}
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
      {profile.isStore ? null : <SellerDecisions decisions={decisions} />}
    </>
  )
}
