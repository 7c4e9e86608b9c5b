import { ReviewCard } from '#app/components/reviews/review-card.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { reviewsOfOwnProducts } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/reviews'

export const meta = () => noindexMeta('Reviews of your products')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return { reviews: await asVendor(() => reviewsOfOwnProducts(services(context))) }
}

export default function VendorReviews({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Reviews of your products</h1>
      <p className="mt-2 text-slate-700">What customers who received your products say, newest first. The shop hides abusive ones.</p>
      {loaderData.reviews.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">No reviews of your products yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      )}
    </div>
  )
}
