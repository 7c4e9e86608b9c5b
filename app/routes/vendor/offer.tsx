import { data } from 'react-router'
import { type OfferActionData, OfferPage } from '#app/components/offers/offer-pages.tsx'
import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { offerFormValues, offerInput, offerValuesOf } from '#app/lib/offer-form.server.ts'
import { endOwnOffer, makeOwnOfferCodes, ownOffer, updateOwnOffer, vendorOverview } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/offer'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(loaderData?.offer.name ?? 'Offer')

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = services(context)
  return asVendor(async () => {
    const offer = await ownOffer(ctx, params.offerId)
    if (!offer) throw data('Offer not found', { status: 404 })
    const { products } = await vendorOverview(ctx)
    return { offer, values: offerValuesOf(offer), products: products.map((p) => ({ id: p.id, name: p.name })) }
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = services(context)
  const values = await offerFormValues(request)
  const outcome = await asVendor(async () => {
    const offer = await ownOffer(ctx, params.offerId)
    if (!offer) throw data('Offer not found', { status: 404 })
    if (values.intent === 'end') return endOwnOffer(ctx, offer.id)
    if (values.intent === 'codes') return makeOwnOfferCodes(ctx, offer.id, values.count)
    // What orders fixed (disabled in the form) comes from the offer as it is.
    return updateOwnOffer(ctx, offer.id, await offerInput(ctx, { ...offerValuesOf(offer), ...values }, false))
  })
  if (!outcome.ok)
    return data<OfferActionData>({ ...outcome, values: values.intent === 'save' ? values : undefined }, { status: httpStatusOf(outcome) })
  return { ok: true, message: outcome.message } satisfies OfferActionData
}

export default function VendorOffer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <OfferPage
        offer={loaderData.offer}
        values={loaderData.values}
        base="/vendor/offers"
        actionData={actionData}
        products={loaderData.products}
      />
    </div>
  )
}
