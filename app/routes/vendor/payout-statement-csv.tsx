import { data } from 'react-router'
import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { csvResponse } from '#app/lib/csv-response.ts'
import { ownStatementCsv } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/payout-statement-csv'

/** GET /vendor/payouts/:payoutId.csv: one of the seller's own statements, line by line. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await asVendor(() => ownStatementCsv(services(context), params.payoutId))
  if (!found) throw data('No such statement.', { status: 404 })
  return csvResponse(found.csv, found.name)
}
