import { Link } from 'react-router'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr, formatInrExact } from '#src/lib/money.ts'
import {
  DESTINATION_WORDS,
  type LineStruck,
  lineAmountShownPaise,
  type RefundShown,
  unitPriceShownPaise,
} from '#src/modules/orders/browser.ts'
import { OrderItemRow } from './order-bits.tsx'

// What happened to an order's money (issue 41, decision 067): lines struck out, each refund with where it
// went and its credit note, and the net paid or still due. Refunds show paise when they have any, as
// their credit notes do: the same figure, never a rounded one.

type Line = Parameters<typeof OrderItemRow>[0]['item'] & { productId: string; struck: LineStruck | null }

const STRUCK_WORDS: Record<LineStruck, string> = { cancelled: 'Cancelled', refunded: 'Refunded' }

/** The order's lines: those that count as bought, and those struck out with why. */
export function OrderLines({ items, taxable = false }: { items: readonly Line[]; taxable?: boolean }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) =>
        item.struck ? (
          <StruckItemRow key={item.productId} item={item} struck={item.struck} />
        ) : (
          <OrderItemRow key={item.productId} item={item} taxable={taxable} />
        ),
      )}
    </ul>
  )
}

/** A line no longer charged: its price struck through, read out as such, and why. */
function StruckItemRow({ item, struck }: { item: Line; struck: LineStruck }) {
  return (
    <li className="flex items-center gap-4 py-3">
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" width={80} height={60} className="h-14 w-20 rounded bg-slate-100 object-cover opacity-60" />
      ) : null}
      <div className="min-w-0 flex-1">
        <Link to={`/products/${item.slug}`} className="font-medium text-slate-700 hover:text-brand-700">
          {item.name}
        </Link>
        <p className="text-sm text-slate-600">
          <del>
            <span className="sr-only">Struck out: </span>
            {item.quantity} × {formatInr(unitPriceShownPaise(item))}
          </del>{' '}
          <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">{STRUCK_WORDS[struck]}</span>
        </p>
      </div>
      <p className="font-medium text-slate-600">
        <del>
          <span className="sr-only">{STRUCK_WORDS[struck]}, no longer charged: </span>
          {formatInr(lineAmountShownPaise(item))}
        </del>
      </p>
    </li>
  )
}

/** Each refund, oldest first: what it was for, when, how much went where, and its credit note. */
export function RefundList({ orderId, refunds }: { orderId: string; refunds: readonly RefundShown[] }) {
  return (
    <ol className="mt-3 divide-y divide-slate-100 text-sm">
      {refunds.map((refund) => (
        <li key={refund.id} className="py-3">
          <div className="flex flex-wrap justify-between gap-x-3">
            <p className="font-medium text-slate-900">{refund.what}</p>
            <p className="text-slate-600">{formatDate(refund.at)}</p>
          </div>
          <ul className="mt-1 space-y-0.5 text-slate-800">
            {refund.to.map((part) => (
              <li key={part.destination} className="flex justify-between gap-3">
                <span>{DESTINATION_WORDS[part.destination]}</span>
                <span className="font-semibold">{formatInrExact(part.amountPaise)}</span>
              </li>
            ))}
          </ul>
          {refund.creditNote ? (
            <p className="mt-1 text-slate-700">
              <Link to={`/orders/${orderId}/credit-notes/${refund.creditNote.id}`} className="font-medium text-brand-700 underline">
                Credit note {refund.creditNote.number}
              </Link>{' '}
              for {formatInrExact(refund.creditNote.totalPaise)}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/** What went back, what cash on delivery is no longer asked, and what was paid in the end or is still due. */
export function NetPaid({
  order,
}: {
  order: { refundedPaise: number; notCollectedPaise: number; netPaidPaise: number; dueOnDeliveryPaise: number }
}) {
  return (
    <dl className="space-y-1 text-sm text-slate-700">
      {order.refundedPaise > 0 ? (
        <div className="flex justify-between gap-3">
          <dt>Refunded</dt>
          <dd className="font-medium text-slate-900">{formatInrExact(order.refundedPaise)}</dd>
        </div>
      ) : null}
      {order.notCollectedPaise > 0 ? (
        <div className="flex justify-between gap-3">
          <dt>Not collected on delivery</dt>
          <dd className="font-medium text-slate-900">{formatInrExact(order.notCollectedPaise)}</dd>
        </div>
      ) : null}
      {order.netPaidPaise > 0 || order.dueOnDeliveryPaise === 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="font-semibold text-slate-900">Net paid</dt>
          <dd className="font-semibold text-slate-900">{formatInrExact(order.netPaidPaise)}</dd>
        </div>
      ) : null}
      {order.dueOnDeliveryPaise > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="font-semibold text-slate-900">Still to pay on delivery</dt>
          <dd className="font-semibold text-slate-900">{formatInr(order.dueOnDeliveryPaise)}</dd>
        </div>
      ) : null}
    </dl>
  )
}
