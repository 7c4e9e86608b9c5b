import { Link } from 'react-router'
import { exactRupees } from '#app/components/money/exact-amount.ts'
import { LinesNotSettled } from '#app/components/payouts/lines-not-settled.tsx'
import { YourRates } from '#app/components/payouts/your-rates.tsx'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { monthWords } from '#app/lib/report-month.ts'
import { formatDate, formatDateTime } from '#src/lib/dates.ts'
import { PAYOUT_STATUS_LABELS } from '#src/modules/ledger/browser.ts'
import { ownPayouts } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/payouts'

export const meta = () => noindexMeta('Payouts')

export async function loader({ context }: Route.LoaderArgs) {
  return asVendor(() => ownPayouts(services(context)))
}

const monthName = monthWords

export default function VendorPayouts({ loaderData }: Route.ComponentProps) {
  const { balancePaise, nextSettlement, payouts, withheld, invoices, upcoming, rates } = loaderData
  const approaching = payouts.filter((p) => p.status === 'pending' || p.status === 'approved')
  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Payouts</h1>
      <p className="mt-2 text-slate-700">
        Each Monday the week before is settled: every line delivered and past its return window, less commission, GST on it, TCS and TDS.
      </p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="card p-4">
          <dt className="text-sm text-slate-600">Your balance now</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{exactRupees(balancePaise)}</dd>
        </div>
        <div className="card p-4">
          <dt className="text-sm text-slate-600">Next statement</dt>
          <dd className="mt-1 text-lg font-semibold text-slate-900">{formatDateTime(nextSettlement)}</dd>
        </div>
        <div className="card p-4">
          <dt className="text-sm text-slate-600">On its way to you</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">
            {exactRupees(approaching.reduce((sum, p) => sum + Number(p.amountPaise), 0))}
          </dd>
        </div>
      </dl>

      <LinesNotSettled upcoming={upcoming} />

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Statements</h2>
      {payouts.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">
          No statements yet: the first comes on the Monday after a line of yours is delivered and past its return window.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {payouts.map((payout) => (
            <li key={payout.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <Link to={`/vendor/payouts/${payout.id}`} className="font-semibold text-brand-700 underline">
                  {payout.statementNumber}
                </Link>
                <p className="text-sm text-slate-700">
                  Week to {formatDate(payout.cutoff)} · {PAYOUT_STATUS_LABELS[payout.status]}
                  {payout.utr ? ` · UTR ${payout.utr}` : ''}
                </p>
              </div>
              <p className="text-lg font-semibold text-slate-900">{exactRupees(Number(payout.amountPaise))}</p>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Commission invoices</h2>
      <p className="mt-1 text-sm text-slate-700">
        The store's tax invoice for the commission and fixed fees it charged you each month, with GST you can claim as input tax credit.
      </p>
      {invoices.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">
          No invoices yet: the first comes after the month in which a line of yours is settled.
        </p>
      ) : (
        <ScrollRegion label="Commission invoices" className="mt-4">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Invoice
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Month
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Taxable value
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  GST
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link to={`/vendor/payouts/invoices/${invoice.id}`} className="font-mono text-brand-700 underline">
                      {invoice.invoiceNumber}
                    </Link>
                  </th>
                  <td className="px-3 py-2">{monthName(invoice.month)}</td>
                  <td className="px-3 py-2 text-right">{exactRupees(invoice.taxablePaise)}</td>
                  <td className="px-3 py-2 text-right">{exactRupees(invoice.gstPaise)}</td>
                  <td className="px-3 py-2 text-right">{exactRupees(invoice.totalPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Tax collected and deducted</h2>
      <p className="mt-1 text-sm text-slate-700">
        TCS under GST section 52 (credited to your GSTIN through the store's GSTR-8) and TDS under income-tax section 194-O (in your Form
        26AS), by month.
      </p>
      {withheld.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">Nothing collected or deducted yet.</p>
      ) : (
        <ScrollRegion label="Tax collected and deducted by month" className="mt-4">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Month
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  TCS CGST
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  TCS SGST
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  TCS IGST
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  TDS
                </th>
              </tr>
            </thead>
            <tbody>
              {withheld.map((row) => (
                <tr key={row.month} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {monthName(row.month)}
                  </th>
                  <td className="px-3 py-2 text-right">{exactRupees(row.tcsCgstPaise)}</td>
                  <td className="px-3 py-2 text-right">{exactRupees(row.tcsSgstPaise)}</td>
                  <td className="px-3 py-2 text-right">{exactRupees(row.tcsIgstPaise)}</td>
                  <td className="px-3 py-2 text-right">{exactRupees(row.tdsPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      <YourRates rates={rates} />
    </div>
  )
}
