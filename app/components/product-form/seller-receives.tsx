import { formatInrExact } from '#src/lib/money.ts'
import { GST_PERCENT, taxableOf } from '#src/lib/tax.ts'
import type { Category } from '#src/modules/catalog/browser.ts'
import { settleLine } from '#src/modules/ledger/browser.ts'
import { HSN_BY_CATEGORY } from '#src/modules/orders/browser.ts'
import type { SellingTerms } from '#src/modules/vendors/browser.ts'

/**
 * What a sale of one unit at the typed selling price gives the seller, worked as its statement will work
 * it (settleLine, the settlement's own function): the GST and taxable value inside the price, then the
 * commission and its GST, TCS and TDS at the seller's rates. It follows the price and category as typed.
 */
export function SellerReceives({ terms, sellingRupees, category }: { terms: SellingTerms; sellingRupees: string; category: Category }) {
  const rupees = Number(sellingRupees.replace(/[,\s₹]/g, ''))
  const valid = Number.isInteger(rupees) && rupees > 0
  const rate = terms.rates[category]
  const hsn = HSN_BY_CATEGORY[category]
  if (!valid)
    return (
      <p id="seller-receives" className="text-sm text-slate-600">
        GST {GST_PERCENT}% (HSN {hsn}) is included in the selling price. Enter it to see what you receive.
      </p>
    )
  const pricePaise = rupees * 100
  const taxablePaise = taxableOf(pricePaise)
  const settled = settleLine({
    taxablePaise,
    gstPaise: pricePaise - taxablePaise,
    commissionBp: rate.rateBp,
    fixedFeePaise: rate.fixedFeePaise,
    // TCS is 0.5% either way; only its heads (CGST + SGST, or IGST) follow the buyer's state.
    intraState: true,
    sellerHasPan: terms.sellerHasPan,
    isStore: terms.isStore,
  })
  return (
    <section
      id="seller-receives"
      aria-labelledby="seller-receives-heading"
      aria-live="polite"
      className="rounded-lg bg-slate-50 p-4 text-sm"
    >
      <h2 id="seller-receives-heading" className="font-semibold text-slate-900">
        You receive {formatInrExact(settled.netPayablePaise)} of {formatInrExact(pricePaise)} for each unit sold
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-700">
        <dt>Taxable value (HSN {hsn})</dt>
        <dd className="text-right">{formatInrExact(taxablePaise)}</dd>
        <dt>GST {GST_PERCENT}%, paid by the shopper</dt>
        <dd className="text-right">{formatInrExact(pricePaise - taxablePaise)}</dd>
        <dt>
          Commission ({(rate.rateBp / 100).toLocaleString('en-IN')}%
          {rate.fixedFeePaise ? ` + ${formatInrExact(rate.fixedFeePaise)} a parcel` : ''})
        </dt>
        <dd className="text-right">− {formatInrExact(settled.commissionPaise)}</dd>
        <dt>GST on commission</dt>
        <dd className="text-right">− {formatInrExact(settled.commissionGstPaise)}</dd>
        <dt>TCS (0.5% of the taxable value)</dt>
        <dd className="text-right">− {formatInrExact(settled.tcs.totalPaise)}</dd>
        <dt>TDS ({terms.sellerHasPan ? '0.1%' : '5%, no PAN given'} of the price)</dt>
        <dd className="text-right">− {formatInrExact(settled.tdsPaise)}</dd>
      </dl>
    </section>
  )
}
