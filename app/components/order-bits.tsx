import { Link } from 'react-router'
import type { Shipment } from '#src/lib/couriers.ts'
import { formatDate } from '#src/lib/dates.ts'
import { formatInr, formatInrExact, formatRoundOff } from '#src/lib/money.ts'
import { GST_PERCENT } from '#src/lib/tax.ts'
import type { PaymentState, PaymentTone } from '#src/modules/orders/browser.ts'
import {
  actorWords,
  lineAmountShownPaise,
  PAYMENT_LABELS,
  type PricedLine,
  paymentStatusWords,
  STATUS_LABELS,
  unitPriceShownPaise,
} from '#src/modules/orders/browser.ts'
import type { ActorKind, OrderStatus, PaymentStatus } from '#src/modules/orders/index.ts'

const STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-blue-100 text-blue-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-800',
}

/** The status's colour, and its word: the spec's, or what a shopper reads (`label`, from shopperStatusLabel). */
export function StatusBadge({ status, label }: { status: OrderStatus; label?: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>{label ?? STATUS_LABELS[status]}</span>
  )
}

const TONE_STYLES: Record<PaymentTone, string> = {
  good: 'bg-green-100 text-green-900',
  waiting: 'bg-amber-100 text-amber-900',
  bad: 'bg-red-100 text-red-900',
  neutral: 'bg-slate-100 text-slate-800',
}

