import { data, Form, Link } from 'react-router'
import { RecordsHeader } from '#app/components/admin/records.tsx'
import { ScrollTable, taxMoney } from '#app/components/admin/scroll-table.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { monthWords } from '#app/lib/report-month.ts'
import { adminCommissionInvoices } from '#src/modules/ledger/index.ts'
import type { Route } from './+types/commission-invoices'

export const meta = () => noindexMeta('Commission invoices')

/** GET /admin/payouts/invoices?month=YYYY-MM: the store's commission invoices to its sellers for a month. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const asked = new URL(request.url).searchParams.get('month')?.trim() ?? ''
  const found = await adminCommissionInvoices(services(context), asked)
  if (!found.ok) return data({ month: asked, months: [], invoices: [], message: found.message }, { status: 400 })
  return { ...found, message: '' }
}

export default function CommissionInvoices({ loaderData }: Route.ComponentProps) {
  const { month, months, invoices, message } = loaderData
  const total = (key: 'taxablePaise' | 'gstPaise' | 'totalPaise') => invoices.reduce((sum, i) => sum + i[key], 0)
  return (
    <>
      <RecordsHeader title="Commission invoices">
        {months.length > 0 ? (
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="invoice-month" className="field-label">
                Month
              </label>
              <select id="invoice-month" name="month" defaultValue={month} className="field-input">
                {months.map((m) => (
                  <option key={m} value={m}>
                    {monthWords(m)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-secondary">
              Show
            </button>
          </Form>
        ) : null}
      </RecordsHeader>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        The store’s tax invoice to each seller for the commission and fixed fees charged in a month (net of what came back in it), series
        DDC, made on the first day after the month ends and dated its last day. See also{' '}
        <Link to="/admin/payouts" className="font-medium text-brand-700 underline hover:no-underline">
          payouts
        </Link>
        .
      </p>
      {message ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {message}
        </p>
      ) : invoices.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">
          No commission invoices yet: the first are made when a month in which commission was charged is over.
        </p>
      ) : (
        <ScrollTable
          caption={`Commission invoices, ${monthWords(month)}`}
          head={
            <>
              <th scope="col" className="px-3 py-2 font-semibold">
                Invoice
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Seller
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
            </>
          }
          foot={
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2">
                Total
              </th>
              {(['taxablePaise', 'gstPaise', 'totalPaise'] as const).map((key) => (
                <td key={key} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {taxMoney(total(key))}
                </td>
              ))}
            </tr>
          }
        >
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row" className="px-3 py-2 font-medium">
                <Link to={`/admin/payouts/invoices/${invoice.id}`} className="font-mono text-brand-700 underline hover:no-underline">
                  {invoice.invoiceNumber}
                </Link>
              </th>
              <td className="px-3 py-2">{invoice.sellerName}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{taxMoney(invoice.taxablePaise)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{taxMoney(invoice.gstPaise)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{taxMoney(invoice.totalPaise)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </>
  )
}
