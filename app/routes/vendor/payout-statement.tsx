import { data, Link } from 'react-router'
import { exactRupees } from '#app/components/money/exact-amount.ts'
import { ScrollRegion } from '#app/components/scroll-region.tsx'
import { services } from '#app/context.ts'
import { asVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { PAYOUT_STATUS_LABELS } from '#src/modules/ledger/browser.ts'
import { ownStatement } from '#src/modules/vendors/index.ts'
import type { Route } from './+types/payout-statement'

export const meta = ({ loaderData }: Route.MetaArgs) => noindexMeta(`Statement ${loaderData?.statement.statementNumber ?? ''}`)

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await asVendor(() => ownStatement(services(context), params.payoutId))
  if (!found.ok) throw data(found.message, { status: 404 })
  return { statement: found.statement }
}

const COLUMNS = [
  ['grossPaise', 'Sale value'],
  ['commissionPaise', 'Commission'],
  ['commissionGstPaise', 'GST on commission'],
  ['tcsPaise', 'TCS'],
  ['tdsPaise', 'TDS'],
  ['netPaise', 'Net'],
] as const

export default function PayoutStatement({ loaderData }: Route.ComponentProps) {
  const { statement } = loaderData
  return (
    <div className="container-page py-6 sm:py-10">
      <p>
        <Link to="/vendor/payouts" className="text-sm text-brand-700 underline">
          ← All payouts
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">Statement {statement.statementNumber}</h1>
      <p className="mt-2 text-slate-700">
        Week to {formatDate(statement.cutoff)} · {PAYOUT_STATUS_LABELS[statement.status]}
        {statement.utr ? ` · UTR ${statement.utr}` : ''}
        {statement.failureReason ? ` · ${statement.failureReason}` : ''}
      </p>
      <p className="mt-4">
        <a href={`/vendor/payouts/${statement.id}.csv`} className="btn-secondary" download>
          Download CSV
        </a>
      </p>
      <ScrollRegion label="Statement lines" className="mt-6">
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Line
              </th>
              {COLUMNS.map(([key, label]) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statement.lines.map((line) => (
              <tr key={line.journalId} className="border-b border-slate-100">
                <th scope="row" className="px-3 py-2 font-medium">
                  {line.memo}
                  <span className="block text-xs font-normal text-slate-600">{formatDate(line.occurredAt)}</span>
                  {/* The store's offers paid part of the sale for the buyer: the seller is paid it all (decision 083). */}
                  {line.storeOfferPaise !== 0 ? (
                    <span className="block text-xs font-normal text-slate-600">
                      Of the sale value, {exactRupees(line.storeOfferPaise)} paid by the store’s offers
                    </span>
                  ) : null}
                </th>
                {COLUMNS.map(([key]) => (
                  <td key={key} className="px-3 py-2 text-right">
                    {exactRupees(line[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="text-slate-900">
            <tr>
              <th scope="row" colSpan={COLUMNS.length} className="px-3 py-2 text-right font-medium">
                Brought forward
              </th>
              <td className="px-3 py-2 text-right">{exactRupees(Number(statement.broughtForwardPaise))}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={COLUMNS.length} className="px-3 py-2 text-right font-semibold">
                {Number(statement.amountPaise) > 0 ? 'Payable to you' : 'Carried forward'}
              </th>
              <td className="px-3 py-2 text-right font-semibold">{exactRupees(Number(statement.amountPaise))}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </div>
  )
}
