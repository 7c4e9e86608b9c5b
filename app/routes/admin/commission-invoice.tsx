import { data } from 'react-router'
import { CommissionInvoice } from '#app/components/commission-invoice.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { adminCommissionInvoice } from '#src/modules/ledger/index.ts'
import type { Route } from './+types/commission-invoice'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(`Commission invoice ${loaderData?.invoice.invoiceNumber ?? ''}`)

/** GET /admin/payouts/invoices/:invoiceId: any of the store's commission invoices, to print. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const found = await adminCommissionInvoice(services(context), params.invoiceId)
  if (!found.ok) throw data(found.message, { status: 404 })
  return { invoice: found.invoice }
}

export default function AdminCommissionInvoice({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData
  return (
    <CommissionInvoice back={{ to: `/admin/payouts/invoices?month=${invoice.month}`, label: 'Commission invoices' }} invoice={invoice} />
  )
}
