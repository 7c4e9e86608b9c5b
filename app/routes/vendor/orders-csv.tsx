import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { ORDER_STATUSES } from '#src/modules/orders/browser.ts'
import { ownOrderLinesCsv } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/orders-csv'

/** GET /vendor/orders.csv: the vendor's own order lines (the page's status filter applies). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get('status')
  const status = ORDER_STATUSES.find((s) => s === wanted)
  const csv = await asVendor(() => ownOrderLinesCsv(services(context), status))
  return csvResponse(csv, `deccan-digital-my-orders-${new Date().toISOString().slice(0, 10)}.csv`)
}
