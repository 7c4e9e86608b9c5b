import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BilledTo } from '#app/components/order-bits.tsx'
import { SpecimenNotice } from '#app/components/specimen-notice.tsx'
import { placeOfSupplyLabel, sellerStateCode } from '#src/lib/india-states.ts'
import { GST_PERCENT } from '#src/lib/tax.ts'
import { isIntraState, sharePaise, splitGst, UQC } from '#src/modules/orders/browser.ts'

// One layout for the shop's GST documents: the tax invoice and the credit notes that reduce it share
// seller, buyer, place of supply, lines and the CGST+SGST or IGST split (decision 022), and the
// particulars CGST Rules 46 and 53(1A) ask of each (decision 043): the quantity with its unit (UQC),
// whether tax is payable on reverse charge, the recipient's state with its code, and a signature line.

/** Rupees with paise, as a tax document shows them (₹1,29,990.00). */
const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })
export const exactMoney = (paise: number) => exact.format(paise / 100)
/** The round-off with its sign either way: "+₹0.40", "−₹0.20". */
const signed = (paise: number) => `${paise < 0 ? '−' : '+'}${exactMoney(Math.abs(paise))}`

interface Seller {
  legalName: string
  addressLine1: string
  addressLine2?: string | null
  city: string
  state: string
  pincode: string
  gstin: string
}

interface Place {
  fullName: string
  addressLine1: string
  addressLine2?: string | null
  city: string
  state: string
  stateCode: string | null
  pincode: string
  phone: string
}

export interface TaxDocumentProps {
  /** "Tax Invoice" or "Credit Note": the heading and the print button say it. */
  title: string
  orderId: string
  seller: Seller
  /** Number, date and the rest of the document's particulars, in order. */
  particulars: Array<[label: string, value: ReactNode, className?: string]>
  party: {
    heading: string /** The section's name for assistive technology, when shorter than its heading. */
    label?: string
    buyer: Parameters<typeof BilledTo>[0]['buyer']
    place: Place
  }
  lines: Array<{
    key: string
    name: string
    hsnCode: string
    quantity: number
    unitPricePaise: number
    taxablePaise: number
    /** The seller's own discount on the line, before GST: its value (rate × quantity) less its taxable value (decision 083). */
    discountPaise?: number
    /** What the store's offer paid of the line for the buyer (decision 083): part of its value, paid by the store. */
    storeOfferPaise?: number
  }>
  taxablePaise: number
  taxPaise: number
  roundOffPaise: number
  totalLabel: string
  totalPaise: number
  /** The store's offers that paid part of the total for the buyer, and what the buyer paid (decision 083). */
  storeOffer?: { paise: number; names: string; restLabel: string } | null
  footnote: ReactNode
}

