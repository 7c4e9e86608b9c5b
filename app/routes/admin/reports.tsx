import { Form } from 'react-router'
import { RecordsHeader } from '#app/components/admin/records.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { gstReportForAdmin } from '#src/modules/admin/index.ts'
import type { TaxAmounts } from '#src/modules/orders/index.ts'
import type { Route } from './+types/reports'

export const meta = () => noindexMeta('GST sales report')

/** This month in India, as YYYY-MM. */
const thisMonth = () => new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 7)

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const asked = new URL(request.url).searchParams.get('month') ?? ''
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : thisMonth()
  return { month, report: await gstReportForAdmin(services(context), month) }
}

/** Rupees with paise, as tax figures are filed; credit notes and net negatives with a minus sign. */
const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })
const money = (paise: number) => exact.format(paise / 100).replace('-', '−')

const HEADS = [
  ['taxablePaise', 'Taxable value'],
  ['cgstPaise', 'CGST'],
  ['sgstPaise', 'SGST'],
  ['igstPaise', 'IGST'],
] as const

function AmountCells({ amounts }: { amounts: TaxAmounts }) {
  return (
    <>
      {HEADS.map(([key]) => (
        <td key={key} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
          {money(amounts[key])}
        </td>
      ))}
    </>
  )
}

function AmountHeads() {
  return (
    <>
      {HEADS.map(([key, label]) => (
        <th key={key} scope="col" className="px-3 py-2 text-right font-semibold">
          {label}
        </th>
      ))}
    </>
  )
}

function Table({ caption, head, children }: { caption: string; head: React.ReactNode; children: React.ReactNode }) {
  return (
    // A wide table scrolls inside its card on a phone; the page itself never scrolls sideways. The
    // scrolling card takes focus so a keyboard can scroll it too (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="card mt-6 overflow-x-auto" aria-label={`${caption} (scrolls sideways on small screens)`} tabIndex={0}>
      <div>
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">
            {caption}
            <span className="block text-xs font-normal text-slate-600 sm:hidden" aria-hidden="true">
              Swipe sideways for every column →
            </span>
          </caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>{head}</tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
    </section>
  )
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { month, report } = loaderData
  if (!report) return null
  const invoices = report.documents.filter((d) => d.kind === 'invoice')
  const notes = report.documents.filter((d) => d.kind === 'credit-note')
  return (
    <>
      <RecordsHeader title="GST sales report">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="report-month" className="field-label">
              Month
            </label>
            <input id="report-month" name="month" type="month" defaultValue={month} className="field-input" />
          </div>
          <button type="submit" className="btn-secondary">
            Show
          </button>
          <a href={`/admin/reports/gst.csv?month=${month}`} className="btn-primary" download>
            Download CSV
          </a>
        </Form>
      </RecordsHeader>
      <p className="mt-2 text-sm text-slate-700">
        {invoices.length} {invoices.length === 1 ? 'invoice' : 'invoices'} and {notes.length}{' '}
        {notes.length === 1 ? 'credit note' : 'credit notes'} issued in {month}, by India’s calendar. Credit notes are subtracted.
      </p>
      <p className="mt-1 text-sm text-slate-700">
        The CSV has the net, by place of supply, by HSN and B2B sections, then every document line with its own share of its document’s
        CGST, SGST and IGST (credit notes negative), so its lines add up to the totals.
      </p>

      <section aria-labelledby="report-totals" className="card mt-4 p-5">
        <h2 id="report-totals" className="font-semibold text-slate-900">
          Net for the month
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {HEADS.map(([key, label]) => (
            <div key={key}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{money(report.totals[key])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Table
        caption="By place of supply"
        head={
          <>
            <th scope="col" className="px-3 py-2 font-semibold">
              State
            </th>
            <AmountHeads />
          </>
        }
      >
        {report.byState.map((row) => (
          <tr key={row.placeOfSupply}>
            <th scope="row" className="px-3 py-2 font-medium">
              {row.placeOfSupply}
            </th>
            <AmountCells amounts={row} />
          </tr>
        ))}
      </Table>

      <Table
        caption="By HSN"
        head={
          <>
            <th scope="col" className="px-3 py-2 font-semibold">
              HSN
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Quantity
            </th>
            <AmountHeads />
          </>
        }
      >
        {report.byHsn.map((row) => (
          <tr key={row.hsnCode}>
            <th scope="row" className="px-3 py-2 font-mono font-medium">
              {row.hsnCode}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{row.quantity}</td>
            <AmountCells amounts={row} />
          </tr>
        ))}
      </Table>

      <Table
        caption="B2B invoices by buyer GSTIN"
        head={
          <>
            <th scope="col" className="px-3 py-2 font-semibold">
              Buyer GSTIN
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Buyer
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Invoice
            </th>
            <AmountHeads />
          </>
        }
      >
        {report.b2b.length === 0 ? (
          <tr>
            <td colSpan={7} className="px-3 py-4 text-slate-600">
              No invoices to registered businesses this month.
            </td>
          </tr>
        ) : (
          report.b2b.map((doc) => (
            <tr key={doc.number}>
              <th scope="row" className="px-3 py-2 font-mono font-medium">
                {doc.buyerGstin}
              </th>
              <td className="px-3 py-2">{doc.buyerName}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {doc.kind === 'invoice' ? doc.number : `${doc.number} (credit note for ${doc.invoiceNumber})`}
                <span className="block text-xs text-slate-600">{formatDate(doc.date)}</span>
              </td>
              <AmountCells amounts={doc} />
            </tr>
          ))
        )}
      </Table>

      <Table
        caption="Credit notes"
        head={
          <>
            <th scope="col" className="px-3 py-2 font-semibold">
              Credit note
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Against invoice
            </th>
            <AmountHeads />
          </>
        }
      >
        {notes.length === 0 ? (
          <tr>
            <td colSpan={6} className="px-3 py-4 text-slate-600">
              No credit notes this month.
            </td>
          </tr>
        ) : (
          notes.map((doc) => (
            <tr key={doc.number}>
              <th scope="row" className="px-3 py-2 font-mono font-medium whitespace-nowrap">
                {doc.number}
                <span className="block font-sans text-xs font-normal text-slate-600">{formatDate(doc.date)}</span>
              </th>
              <td className="px-3 py-2 font-mono whitespace-nowrap">{doc.invoiceNumber}</td>
              <AmountCells amounts={doc} />
            </tr>
          ))
        )}
      </Table>
    </>
  )
}
