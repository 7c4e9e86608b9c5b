import { data } from 'react-router'
import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { ownOfferReportCsv } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/offer-report-csv'

/** A seller's own offer's report as CSV (issue 43). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const csv = await asVendor(() => ownOfferReportCsv(services(context), params.offerId))
  if (csv === null) throw data('Offer not found', { status: 404 })
  return csvResponse(csv, `offer-report-${params.offerId.slice(0, 8)}.csv`)
}
