import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { ReviewCard } from '#app/components/reviews/review-card.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { reviewsForAdmin, setReviewHidden } from '#src/modules/reviews/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/reviews'

export const meta = () => noindexMeta('Reviews')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const show = new URL(request.url).searchParams.get('show')
  const hidden = show === 'hidden' ? true : show === 'visible' ? false : undefined
  return { reviews: await reviewsForAdmin(services(context), { hidden }) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const { intent, reviewId = '', reason } = await formValues(request)
  const outcome = await setReviewHidden(services(context), reviewId, intent === 'hide', { reason })
  return data({ ...outcome, reviewId }, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

const FILTERS = [
  [null, 'All'],
  ['visible', 'Shown'],
  ['hidden', 'Hidden'],
] as const

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const [params] = useSearchParams()
  const show = params.get('show')
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Reviews</h1>
      <nav aria-label="Show reviews" className="mt-4 flex flex-wrap gap-2 text-sm">
        {FILTERS.map(([value, label]) => (
          <Link
            key={label}
            to={value ? `/admin/reviews?show=${value}` : '/admin/reviews'}
            aria-current={show === value ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 ${show === value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700'}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {loaderData.reviews.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">No reviews here yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.reviews.map((review) => (
            <ReviewCard key={review.id} review={review}>
              <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                <input type="hidden" name="reviewId" value={review.id} />
                {review.hiddenReason ? (
                  <button type="submit" name="intent" value="show" className="btn-secondary" disabled={busy}>
                    Show again
                    <span className="sr-only">
                      {' '}
                      the review by {review.author} of {review.productName}
                    </span>
                  </button>
                ) : (
                  <>
                    <div className="min-w-0 flex-1">
                      <label htmlFor={`reason-${review.id}`} className="field-label">
                        Reason for hiding
                      </label>
                      <input id={`reason-${review.id}`} name="reason" maxLength={300} className="field-input" />
                    </div>
                    <button type="submit" name="intent" value="hide" className="btn-secondary" disabled={busy}>
                      Hide
                      <span className="sr-only">
                        {' '}
                        the review by {review.author} of {review.productName}
                      </span>
                    </button>
                  </>
                )}
              </Form>
            </ReviewCard>
          ))}
        </ul>
      )}
    </div>
  )
}
