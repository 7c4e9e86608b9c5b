import { Link } from 'react-router'
import { SpecimenNotice } from '#app/components/specimen-notice.tsx'
import { Amount, exactMoney, Particular, SignatureLine } from '#app/components/tax-document.tsx'
import { monthWords } from '#app/lib/report-month.ts'
import { placeOfSupplyLabel } from '#src/lib/india-states.ts'
import { COMMISSION_GST_PERCENT, COMMISSION_LINES } from '#src/modules/ledger/browser.ts'

// The store's tax invoice to a seller for its commission and fees (decision 040): a sibling of
// tax-document.tsx (which is about goods sold to a shopper: HSN, quantities, a delivery address), with
// the particulars CGST rule 46 asks of a supply of services: SAC per line, the GST heads by the place
// of supply (the seller's registered state), reverse charge, and the supplier's signature line.

interface Party {
  legalName: string
  addressLine1: string
  addressLine2?: string | null
  city: string
  state: string
  pincode: string
  gstin: string
}

export interface CommissionInvoiceProps {
  back: { to: string; label: string }
  invoice: {
    invoiceNumber: string
    invoiceDate: string
    month: string
    supplier: Party
    recipient: Party & { displayName: string; stateCode: string }
    commissionPaise: number
    feePaise: number
    taxablePaise: number
    cgstPaise: number
    sgstPaise: number
    igstPaise: number
    totalPaise: number
  }
}

/** "30 November 2026" for 2026-11-30, the date as it was issued (no time zone to move it). */
const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export function CommissionInvoice({ back, invoice }: CommissionInvoiceProps) {
  const { supplier, recipient } = invoice
  // CGST + SGST when the seller is registered in the store's state, IGST otherwise (IGST Act s.12(2)).
  const intraState = recipient.gstin.slice(0, 2) === supplier.gstin.slice(0, 2)
  const half = COMMISSION_GST_PERCENT / 2
  const lines = [
    { ...COMMISSION_LINES.commission, paise: invoice.commissionPaise },
    { ...COMMISSION_LINES.fee, paise: invoice.feePaise },
  ].filter((line) => line.paise !== 0)
  return (
    <div className="container-page max-w-4xl py-6 sm:py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back.to} className="text-sm font-medium text-brand-700 underline hover:no-underline">
          ← {back.label}
        </Link>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Print invoice
        </button>
      </div>
      <article className="card p-5 text-sm text-slate-900 sm:p-8 print:border-0 print:shadow-none">
        <SpecimenNotice document="tax invoice" />
        <header className="flex flex-wrap justify-between gap-6 border-b border-slate-300 pb-6">
          <div>
            <h1 className="text-2xl font-bold">Tax Invoice</h1>
            <PartyLines party={supplier} />
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 self-start">
            <Particular label="Invoice No.">
              <span className="font-mono font-semibold">{invoice.invoiceNumber}</span>
            </Particular>
            <Particular label="Invoice Date">{dayName(invoice.invoiceDate)}</Particular>
            <Particular label="Period">{monthWords(invoice.month)}</Particular>
            <Particular label="Place of Supply">{placeOfSupplyLabel(recipient.stateCode)}</Particular>
            {/* The store's own supply of a service to a registered seller: it pays the tax itself. */}
            <Particular label="Tax payable on reverse charge">No</Particular>
          </dl>
        </header>
        <section aria-labelledby="recipient-heading" className="border-b border-slate-300 py-4">
          <h2 id="recipient-heading" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            Recipient
          </h2>
          <PartyLines party={recipient} />
          <p>State: {placeOfSupplyLabel(recipient.stateCode)}</p>
          {recipient.displayName !== recipient.legalName ? <p>Selling as {recipient.displayName}</p> : null}
        </section>
        <div className="overflow-x-auto">
          <table className="table-cards doc-lines mt-4 w-full text-left">
            <caption className="sr-only">Services invoiced</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Description
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  SAC
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  GST rate
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Taxable Value
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {lines.map((line) => (
                <tr key={line.sac}>
                  <td className="py-2 pr-3">{line.description}</td>
                  <td className="py-2 pr-3 font-mono" data-label="SAC">
                    {line.sac}
                  </td>
                  <td className="py-2 pr-3 text-right" data-label="GST rate">
                    {COMMISSION_GST_PERCENT}%
                  </td>
                  <td className="py-2 text-right" data-label="Taxable Value">
                    {exactMoney(line.paise)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-6 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <Amount label="Taxable value" paise={invoice.taxablePaise} />
          {intraState ? (
            <>
              <Amount label={`CGST @ ${half}%`} paise={invoice.cgstPaise} />
              <Amount label={`SGST @ ${half}%`} paise={invoice.sgstPaise} />
            </>
          ) : (
            <Amount label={`IGST @ ${COMMISSION_GST_PERCENT}%`} paise={invoice.igstPaise} />
          )}
          <dt className="border-t border-slate-300 pt-2 font-semibold">Invoice total</dt>
          <dd className="border-t border-slate-300 pt-2 text-right font-bold">{exactMoney(invoice.totalPaise)}</dd>
        </dl>
        <SignatureLine supplier={supplier.legalName} />
        <p className="mt-8 text-xs text-slate-600">
          The commission and fixed fees charged on your sales made payable in {monthWords(invoice.month)}, less what came back in the month,
          as your payout statements show them; already taken from your payouts. GST on them is the store's output tax and your input tax
          credit.
        </p>
      </article>
    </div>
  )
}

function PartyLines({ party }: { party: Party }) {
  return (
    <>
      <p className="mt-2 font-semibold">{party.legalName}</p>
      <p>{party.addressLine1}</p>
      <p>
        {[party.addressLine2, party.city].filter(Boolean).join(', ')}, {party.state} {party.pincode}
      </p>
      <p>GSTIN: {party.gstin}</p>
    </>
  )
}
