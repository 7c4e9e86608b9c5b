import { data } from 'react-router'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { tcsCsv, tcsReport } from '#src/modules/ledger/index.ts'
import type { Route } from './+types/reports-tcs-csv'

/** GET /admin/reports/tcs.csv?month=YYYY-MM: the month's TCS by seller (cells guarded as every export). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const month = new URL(request.url).searchParams.get('month') ?? ''
  const rows = await tcsReport(services(context), month)
  if (rows === null) throw data('Please choose a month as YYYY-MM.', { status: 400 })
  return csvResponse(tcsCsv(month, rows), `deccan-digital-tcs-${month}.csv`)
}
