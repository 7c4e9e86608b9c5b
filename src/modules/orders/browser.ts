// The orders module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.

export { orderNumbersIn, payByOf, TRANSFER_HOLD_DAYS, type TransferInstructions, transferReference } from './bank-transfer-terms.ts'
export { REMITTANCE_DUE_DAYS } from './books/remittance-rules.ts'
export { HSN_BY_CATEGORY, hsnFor } from './invoicing/hsn.ts'
export { isIntraState, splitGst, UQC } from './invoicing/tax-rules.ts'
export { actorWords } from './lifecycle/actors.ts'
export {
  MOVE_TO,
  ORDER_STATUSES,
  PAYMENT_LABELS,
  PAYMENT_STATUSES,
  STATUS_LABELS,
  shopperStatusLabel,
} from './lifecycle/order-state.ts'
export { shipmentErrors, shipmentSchema } from './lifecycle/shipment.schemas.ts'
export { lineAmountShownPaise, type PricedLine, unitPriceShownPaise, unitsWithGstPaise } from './line-money.ts'
export { EWAY_BILL_THRESHOLD_PAISE, needsEwayBill } from './parcels/eway-bill.ts'
export { type PlannedParcel, parcelsSentence, planParcels } from './parcels/parcel-plan.ts'
export {
  dueOnDelivery,
  orderClosed,
  orderStatusOf,
  orderStatusWords,
  type ParcelStatus,
  parcelClosed,
  sharePaise,
} from './parcels/parcel-state.ts'
export { type PaymentState, type PaymentTone, paymentStateOf, paymentStatusWords } from './payment/payment-state.ts'
export { checkoutSchema } from './placement/checkout.schemas.ts'
export { COD_LIMIT_PAISE, codWithinLimit } from './placement/cod-limit.ts'
export { DESTINATION_WORDS, type LineStruck, type RefundDestination, type RefundShown } from './refunds/refunds-shown.ts'
export {
  FINAL_MOVES,
  OUTCOME_LABELS,
  RETURN_FORM_CHOICES,
  RETURN_OUTCOMES,
  type ReturnMoveName,
  type ReturnOutcome,
} from './returns/return-state.ts'
export { MAX_RETURN_PHOTOS } from './returns/returns.schemas.ts'
