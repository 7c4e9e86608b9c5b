import { data } from 'react-router'
import { type OfferActionData, OffersPage } from '#app/components/offers/offer-pages.tsx'
import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { offerFormValues, offerInput } from '#app/lib/offer-form.server.ts'
import { indiaDay } from '#src/lib/dates.ts'
import { createOwnOffer, listOwnOffers, vendorOverview } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/offers'

export const meta = () => noindexMeta('Offers')

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = services(context)
  return asVendor(async () => {
    const [offers, { products }] = await Promise.all([listOwnOffers(ctx), vendorOverview(ctx)])
    return { offers, products: products.map((p) => ({ id: p.id, name: p.name })), today: indiaDay(new Date()) }
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = services(context)
  const values = await offerFormValues(request)
  const outcome = await asVendor(async () => createOwnOffer(ctx, await offerInput(ctx, values, false)))
  if (!outcome.ok) return data<OfferActionData>({ ...outcome, values }, { status: httpStatusOf(outcome) })
  return { ok: true, message: outcome.message } satisfies OfferActionData
}

export default function VendorOffers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <OffersPage
        intro="Your own offers on your own products. You fund them: the discount lowers your sale, and the GST on it, and your invoice shows it line by line. Offers the store runs are paid by the store and never lower what you are paid."
        offers={loaderData.offers}
        base="/vendor/offers"
        actionData={actionData}
        products={loaderData.products}
        today={loaderData.today}
      />
    </div>
  )
}
