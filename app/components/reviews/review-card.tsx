import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#src/lib/dates.ts'

/** One review in the back office: product, reviewer, rating, text, and whatever the page adds below. */
export function ReviewCard({
  review,
  children,
}: {
  review: {
    productName: string
    productSlug: string | null
    author: string
    verified: boolean
    rating: number
    title: string | null
    body: string
    helpful: number
    createdAt: string
    hiddenReason: string | null
  }
  children?: ReactNode
}) {
  return (
    <li className="card p-5 text-sm">
      <p className="font-semibold text-slate-900">
        {review.productSlug ? (
          <Link to={`/products/${review.productSlug}#reviews`} className="hover:underline">
            {review.productName}
          </Link>
        ) : (
          review.productName
        )}
      </p>
      <p className="mt-1 text-slate-600">
        {review.rating} of 5 stars · {review.author} · {formatDate(review.createdAt)}
        {review.verified ? ' · Verified purchase' : ''} · {review.helpful} found it helpful
      </p>
      {review.title ? <p className="mt-2 font-medium text-slate-900">{review.title}</p> : null}
      <p className="mt-1 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{review.body}</p>
      {review.hiddenReason ? (
        <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-950">Hidden from shoppers: {review.hiddenReason}</p>
      ) : null}
      {children}
    </li>
  )
}
