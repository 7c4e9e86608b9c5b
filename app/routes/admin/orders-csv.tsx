import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { ordersCsv, parseOrderFilter } from '#src/modules/admin/index.ts'
import type { Route } from './+types/orders-csv'

/** GET /admin/orders.csv: the orders the admin's filters show (status, payment, dates, search), every page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const filter = parseOrderFilter(new URL(request.url).searchParams)
  const day = new Date().toISOString().slice(0, 10)
  return csvResponse(await ordersCsv(services(context), filter), `deccan-digital-orders-${day}.csv`)
}
