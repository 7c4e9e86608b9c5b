import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'
import { responsiveImage } from '#src/modules/catalog/browser.ts'
import type { ReturnView } from '#src/modules/orders/index.ts'

const STATUS_STYLES: Record<ReturnView['status'], string> = {
  requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-blue-100 text-blue-900',
  rejected: 'bg-red-100 text-red-900',
  received: 'bg-indigo-100 text-indigo-900',
  replaced: 'bg-green-100 text-green-900',
  refunded: 'bg-green-100 text-green-900',
  credited: 'bg-green-100 text-green-900',
}

export function ReturnStatusBadge({ ret }: { ret: Pick<ReturnView, 'status' | 'statusLabel'> }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[ret.status]}`}>{ret.statusLabel}</span>
}

/** The vendor's words as one sentence: a full stop added only when they did not end with one ("invoice.. Write" otherwise). */
export const asSentence = (text: string) => {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** One return as the customer, vendor and admin read it: RMA number, what and why, where it stands. */
export function ReturnSummary({ ret, productName }: { ret: ReturnView; productName: string }) {
  return (
    <div className="text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <span className="font-mono">{ret.rmaNumber}</span>
        </p>
        <ReturnStatusBadge ret={ret} />
      </div>
      <p className="mt-1 text-slate-700">
        {ret.quantity} × {productName} · {ret.reason} · wants {ret.outcome.toLowerCase()} · {formatInr(ret.amountPaise)}
      </p>
      <p className="mt-1 text-slate-600">Asked on {formatDate(ret.createdAt)}</p>
      <p className="mt-1 text-slate-700">“{ret.description}”</p>
      {ret.photos.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Photos for ${ret.rmaNumber}`}>
          {ret.photos.map((url, index) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <img
                  src={url}
                  {...responsiveImage(url, '80px')}
                  alt={`${productName} as sent with ${ret.rmaNumber} (${index + 1} of ${ret.photos.length})`}
                  className="h-20 w-20 rounded-md border border-slate-200 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {ret.pickupInstructions ? (
        <p className="mt-2 rounded-md bg-blue-50 px-3 py-2 text-blue-900">
          <strong>Pickup:</strong> {asSentence(ret.pickupInstructions)} Write {ret.rmaNumber} on the outer packaging.
        </p>
      ) : null}
      {ret.rejectionReason ? (
        <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-red-900">
          <strong>Not approved:</strong> {ret.rejectionReason}
        </p>
      ) : null}
      {ret.resaleable !== null ? (
        <p className="mt-1 text-slate-600">{ret.resaleable ? 'Received in resaleable condition.' : 'Received; not resaleable.'}</p>
      ) : null}
    </div>
  )
}
