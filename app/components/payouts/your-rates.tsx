import { formatDate } from '#src/lib/dates.ts'
import { formatInrExact } from '#src/lib/money.ts'
import { COMMISSION_GST_BP, TCS_BP, TDS_BP, TDS_WITHOUT_PAN_BP } from '#src/modules/ledger/browser.ts'

interface Rate {
  rateBp: number
  fixedFeePaise: number
}

interface Rates {
  ownRate: Rate | null
  categories: Array<Rate & { category: string }>
  scheduled: Array<Rate & { category: string | null; ownRate: boolean; effectiveFrom: string }>
  hasPan: boolean
}

/** Basis points as a percentage the way a rate card reads: 500 → "5%", 425 → "4.25%". */
const percent = (bp: number) => `${(bp / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`
const fee = (paise: number) => (paise > 0 ? formatInrExact(paise) : 'None')

/**
 * The rates the seller's next sales are charged (decision 066): commission per category as the
 * commission-rates service applies it to this seller, the fixed fee per parcel, GST on both, TCS and TDS.
 */
export function YourRates({ rates }: { rates: Rates }) {
  return (
    <>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">Your rates and fees</h2>
      <p className="mt-1 text-sm text-slate-700">
        What a line ordered today is charged. Commission is a percentage of the line's taxable value (its price before GST), with a fixed
        fee once per parcel; the store adds GST at {percent(COMMISSION_GST_BP)} on both. A line keeps the rate in force when it was ordered.
        {rates.ownRate ? ' You have a rate of your own: it applies to every category.' : ''}
      </p>
      <div className="card mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="px-3 pt-3 text-left font-semibold text-slate-900">Commission by category</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Category
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Commission
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Fee per parcel
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.categories.map((rate) => (
              <tr key={rate.category} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-3 py-2 font-medium">
                  {rate.category}
                </th>
                <td className="px-3 py-2 text-right">{percent(rate.rateBp)}</td>
                <td className="px-3 py-2 text-right">{fee(rate.fixedFeePaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rates.scheduled.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {rates.scheduled.map((rate) => (
            <li key={`${rate.category}-${rate.effectiveFrom}-${rate.rateBp}`}>
              From {formatDate(rate.effectiveFrom)}: {rate.ownRate ? 'your own rate' : rate.category} {percent(rate.rateBp)}
              {rate.fixedFeePaise > 0 ? ` + ${formatInrExact(rate.fixedFeePaise)} per parcel` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="card p-4">
          <dt className="font-semibold text-slate-900">TCS (GST section 52)</dt>
          <dd className="mt-1 text-sm text-slate-700">
            {percent(TCS_BP)} of the taxable value: {percent(TCS_BP / 2)} CGST + {percent(TCS_BP / 2)} SGST when the buyer is in your state,{' '}
            {percent(TCS_BP)} IGST otherwise.
          </dd>
        </div>
        <div className="card p-4">
          <dt className="font-semibold text-slate-900">TDS (income-tax section 194-O)</dt>
          <dd className="mt-1 text-sm text-slate-700">
            {rates.hasPan
              ? `${percent(TDS_BP)} of the sale value with GST: your PAN is on file.`
              : `${percent(TDS_WITHOUT_PAN_BP)} of the sale value with GST, as no PAN is on file (${percent(TDS_BP)} once you give it).`}
          </dd>
        </div>
      </dl>
    </>
  )
}