export function TaxDocument(props: TaxDocumentProps) {
  const { seller, party } = props
  const intraState = isIntraState(party.place, sellerStateCode(seller.gstin))
  const gst = splitGst(props.taxPaise, intraState)
  // Rule 46 asks for each line's tax: the document's GST shared by the lines' taxable values, so they add up to it.
  const lineTaxes = sharePaise(
    props.taxPaise,
    props.lines.map((line) => line.taxablePaise),
  )
  const place = party.place
  // Rule 46: the value and the discount before the taxable value, when any line has a discount (decision 083).
  const discounted = props.lines.some((line) => (line.discountPaise ?? 0) > 0 || (line.storeOfferPaise ?? 0) > 0)
  const storePaid = props.lines.some((line) => (line.storeOfferPaise ?? 0) > 0)
  const STORE_PAID = 'Of it, paid by the store’s offer'
  const headings = [
    ...(discounted
      ? ['Item', 'HSN', 'Qty', 'Rate', 'Value', 'Discount', 'Taxable Value', `GST @ ${GST_PERCENT}%`, 'Amount']
      : ['Item', 'HSN', 'Qty', 'Rate', 'Taxable Value', `GST @ ${GST_PERCENT}%`, 'Amount']),
    ...(storePaid ? [STORE_PAID] : []),
  ]
  return (
    <div className="container-page max-w-4xl py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/orders/${props.orderId}`} className="text-sm font-medium text-brand-700 hover:underline">
          ← Back to the order
        </Link>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Print {props.title.replace(/^Tax /, '')}
        </button>
      </div>
      <article className="card p-5 text-sm text-slate-900 sm:p-8 print:border-0 print:shadow-none">
        <SpecimenNotice document={props.title.toLowerCase()} />
        <header className="flex flex-wrap justify-between gap-6 border-b border-slate-300 pb-6">
          <div>
            <h1 className="text-2xl font-bold">{props.title}</h1>
            <p className="mt-2 font-semibold">{seller.legalName}</p>
            <p>{seller.addressLine1}</p>
            <p>
              {[seller.addressLine2, seller.city].filter(Boolean).join(', ')}, {seller.state} {seller.pincode}
            </p>
            <p>GSTIN: {seller.gstin}</p>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1 self-start">
            {[
              ...props.particulars,
              ['Place of Supply', place.stateCode ? placeOfSupplyLabel(place.stateCode) : place.state] as const,
              // A marketplace seller's sale of goods to its customer is never under reverse charge (CGST Act s.9(3), 9(4)).
              ['Tax payable on reverse charge', 'No'] as const,
            ].map(([label, value, className]) => (
              <Particular key={label} label={label} className={className}>
                {value}
              </Particular>
            ))}
          </dl>
        </header>
        <section aria-label={party.label ?? party.heading} className="border-b border-slate-300 py-4">
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{party.heading}</h2>
          <BilledTo buyer={party.buyer} fullName={place.fullName} />
          <p>
            {place.addressLine1}
            {place.addressLine2 ? `, ${place.addressLine2}` : ''}
          </p>
          <p>
            {place.city}, {place.state} {place.pincode}
          </p>
          <p>State: {place.stateCode ? placeOfSupplyLabel(place.stateCode) : place.state}</p>
          {place.phone ? <p>Phone: {place.phone}</p> : null}
        </section>
        {/* On a phone's screen each line is a card of labelled figures (nothing clipped); on paper, a table. */}
        <div className="overflow-x-auto">
          <table className="table-cards doc-lines mt-4 w-full text-left">
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                {headings.map((heading, i) => (
                  <th
                    key={heading}
                    scope="col"
                    className={`py-2 font-semibold ${i > 1 ? 'text-right' : ''} ${i < headings.length - 1 ? 'pr-3' : ''}`}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {props.lines.map((line, index) => (
                <tr key={line.key}>
                  <td className="py-2 pr-3">{line.name}</td>
                  <td className="py-2 pr-3" data-label="HSN">
                    {line.hsnCode}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap text-right" data-label="Qty">
                    {line.quantity} {UQC}
                  </td>
                  <td className="py-2 pr-3 text-right" data-label="Rate">
                    {exactMoney(line.unitPricePaise)}
                  </td>
                  {discounted ? (
                    <>
                      <td className="py-2 pr-3 text-right" data-label="Value">
                        {exactMoney(line.taxablePaise + (line.discountPaise ?? 0))}
                      </td>
                      <td className="py-2 pr-3 text-right" data-label="Discount">
                        {(line.discountPaise ?? 0) > 0 ? `−${exactMoney(line.discountPaise ?? 0)}` : exactMoney(0)}
                      </td>
                    </>
                  ) : null}
                  <td className="py-2 pr-3 text-right" data-label="Taxable Value">
                    {exactMoney(line.taxablePaise)}
                  </td>
                  <td className="py-2 pr-3 text-right" data-label={`GST @ ${GST_PERCENT}%`}>
                    {exactMoney(lineTaxes[index] ?? 0)}
                  </td>
                  <td className={`py-2 text-right ${storePaid ? 'pr-3' : ''}`} data-label="Amount">
                    {exactMoney(line.taxablePaise + (lineTaxes[index] ?? 0))}
                  </td>
                  {storePaid ? (
                    <td className="py-2 text-right" data-label={STORE_PAID}>
                      {exactMoney(line.storeOfferPaise ?? 0)}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="mt-6 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <Amount label="Taxable value" paise={props.taxablePaise} />
          {intraState ? (
            <>
              <Amount label="CGST @ 9%" paise={gst.cgst} />
              <Amount label="SGST @ 9%" paise={gst.sgst} />
            </>
          ) : (
            <Amount label="IGST @ 18%" paise={gst.igst} />
          )}
          {props.roundOffPaise !== 0 ? (
            <>
              <dt>Round off</dt>
              <dd className="text-right">{signed(props.roundOffPaise)}</dd>
            </>
          ) : null}
          <dt className="border-t border-slate-300 pt-2 font-semibold">{props.totalLabel}</dt>
          <dd className="border-t border-slate-300 pt-2 text-right font-bold">{exactMoney(props.totalPaise)}</dd>
          {props.storeOffer && props.storeOffer.paise > 0 ? (
            <>
              <dt>Paid by {props.storeOffer.names}</dt>
              <dd className="text-right">−{exactMoney(props.storeOffer.paise)}</dd>
              <dt className="font-semibold">{props.storeOffer.restLabel}</dt>
              <dd className="text-right font-semibold">{exactMoney(props.totalPaise - props.storeOffer.paise)}</dd>
            </>
          ) : null}
        </dl>
        <SignatureLine supplier={seller.legalName} />
        <p className="mt-8 text-xs text-slate-600">{props.footnote}</p>
      </article>
    </div>
  )
}

/** Rule 46(q): the supplier's signature, on a line for a printed copy to be signed (decision 043). */
export function SignatureLine({ supplier }: { supplier: string }) {
  return (
    <div className="mt-10 ml-auto w-fit text-right">
      <p>For {supplier}</p>
      <p className="mt-12 border-t border-slate-400 pt-1 font-semibold">Authorised Signatory</p>
    </div>
  )
}

export function Particular({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  )
}

export function Amount({ label, paise }: { label: string; paise: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="text-right">{exactMoney(paise)}</dd>
    </>
  )
}
