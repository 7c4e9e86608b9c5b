import { Link } from 'react-router'
import { MonthReportHeader } from '#app/components/admin/month-report-header.tsx'
import { ScrollTable, taxMoney } from '#app/components/admin/scroll-table.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { askedMonth, monthWords } from '#app/lib/report-month.ts'
import { tdsReport } from '#src/modules/ledger/index.ts'
import type { Route } from './+types/reports-tds'

export const meta = () => noindexMeta('TDS deducted (section 194-O)')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const month = askedMonth(request)
  return { month, rows: (await tdsReport(services(context), month)) ?? [] }
}

const percent = (bp: number) => `${(bp / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`

export default function TdsReport({ loaderData }: Route.ComponentProps) {
  const { month, rows } = loaderData
  const gross = rows.reduce((sum, row) => sum + row.grossAmountPaise, 0)
  const tds = rows.reduce((sum, row) => sum + row.tdsPaise, 0)
  return (
    <>
      <MonthReportHeader
        title="TDS deducted (section 194-O)"
        idPrefix="tds"
        month={month}
        csvHref={`/admin/reports/tds.csv?month=${month}`}
      />
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Tax deducted at source under section 194-O of the Income-tax Act on the gross amount of each seller’s sales settled in{' '}
        {monthWords(month)}, without the GST the invoices show (CBDT Circular 20 of 2023), less what came back after: 0.1%, or 5% for a
        seller without a PAN (section 206AA). TDS once taken on GST and given back is deducted from the month it was given back in. By the
        seller’s PAN, for the quarterly return. See also{' '}
        <Link to={`/admin/reports/tcs?month=${month}`} className="font-medium text-brand-700 underline hover:no-underline">
          TCS for GSTR-8
        </Link>{' '}
        and{' '}
        <Link to="/admin/payouts" className="font-medium text-brand-700 underline hover:no-underline">
          payouts
        </Link>
        .
      </p>
      {rows.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No seller’s sales were settled in {monthWords(month)}.</p>
      ) : (
        <ScrollTable
          caption={`TDS by seller, ${monthWords(month)}`}
          head={
            <>
              <th scope="col" className="px-3 py-2 font-semibold">
                PAN of seller
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Legal name
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Gross amount
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Rate
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                TDS
              </th>
            </>
          }
          foot={
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2">
                Total
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{taxMoney(gross)}</td>
              <td />
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{taxMoney(tds)}</td>
            </tr>
          }
        >
          {rows.map((row) => (
            <tr key={row.vendorId}>
              <th scope="row" className="px-3 py-2 font-mono font-medium">
                {row.pan || '—'}
              </th>
              <td className="px-3 py-2">
                {row.legalName}
                {row.sellerName !== row.legalName ? <span className="block text-xs text-slate-600">{row.sellerName}</span> : null}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{taxMoney(row.grossAmountPaise)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{percent(row.rateBp)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{taxMoney(row.tdsPaise)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </>
  )
}
