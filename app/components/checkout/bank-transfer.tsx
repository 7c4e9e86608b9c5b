import { Link } from 'react-router'
import { formatDate } from '#src/lib/dates.ts'
import { formatInrExact } from '#src/lib/money.ts'
import type { TransferInstructions } from '#src/modules/orders/browser.ts'

/**
 * Where and how much a shopper pays by bank transfer, by when, and with which reference: the same words as
 * the order-placed email, with the proforma invoice to print for a business's accounts department.
 */
export function BankTransferInstructions({ orderId, transfer }: { orderId: string; transfer: TransferInstructions }) {
  return (
    <div className="mt-2 text-slate-800">
      <p>
        Please pay <strong>{formatInrExact(transfer.leftPaise)}</strong> by bank transfer (NEFT, RTGS or IMPS) by{' '}
        <strong>{formatDate(transfer.payBy)}</strong>. We hold your items until then.
      </p>
      {transfer.receivedPaise > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          Received so far: {formatInrExact(transfer.receivedPaise)} of {formatInrExact(transfer.duePaise)}.
        </p>
      ) : null}
      <dl className="mt-3 grid gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Pay to</dt>
        <dd className="whitespace-pre-line break-words text-slate-900">
          {transfer.account ?? 'The account is being updated: please contact us.'}
        </dd>
        <dt className="font-medium text-slate-700">Reference</dt>
        <dd>
          <code className="font-mono text-base font-semibold text-slate-900">{transfer.reference}</code>
          <span className="block text-slate-700">Write it in the transfer’s remarks, so we can match your payment to this order.</span>
        </dd>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        We email you as soon as your transfer is matched. If the items are no longer held when it arrives and have sold out meanwhile, we
        refund it to the account it came from.
      </p>
      <Link to={`/orders/${orderId}/proforma`} className="btn-secondary mt-3">
        Proforma invoice
      </Link>
    </div>
  )
}
