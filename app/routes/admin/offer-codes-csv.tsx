import { data } from 'react-router'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { storeOfferCodesCsv } from '#src/modules/admin/index.ts'
import type { Route } from './+types/offer-codes-csv'

/** An offer's codes as CSV, for handing single-use codes out (decision 083). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const csv = await storeOfferCodesCsv(services(context), params.offerId)
  if (csv === null) throw data('Offer not found', { status: 404 })
  return csvResponse(csv, `offer-codes-${params.offerId.slice(0, 8)}.csv`)
}
