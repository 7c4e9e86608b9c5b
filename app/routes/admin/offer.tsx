import { data } from 'react-router'
import { type OfferActionData, OfferPage } from '#app/components/offers/offer-pages.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { offerFormValues, offerInput, offerValuesOf } from '#app/lib/offer-form.server.ts'
import { endStoreOffer, makeStoreOfferCodes, storeOffer, updateStoreOffer } from '#src/modules/admin/index.ts'
import { listCommissionRates } from '#src/modules/ledger/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/offer'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(loaderData?.offer.name ?? 'Offer')

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const offer = await storeOffer(ctx, params.offerId)
  if (!offer) throw data('Offer not found', { status: 404 })
  const { sellers } = await listCommissionRates(ctx)
  return { offer, values: offerValuesOf(offer), sellers: sellers.map((s) => ({ id: s.id, name: s.name })) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const offer = await storeOffer(ctx, params.offerId)
  if (!offer) throw data('Offer not found', { status: 404 })
  const values = await offerFormValues(request)
  const intent = values.intent
  const outcome =
    intent === 'end'
      ? await endStoreOffer(ctx, offer.id)
      : intent === 'codes'
        ? await makeStoreOfferCodes(ctx, offer.id, values.count)
        : // What orders fixed (disabled in the form) comes from the offer as it is.
          await updateStoreOffer(ctx, offer.id, await offerInput(ctx, { ...offerValuesOf(offer), ...values }, true))
  if (!outcome.ok)
    return data<OfferActionData>({ ...outcome, values: intent === 'save' ? values : undefined }, { status: httpStatusOf(outcome) })
  return { ok: true, message: outcome.message } satisfies OfferActionData
}

export default function AdminOffer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OfferPage
      offer={loaderData.offer}
      values={loaderData.values}
      base="/admin/offers"
      actionData={actionData}
      sellers={loaderData.sellers}
    />
  )
}
