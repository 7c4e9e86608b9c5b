import { data } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { exactMoney, TaxDocument } from '#app/components/tax-document.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { getOrder, invoiceSeller } from '#src/modules/orders/index.ts'
import type { Route } from './+types/invoice'

export const meta = () => noindexMeta('Tax Invoice')

export async function loader({ params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const order = await getOrder(ctx, params.orderId)
  if (!order?.invoiceNumber) throw data(null, { status: 404 })
  // The seller's details as they were when the invoice was issued (decision 022).
  return { order, store: await invoiceSeller(ctx, order.id) }
}

export const ErrorBoundary = AccessErrorBoundary

export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { order, store } = loaderData
  const paidBy = order.storeCreditPaise >= order.totalPaise ? 'paid in full' : order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Online'
  return (
    <TaxDocument
      title="Tax Invoice"
      orderId={order.id}
      seller={store}
      particulars={[
        ['Invoice No.', order.invoiceNumber, 'font-mono font-semibold'],
        ['Invoice Date', formatDate(order.invoicedAt ?? order.createdAt)],
        ['Order No.', order.number, 'font-mono'],
      ]}
      party={{ heading: 'Billed and shipped to', label: 'Billed to', buyer: order.buyer, place: order.shipping, fullAddress: true }}
      lines={order.items.map((item) => ({ ...item, key: item.productId, taxablePaise: item.lineTotalPaise }))}
      taxablePaise={order.subtotalPaise}
      taxPaise={order.taxPaise}
      roundOffPaise={order.roundOffPaise}
      totalLabel="Total"
      totalPaise={order.totalPaise}
      footnote={
        <>
          {order.status === 'cancelled' ? 'This order was cancelled. ' : ''}Payment:{' '}
          {order.storeCreditPaise > 0 ? `${exactMoney(order.storeCreditPaise)} store credit, ` : ''}
          {paidBy} ({order.paymentStatus}). {order.buyer ? 'Tax invoice for a registered business buyer. ' : ''}This is a computer-generated
          invoice.
        </>
      }
    />
  )
}
