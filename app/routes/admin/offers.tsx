import { data } from 'react-router'
import { type OfferActionData, OffersPage } from '#app/components/offers/offer-pages.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { offerFormValues, offerInput } from '#app/lib/offer-form.server.ts'
import { indiaDay } from '#src/lib/dates.ts'
import { createStoreOffer, listStoreOffers } from '#src/modules/admin/index.ts'
import { listCommissionRates } from '#src/modules/ledger/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/offers'

export const meta = () => noindexMeta('Offers')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const [offers, { sellers }] = await Promise.all([listStoreOffers(ctx), listCommissionRates(ctx)])
  return { offers, sellers: sellers.map((s) => ({ id: s.id, name: s.name })), today: indiaDay(new Date()) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const values = await offerFormValues(request)
  const outcome = await createStoreOffer(ctx, await offerInput(ctx, values, true))
  if (!outcome.ok) return data<OfferActionData>({ ...outcome, values }, { status: httpStatusOf(outcome) })
  return { ok: true, message: outcome.message } satisfies OfferActionData
}

export default function AdminOffers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OffersPage
      intro="The store's own offers, funded by the store: a seller is paid its full price and the store pays the discount (its promotion expense). Sellers run their own offers from their area."
      offers={loaderData.offers}
      base="/admin/offers"
      actionData={actionData}
      sellers={loaderData.sellers}
      today={loaderData.today}
    />
  )
}
