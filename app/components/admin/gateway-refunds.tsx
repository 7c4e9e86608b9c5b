import { Form } from 'react-router'
import { formatInrExact } from '#src/lib/money.ts'

/**
 * Refunds the gateway has not confirmed (still being sent: the shop asks again every minute) or refused,
 * with its reason and a button to send it again (decision 070).
 */
export function GatewayRefunds({
  refunds,
  busy,
}: {
  refunds: ReadonlyArray<{ id: string; amountPaise: number; status: string; failureReason: string | null; attempts: number }>
  busy: boolean
}) {
  return (
    <section aria-labelledby="gateway-refunds-heading" className="card border-amber-300 bg-amber-50 p-5">
      <h2 id="gateway-refunds-heading" className="font-semibold text-slate-900">
        Refunds not confirmed by the gateway
      </h2>
      <ul className="mt-3 divide-y divide-amber-200 text-sm">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium text-slate-900">
                {formatInrExact(refund.amountPaise)} {refund.status === 'failed' ? 'refused by the gateway' : 'being sent to the gateway'}
              </p>
              <p className="text-slate-700">
                {refund.status === 'failed'
                  ? `${refund.failureReason ?? 'No reason given'}. The amount is owed to the customer until it is sent.`
                  : `Asked ${refund.attempts} ${refund.attempts === 1 ? 'time' : 'times'} so far; the shop asks again every minute.`}
              </p>
            </div>
            {refund.status === 'failed' ? (
              <Form method="post">
                <input type="hidden" name="intent" value="send-refund-again" />
                <input type="hidden" name="refundId" value={refund.id} />
                <button type="submit" className="btn-primary" disabled={busy}>
                  Send the refund again
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