/** The payment side of an order in a shopper's words ("Pay on delivery", "Payment pending", ...). */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE_STYLES[state.tone]}`}>{state.label}</span>
}

export function PaymentBadge({
  status,
  orderStatus,
  refundedPaise = 0,
  totalPaise,
}: {
  status: PaymentStatus
  orderStatus?: OrderStatus
  /** Refunds so far: a paid order with some refunded reads "Partly refunded" (all of it, "Refunded"). */
  refundedPaise?: number
  totalPaise?: number
}) {
  const style = status === 'paid' && refundedPaise === 0 ? 'text-green-800' : status === 'failed' ? 'text-red-700' : 'text-slate-700'
  const words = orderStatus
    ? paymentStatusWords({ status: orderStatus, paymentStatus: status, refundedPaise, totalPaise })
    : PAYMENT_LABELS[status]
  return <span className={`text-sm font-medium ${style}`}>{words}</span>
}

/**
 * Subtotal, GST, free shipping, round off and the payable total, as the cart, checkout and orders all
 * show them: GST exact to the paisa and the Round off to whole rupees, so the lines add up (decision 013).
 */
export function Totals({
  subtotalPaise,
  taxPaise,
  roundOffPaise,
  totalPaise,
  itemCount,
  storeCreditPaise = 0,
}: {
  subtotalPaise: number
  taxPaise: number
  roundOffPaise: number
  totalPaise: number
  itemCount: number
  /** Store credit spent on the order: shown as paid, with what is left to pay. */
  storeCreditPaise?: number
}) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        {/* Prices elsewhere include GST; here the total is broken into its taxable value and GST (decision 041). */}
        <dt className="text-slate-700">
          Subtotal before GST ({itemCount} {itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd className="font-medium text-slate-900">{formatInr(subtotalPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-700">GST ({GST_PERCENT}%)</dt>
        <dd className="font-medium text-slate-900">{formatInrExact(taxPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-700">Shipping</dt>
        <dd className="font-medium text-green-800">Free</dd>
      </div>
      {roundOffPaise !== 0 ? (
        <div className="flex justify-between">
          <dt className="text-slate-700">Round off</dt>
          <dd className="font-medium text-slate-900">{formatRoundOff(roundOffPaise)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="font-bold text-slate-900">{formatInr(totalPaise)}</dd>
      </div>
      {storeCreditPaise > 0 ? (
        <>
          <div className="flex justify-between">
            <dt className="text-slate-700">Paid with store credit</dt>
            <dd className="font-medium text-green-800">−{formatInr(storeCreditPaise)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt className="text-slate-900">To pay</dt>
            <dd className="text-slate-900">{formatInr(totalPaise - storeCreditPaise)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  )
}

/** What the shopper saves against the struck-through prices; nothing when there is no discount. */
export function YouSave({ savingsPaise }: { savingsPaise: number }) {
  if (savingsPaise <= 0) return null
  return <p className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">You save {formatInr(savingsPaise)}</p>
}

/**
 * One bought item: picture, linked name, "quantity × price" and the line's amount, each at the price the
 * shopper saw, GST included, in whole rupees as the cart shows them (issue 41: one price per item). The
 * back office may add the taxable value, labelled, with `taxable`.
 */
export function OrderItemRow({
  item,
  taxable = false,
}: {
  item: PricedLine & {
    slug: string
    name: string
    imageUrl: string | null
    quantity: number
    lineTotalPaise: number
    mrpPaise: number | null
  }
  taxable?: boolean
}) {
  const unit = unitPriceShownPaise(item)
  return (
    <li className="flex items-center gap-4 py-3">
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" width={80} height={60} className="h-14 w-20 rounded bg-slate-100 object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <Link to={`/products/${item.slug}`} className="font-medium text-slate-900 hover:text-brand-700">
          {item.name}
        </Link>
        <p className="text-sm text-slate-600">
          {item.quantity} × {formatInr(unit)}
          {item.mrpPaise !== null && item.mrpPaise > unit ? (
            <>
              {' '}
              · M.R.P. <s>{formatInr(item.mrpPaise)}</s>
            </>
          ) : null}
          {taxable ? ` · taxable value ${formatInrExact(item.lineTotalPaise)}` : ''}
        </p>
      </div>
      <p className="font-medium text-slate-900">{formatInr(lineAmountShownPaise(item))}</p>
    </li>
  )
}

const timeOfDay = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })

/**
 * Each step an order went through, oldest first, with who took it (the same words for every reader:
 * never "you") and its Indian date and time.
 */
export function OrderTimeline({
  events,
}: {
  events: Array<{
    id: string
    status: string
    note: string | null
    createdAt: string
    actorKind?: ActorKind | null
    actorName?: string | null
  }>
}) {
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4">
      {events.map((event) => (
        <li key={event.id} className="text-sm">
          <p className="font-medium text-slate-900">{event.note ?? STATUS_LABELS[event.status as OrderStatus] ?? event.status}</p>
          <p className="text-slate-600">
            {actorWords(event) ? `${actorWords(event)} · ` : ''}
            {formatDate(event.createdAt)}, {timeOfDay.format(new Date(event.createdAt))}
          </p>
        </li>
      ))}
    </ol>
  )
}

/** Who a tax document is made out to: a registered business (name and GSTIN, for the person named) or a person. */
export function BilledTo({ buyer, fullName }: { buyer: { gstin: string; businessName: string } | null; fullName: string }) {
  if (!buyer) return <p className="mt-1 font-semibold">{fullName}</p>
  return (
    <>
      <p className="mt-1 font-semibold">{buyer.businessName}</p>
      <p>GSTIN: {buyer.gstin}</p>
      <p>Attention: {fullName}</p>
    </>
  )
}

/**
 * Where each parcel is: its courier and tracking number, linked to the courier's own tracking page
 * when the shop knows it (an unlisted courier shows the number alone). Several sellers mean several
 * parcels, each saying which items it carries.
 */
export function ShipmentList({ shipments }: { shipments: Shipment[] }) {
  return (
    <ul className="mt-3 divide-y divide-slate-100 text-sm">
      {shipments.map((shipment) => (
        <li key={`${shipment.courier}-${shipment.trackingNumber}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="text-slate-900">
              <span className="font-semibold">{shipment.courier}</span> · tracking number{' '}
              <span className="font-mono [overflow-wrap:anywhere]">{shipment.trackingNumber}</span>
            </p>
            {shipments.length > 1 ? <p className="mt-0.5 text-slate-600">{shipment.items.join(', ')}</p> : null}
          </div>
          {shipment.trackingUrl ? (
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary shrink-0 px-3 py-1.5">
              Track with {shipment.courier}
              <span className="sr-only"> (opens the courier's site in a new tab)</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
