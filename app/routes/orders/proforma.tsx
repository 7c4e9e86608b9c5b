import { data } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { exactMoney, TaxDocument } from '#app/components/tax-document.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { getOrder } from '#src/modules/orders/index.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import type { Route } from './+types/proforma'

export const meta = () => noindexMeta('Proforma Invoice')

/**
 * The proforma invoice of an order paid by bank transfer, while it waits for the transfer: what a
 * business's accounts department pays against. Issued by the store, which collects the payment as the
 * marketplace; each seller's tax invoice follows once it is paid.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const order = await getOrder(ctx, params.orderId)
  if (!order?.transfer || order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') throw data(null, { status: 404 })
  return { order, transfer: order.transfer, store: await getStoreDetails(ctx) }
}

export const ErrorBoundary = AccessErrorBoundary

export default function Proforma({ loaderData }: Route.ComponentProps) {
  const { order, transfer, store } = loaderData
  return (
    <TaxDocument
      title="Proforma Invoice"
      orderId={order.id}
      seller={store}
      particulars={[
        ['Proforma No.', transfer.reference, 'font-mono font-semibold'],
        ['Date', formatDate(order.createdAt)],
        ['Order No.', order.number, 'font-mono'],
        ['Valid until', formatDate(transfer.payBy)],
      ]}
      party={{ heading: 'Billed and shipped to', label: 'Billed to', buyer: order.buyer, place: order.shipping }}
      lines={order.items.map((item) => ({ ...item, key: item.productId, taxablePaise: item.lineTotalPaise }))}
      taxablePaise={order.subtotalPaise}
      taxPaise={order.taxPaise}
      roundOffPaise={order.roundOffPaise}
      totalLabel="Amount payable"
      totalPaise={order.totalPaise}
      footnote={
        <>
          This is a proforma invoice, not a tax invoice: each seller issues its tax invoice once the payment is received.
          {order.storeCreditPaise > 0 ? ` ${exactMoney(order.storeCreditPaise)} is paid with store credit.` : ''} Please pay{' '}
          {exactMoney(transfer.leftPaise)} by NEFT, RTGS or IMPS by {formatDate(transfer.payBy)} to{' '}
          {transfer.account?.replaceAll('\n', ', ')}, with the reference {transfer.reference} in the remarks.
        </>
      }
    />
  )
}
