import { data } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { TaxDocument } from '#app/components/tax-document.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { creditNotesOf, getOrder, invoiceSeller } from '#src/modules/orders/index.ts'
import type { Route } from './+types/credit-note'

export const meta = () => noindexMeta('Credit Note')

export async function loader({ params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const order = await getOrder(ctx, params.orderId)
  const note = order ? (await creditNotesOf(ctx.db, order.id)).find((n) => n.id === params.creditNoteId) : undefined
  if (!order || !note) throw data(null, { status: 404 })
  // Rule 53(1A)(g): the note names the invoice it reduces by its number and date.
  const invoicedAt = (note.parcelId ? order.parcels.find((p) => p.id === note.parcelId)?.invoicedAt : null) ?? order.invoicedAt
  return { order, note, invoicedAt, store: await invoiceSeller(ctx, order.id, note.parcelId) }
}

export const ErrorBoundary = AccessErrorBoundary

/** A GST credit note, laid out like the invoice it reduces: same seller, buyer, place of supply and split. */
export default function CreditNote({ loaderData }: Route.ComponentProps) {
  const { order, note, invoicedAt, store } = loaderData
  return (
    <TaxDocument
      title="Credit Note"
      orderId={order.id}
      seller={store}
      particulars={[
        ['Credit Note No.', note.number, 'font-mono font-semibold'],
        ['Date', formatDate(note.createdAt)],
        ['Against Invoice', note.invoiceNumber, 'font-mono'],
        ['Invoice Date', invoicedAt ? formatDate(invoicedAt) : '—'],
        ['Order No.', order.number, 'font-mono'],
        ['Reason', note.reason],
      ]}
      party={{ heading: 'Issued to', buyer: order.buyer, place: order.shipping }}
      lines={note.lines.map((line) => ({ ...line, key: line.name }))}
      taxablePaise={note.taxablePaise}
      taxPaise={note.taxPaise}
      roundOffPaise={note.roundOffPaise}
      totalLabel="Total credited"
      totalPaise={note.totalPaise}
      // The part of the credited value the store's offer had paid goes back to the store, the rest to the buyer (decision 083).
      storeOffer={
        note.storeDiscountPaise > 0
          ? { paise: Number(note.storeDiscountPaise), names: 'Deccan Digital’s offer (back to the store)', restLabel: 'Back to the buyer' }
          : null
      }
      footnote="This is a computer-generated credit note."
    />
  )
}
