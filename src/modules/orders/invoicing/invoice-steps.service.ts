import type { Steps } from '../records/move-effects.ts'
import { invoiceOfSellerGoods, issueCreditNote } from './credit-notes.service.ts'
import { issueParcelInvoices, parcelCreditNote } from './parcel-documents.service.ts'
import { returnCreditValue } from './return-credit-value.ts'

/** The GST documents a move issues: parcels' tax invoices once the sale is certain, credit notes for what goes back. */
export const invoiceSteps: Steps = {
  'invoices-due': async (trx, { parcels }, { at }) => {
    await issueParcelInvoices(trx, parcels, at)
  },
  'given-back': (trx, { parcel, amountPaise, lines, reason }, { order, at }) =>
    parcelCreditNote(trx, order, parcel, { amountPaise, lines }, reason, at),
  // Goods returned for money or credit after the invoice reduce the sale: a credit note says so, its total
  // what the return gave back, to the paisa (the last units carry the parcel's round-off).
  'return-settled': async (trx, { ret, line }, { order, at }) => {
    const invoice = await invoiceOfSellerGoods(trx, order, ret.vendorId)
    if (!invoice) return null
    const value = returnCreditValue(line, ret)
    return issueCreditNote(
      trx,
      {
        orderId: order.id,
        returnId: ret.id,
        invoiceNumber: invoice.invoiceNumber,
        parcel: invoice.parcel,
        lines: [
          {
            name: line.name,
            hsnCode: line.hsnCode,
            quantity: ret.quantity,
            unitPricePaise: line.unitPricePaise,
            taxablePaise: value.taxablePaise,
          },
        ],
        whole: value,
        reason: `Return ${ret.rmaNumber}`,
      },
      at,
    )
  },
}
