import { data } from 'react-router'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { storeOfferReportCsv } from '#src/modules/admin/index.ts'
import type { Route } from './+types/offer-report-csv'

/** A store offer's report as CSV: what it did, by seller (issue 43). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const csv = await storeOfferReportCsv(services(context), params.offerId)
  if (csv === null) throw data('Offer not found', { status: 404 })
  return csvResponse(csv, `offer-report-${params.offerId.slice(0, 8)}.csv`)
}
