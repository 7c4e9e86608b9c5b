import { data } from 'react-router'
import { CommissionInvoice } from '#app/components/commission-invoice.tsx'
import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { ownCommissionInvoice } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/commission-invoice'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(`Commission invoice ${loaderData?.invoice.invoiceNumber ?? ''}`)

/** GET /vendor/payouts/invoices/:invoiceId: one of the store's commission invoices to this seller, to print. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await asVendor(() => ownCommissionInvoice(services(context), params.invoiceId))
  if (!found.ok) throw data(found.message, { status: 404 })
  return { invoice: found.invoice }
}

export default function VendorCommissionInvoice({ loaderData }: Route.ComponentProps) {
  return <CommissionInvoice back={{ to: '/vendor/payouts', label: 'All payouts' }} invoice={loaderData.invoice} />
}
