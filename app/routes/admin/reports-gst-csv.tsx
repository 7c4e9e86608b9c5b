import { data } from 'react-router'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { gstReportCsv } from '#src/modules/admin/index.ts'
import type { Route } from './+types/reports-gst-csv'

/** GET /admin/reports/gst.csv?month=YYYY-MM: the month's invoices and credit notes, a row per line. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const month = new URL(request.url).searchParams.get('month') ?? ''
  const csv = await gstReportCsv(services(context), month)
  if (csv === null) throw data('Please choose a month as YYYY-MM.', { status: 400 })
  return csvResponse(csv, `deccan-digital-gst-${month}.csv`)
}
