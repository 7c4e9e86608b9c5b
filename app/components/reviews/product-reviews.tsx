import { Form, Link, useNavigation, useSearchParams } from 'react-router'
import { formatDate } from '#src/lib/dates.ts'
import { REVIEW_BODY, REVIEW_TITLE_MAX } from '#src/modules/reviews/browser.ts'
import { FormAlert } from '../form-bits.tsx'
import { StarIcon } from '../icons.tsx'

export interface ReviewItem {
  id: string
  author: string
  verified: boolean
  rating: number
  title: string | null
  body: string
  helpful: number
  createdAt: string
}

interface Props {
  reviews: ReviewItem[]
  distribution: Array<{ stars: number; count: number }>
  total: number
  average: number
  shownAll: boolean
  standing: { canReview: boolean; reason: string | null; mine: ReviewItem | null }
  signedIn: boolean
  outcome?: { ok: boolean; message: string; errors?: Record<string, string | undefined>; reviewId?: string } | null
}

const number = new Intl.NumberFormat('en-IN')

/** Five stars, the first `rating` of them filled; the words are for screen readers. */
function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={`h-4 w-4 ${n <= rating ? 'text-saffron-500' : 'text-slate-300'}`} />
      ))}
    </span>
  )
}

/**
 * The product page's customer reviews: the rating and its distribution, reviews sorted by recency or
 * helpfulness (links: they work without JavaScript), the customer's own form when a delivered order lets
 * them review, or why not. Review text is plain text: React shows it inert.
 */
