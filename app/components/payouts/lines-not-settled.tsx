import { exactRupees } from '#app/components/money/exact-amount.ts'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { formatDate } from '#src/lib/dates.ts'
import type { UpcomingLine, UpcomingMoney } from '#src/modules/vendors/index.ts'

const COLUMNS = [
  ['grossPaise', 'Sale value'],
  ['commissionPaise', 'Commission'],
  ['commissionGstPaise', 'GST on commission'],
  ['tcsPaise', 'TCS'],
  ['tdsPaise', 'TDS'],
  ['netPaise', 'Net'],
] as const

/** When the line becomes payable, in words: a date, or what it waits for. */
function payableWords(line: UpcomingLine): string {
  if (line.stage === 'delivery') return '7 days after delivery'
  if (line.stage === 'return') return 'When the open return ends'
  return line.payableAt ? formatDate(line.payableAt) : ''
}

/**
 * Every sold line of the seller's that no statement holds yet (decision 066), in the statement's columns,
 * with the date it becomes payable and the Monday whose settlement pays it, and totals for this week's
 * settlement and later ones.
 */
export function LinesNotSettled({ upcoming }: { upcoming: UpcomingMoney }) {
  const { lines, thisWeek, later } = upcoming
  return (
    <>
      <h2 className="mt-10 text-xl font-semibold text-slate-900">Not yet settled</h2>
      <p className="mt-1 text-sm text-slate-700">
        Every line you have sold that no statement holds yet. A line becomes payable when its 7-day return window closes, and the Monday
        settlement after that pays it. The figures are worked out as the settlement works them out; a return or refund before then changes
        them.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="card p-4">
          <dt className="text-sm text-slate-600">This week: settlement of {formatDate(thisWeek.settlementAt)}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{exactRupees(thisWeek.netPaise)}</dd>
        </div>
        <div className="card p-4">
          <dt className="text-sm text-slate-600">Later</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{exactRupees(later.netPaise)}</dd>
        </div>
      </dl>
      {lines.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">Nothing on its way: every line you have sold is in a statement.</p>
      ) : (
        <>
          <LineCards lines={lines} />
          <LinesTable upcoming={upcoming} />
        </>
      )}
    </>
  )
}

/** On a phone, each line as a card of its figures: nine columns do not read sideways on 390 px. */
function LineCards({ lines }: { lines: UpcomingLine[] }) {
  return (
    <ul className="mt-4 space-y-3 sm:hidden" aria-label="Lines not yet settled">
      {lines.map((line) => (
        <li key={line.key} className="card p-4">
          <p className="font-medium text-slate-900">{line.what}</p>
          <dl className="mt-2 space-y-1 text-sm">
            {(
              [
                ['Payable from', payableWords(line)],
                ['Settlement of', line.settlementAt ? formatDate(line.settlementAt) : 'Not yet known'],
                ...COLUMNS.map(([key, label]) => [label, exactRupees(line[key])]),
              ] as const
            ).map(([label, value]) => (
              <div key={label} className={`flex justify-between gap-4 ${label === 'Net' ? 'font-semibold' : ''}`}>
                <dt className="text-slate-600">{label}</dt>
                <dd className="text-right tabular-nums text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}

/** From a tablet up, the statement's table, with this week's and later totals at its foot. */
function LinesTable({ upcoming }: { upcoming: UpcomingMoney }) {
  const { lines, thisWeek, later } = upcoming
  return (
    <ScrollRegion label="Lines not yet settled" className="mt-4 hidden sm:block">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold text-slate-900">Lines not yet settled</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Line
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Payable from
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Paid in the settlement of
            </th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className="border-b border-slate-100 align-top">
              <th scope="row" className="px-3 py-2 font-medium">
                {line.what}
              </th>
              <td className="px-3 py-2">{payableWords(line)}</td>
              <td className="px-3 py-2">{line.settlementAt ? formatDate(line.settlementAt) : 'Not yet known'}</td>
              {COLUMNS.map(([key]) => (
                <td key={key} className="px-3 py-2 text-right tabular-nums">
                  {exactRupees(line[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="text-slate-900">
          {(
            [
              ['This week', thisWeek],
              ['Later', later],
            ] as const
          ).map(([label, total]) => (
            <tr key={label} className="border-t border-slate-200">
              <th scope="row" colSpan={3} className="px-3 py-2 text-right font-semibold">
                {label}
              </th>
              {COLUMNS.map(([key]) => (
                <td key={key} className="px-3 py-2 text-right font-semibold tabular-nums">
                  {exactRupees(total[key])}
                </td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </ScrollRegion>
  )
}
