import { Link } from 'react-router'
import { MonthReportHeader } from '#app/components/admin/month-report-header.tsx'
import { ScrollTable, taxMoney } from '#app/components/admin/scroll-table.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { askedMonth, monthWords } from '#app/lib/report-month.ts'
import { tcsReport } from '#src/modules/ledger/index.ts'
import type { Route } from './+types/reports-tcs'

export const meta = () => noindexMeta('TCS collected (GSTR-8)')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const month = askedMonth(request)
  return { month, rows: (await tcsReport(services(context), month)) ?? [] }
}

const COLUMNS = [
  ['grossSuppliesPaise', 'Gross value of supplies'],
  ['returnsPaise', 'Supplies returned'],
  ['netValuePaise', 'Net value'],
  ['igstPaise', 'IGST'],
  ['cgstPaise', 'CGST'],
  ['sgstPaise', 'SGST'],
] as const

export default function TcsReport({ loaderData }: Route.ComponentProps) {
  const { month, rows } = loaderData
  const total = (key: (typeof COLUMNS)[number][0]) => rows.reduce((sum, row) => sum + row[key], 0)
  return (
    <>
      <MonthReportHeader title="TCS collected (GSTR-8)" idPrefix="tcs" month={month} csvHref={`/admin/reports/tcs.csv?month=${month}`} />
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Tax collected at source under section 52 of the CGST Act: 0.5% of the net taxable value of each seller’s supplies settled in{' '}
        {monthWords(month)} (lines delivered and past their return window, less what came back after), as IGST, or CGST and SGST when the
        seller’s state is the place of supply. These are the figures of GSTR-8’s table 3, by the seller’s GSTIN. See also{' '}
        <Link to={`/admin/reports/tds?month=${month}`} className="font-medium text-brand-700 underline hover:no-underline">
          TDS under section 194-O
        </Link>{' '}
        and{' '}
        <Link to="/admin/payouts" className="font-medium text-brand-700 underline hover:no-underline">
          payouts
        </Link>
        .
      </p>
      {rows.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No seller’s supplies were settled in {monthWords(month)}.</p>
      ) : (
        <ScrollTable
          caption={`TCS by seller, ${monthWords(month)}`}
          head={
            <>
              <th scope="col" className="px-3 py-2 font-semibold">
                GSTIN of supplier
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Legal name
              </th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {label}
                </th>
              ))}
            </>
          }
          foot={
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2">
                Total
              </th>
              {COLUMNS.map(([key]) => (
                <td key={key} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {taxMoney(total(key))}
                </td>
              ))}
            </tr>
          }
        >
          {rows.map((row) => (
            <tr key={row.vendorId}>
              <th scope="row" className="px-3 py-2 font-mono font-medium">
                {row.gstin || '—'}
              </th>
              <td className="px-3 py-2">
                {row.legalName}
                {row.sellerName !== row.legalName ? <span className="block text-xs text-slate-600">{row.sellerName}</span> : null}
              </td>
              {COLUMNS.map(([key]) => (
                <td key={key} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {taxMoney(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      )}
    </>
  )
}
