import { data } from 'react-router'
import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { ownOfferCodesCsv } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/offer-codes-csv'

/** A seller's offer's codes as CSV (decision 083). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const csv = await asVendor(() => ownOfferCodesCsv(services(context), params.offerId))
  if (csv === null) throw data('Offer not found', { status: 404 })
  return csvResponse(csv, `offer-codes-${params.offerId.slice(0, 8)}.csv`)
}