export function ProductReviews({ reviews, distribution, total, average, shownAll, standing, signedIn, outcome }: Props) {
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const sort = params.get('reviewSort') === 'helpful' ? 'helpful' : 'recent'
  const link = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) value === null ? next.delete(key) : next.set(key, value)
    return `?${next}#reviews`
  }
  const errors = outcome && !outcome.ok ? (outcome.errors ?? {}) : {}
  const mine = standing.mine
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="card mt-8 scroll-mt-24 p-6">
      <h2 id="reviews-heading" className="text-xl font-bold text-slate-900">
        Customer reviews
      </h2>
      {total === 0 ? (
        <p className="mt-2 text-slate-700">No reviews from customers of this shop yet.</p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]">
          <div>
            <p className="flex items-center gap-2">
              <span className="text-3xl font-bold text-slate-900">{average.toFixed(1)}</span>
              <Stars rating={Math.round(average)} />
            </p>
            <p className="text-sm text-slate-600">
              {number.format(total)} {total === 1 ? 'review' : 'reviews'} from customers who bought it
            </p>
            <ul className="mt-3 space-y-1" aria-label="Ratings">
              {distribution.map((d) => (
                <li key={d.stars} className="flex items-center gap-2 text-sm text-slate-700">
                  <span className="w-12 shrink-0">
                    {d.stars} {d.stars === 1 ? 'star' : 'stars'}
                  </span>
                  <span className="h-2 flex-1 overflow-hidden rounded bg-slate-100" aria-hidden="true">
                    <span className="block h-full bg-saffron-500" style={{ width: `${total ? (d.count / total) * 100 : 0}%` }} />
                  </span>
                  <span className="w-10 shrink-0 text-right">{number.format(d.count)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <nav aria-label="Sort reviews" className="flex gap-3 text-sm">
              {(['recent', 'helpful'] as const).map((s) => (
                <Link
                  key={s}
                  to={link({ reviewSort: s === 'recent' ? null : s })}
                  preventScrollReset
                  aria-current={sort === s ? 'true' : undefined}
                  className={sort === s ? 'font-semibold text-brand-800 underline' : 'text-brand-700 hover:underline'}
                >
                  {s === 'recent' ? 'Most recent' : 'Most helpful'}
                </Link>
              ))}
            </nav>
            <ul className="mt-3 divide-y divide-slate-200">
              {reviews.map((review) => (
                <li key={review.id} className="py-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Stars rating={review.rating} />
                    {review.title ? <p className="font-semibold text-slate-900">{review.title}</p> : null}
                  </div>
                  <p className="mt-1 text-xs text-slate-600">
                    {review.author} · {formatDate(review.createdAt)}
                    {review.verified ? <span className="ml-2 font-semibold text-green-800">Verified purchase</span> : null}
                  </p>
                  <p className="mt-2 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{review.body}</p>
                  <Form method="post" preventScrollReset className="mt-2 flex items-center gap-2 text-sm">
                    <input type="hidden" name="intent" value="helpful" />
                    <input type="hidden" name="reviewId" value={review.id} />
                    {signedIn && mine?.id !== review.id ? (
                      <button type="submit" className="btn-small" disabled={busy}>
                        Helpful ({review.helpful})<span className="sr-only"> review by {review.author}</span>
                      </button>
                    ) : (
                      <span className="text-slate-600">{review.helpful} found this helpful</span>
                    )}
                    {outcome?.reviewId === review.id ? (
                      <span role="status" className={outcome.ok ? 'text-green-800' : 'text-red-700'}>
                        {outcome.message}
                      </span>
                    ) : null}
                  </Form>
                </li>
              ))}
            </ul>
            {!shownAll && total > reviews.length ? (
              <Link to={link({ reviews: 'all' })} preventScrollReset className="text-sm font-semibold text-brand-700 hover:underline">
                Show all {number.format(total)} reviews
              </Link>
            ) : null}
          </div>
        </div>
      )}

      {standing.canReview ? (
        <Form method="post" preventScrollReset className="mt-6 max-w-xl space-y-4 border-t border-slate-200 pt-6" noValidate>
          <input type="hidden" name="intent" value="review" />
          <h3 className="text-lg font-semibold text-slate-900">{mine ? 'Edit your review' : 'Review this product'}</h3>
          {outcome && !outcome.reviewId ? (
            outcome.ok ? (
              <p role="status" className="rounded-lg bg-green-50 px-4 py-2 text-sm text-green-800">
                {outcome.message}
              </p>
            ) : (
              <FormAlert message={outcome.message} />
            )
          ) : null}
          <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
            <legend className="field-label">Your rating</legend>
            <div className="flex flex-wrap gap-3">
              {[5, 4, 3, 2, 1].map((n) => (
                <label key={n} className="flex items-center gap-1.5 text-sm text-slate-800">
                  <input type="radio" name="rating" value={n} defaultChecked={mine?.rating === n} className="h-4 w-4 accent-brand-700" />
                  {n} {n === 1 ? 'star' : 'stars'}
                </label>
              ))}
            </div>
            {errors.rating ? (
              <p id="rating-error" className="field-error">
                {errors.rating}
              </p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor="review-title" className="field-label">
              Title (optional)
            </label>
            <input id="review-title" name="title" maxLength={REVIEW_TITLE_MAX} defaultValue={mine?.title ?? ''} className="field-input" />
          </div>
          <div>
            <label htmlFor="review-body" className="field-label">
              Your review
            </label>
            <textarea
              id="review-body"
              name="body"
              rows={5}
              minLength={REVIEW_BODY.min}
              maxLength={REVIEW_BODY.max}
              defaultValue={mine?.body ?? ''}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? 'review-body-error review-body-hint' : 'review-body-hint'}
              className="field-input"
            />
            <p id="review-body-hint" className="mt-1 text-xs text-slate-600">
              {REVIEW_BODY.min} to {number.format(REVIEW_BODY.max)} characters. Plain text; it is shown with your first name and initial.
            </p>
            {errors.body ? (
              <p id="review-body-error" className="field-error">
                {errors.body}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            {mine ? 'Update review' : 'Publish review'}
          </button>
        </Form>
      ) : (
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
          {standing.reason}
          {!signedIn ? (
            <>
              {' '}
              <Link to="/login" className="font-semibold text-brand-700 hover:underline">
                Sign in
              </Link>
            </>
          ) : null}
        </p>
      )}
    </section>
  )
}
