import { formatDate } from '#src/lib/dates.ts'
import { formatInr } from '#src/lib/money.ts'

/** The customer's store credit: the balance and where it came from (returns for a change of mind). */
export function StoreCreditCard({
  credit,
}: {
  credit: { balancePaise: number; entries: ReadonlyArray<{ id: string; amountPaise: number; note: string; createdAt: string }> }
}) {
  return (
    <section aria-labelledby="credit-heading" className="card mt-6 p-6">
      <h2 id="credit-heading" className="text-xl font-semibold text-slate-900">
        Store credit
      </h2>
      <p className="mt-2 text-2xl font-bold text-slate-900">{formatInr(credit.balancePaise)}</p>
      {credit.entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          You have no store credit. A return for a change of mind can be settled as store credit.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {credit.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="text-slate-700">
                {formatDate(entry.createdAt)} · {entry.note}
              </span>
              <span className={entry.amountPaise >= 0 ? 'font-medium text-green-800' : 'font-medium text-slate-900'}>
                {entry.amountPaise >= 0 ? '+' : '−'}
                {formatInr(Math.abs(entry.amountPaise))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
