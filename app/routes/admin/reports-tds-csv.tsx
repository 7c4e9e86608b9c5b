import { data } from 'react-router'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { tdsCsv, tdsReport } from '#src/modules/ledger/index.ts'
import type { Route } from './+types/reports-tds-csv'

/** GET /admin/reports/tds.csv?month=YYYY-MM: the month's TDS by seller (cells guarded as every export). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const month = new URL(request.url).searchParams.get('month') ?? ''
  const rows = await tdsReport(services(context), month)
  if (rows === null) throw data('Please choose a month as YYYY-MM.', { status: 400 })
  return csvResponse(tdsCsv(month, rows), `deccan-digital-tds-${month}.csv`)
}
