// The orders module's surface: everything outside src/modules/orders/ imports from here, and only this.

export type { OrderStatus, PaymentStatus } from '#db/schema.ts'
export { creditNotesOf } from './invoicing/credit-notes.service.ts'
export { gstReport, gstReportRows, type TaxAmounts } from './invoicing/gst-report.service.ts'
export { isIntraState, splitGst } from './invoicing/tax-invoice.service.ts'
export { type LifecycleContext, moveOrder } from './lifecycle/order-lifecycle.service.ts'
export { MOVE_TO, ORDER_STATUSES, PAYMENT_LABELS, PAYMENT_STATUSES, STATUS_LABELS } from './lifecycle/order-state.ts'
export { shipmentSchema } from './lifecycle/shipment.schemas.ts'
export { releaseExpiredHolds } from './lifecycle/stock-hold.service.ts'
export {
  deliveredOrderWith,
  findOrderForPayment,
  hasOrdered,
  linesOfVendor,
  orderedProductIds,
  orderIdOfGatewayOrder,
  recordGatewayOrder,
  storeSubtotalsOf,
} from './order-access.service.ts'
export { type OrderSearch, paymentAndCustomerOf, searchOrders } from './order-search.service.ts'
export { cancelMyOrder, enabledPaymentMethods, getOrder, invoiceSeller, listMyOrders, type OrderSummary } from './orders.service.ts'
export {
  completeTestPayment,
  confirmRazorpayPayment,
  handleRazorpayWebhook,
  payableOrder,
  type RazorpayCheckout,
  startRazorpayPayment,
} from './payment/order-payments.service.ts'
export { type PaymentState, type PaymentTone, paymentStateOf } from './payment/payment-state.ts'
export { checkoutSchema } from './placement/checkout.schemas.ts'
export { COD_LIMIT_PAISE, codWithinLimit } from './placement/cod-limit.ts'
export { GENERIC_FAILURE, placeOrder } from './placement/place-order.service.ts'
export { moveReturn, requestReturn } from './returns/return-lifecycle.service.ts'
export { OUTCOME_LABELS, RETURN_OUTCOMES, type ReturnMoveName } from './returns/return-state.ts'
export { MAX_RETURN_PHOTOS } from './returns/returns.schemas.ts'
export { RETURN_FORM_CHOICES, type ReturnView, returnsOfOrder, returnsToHandle } from './returns/returns.service.ts'
export { storeSales, unfulfilledOrders, vendorSalesLines } from './sales/sales.service.ts'
export { creditForReturn, storeCreditBalance, storeCreditOf } from './store-credit/store-credit.service.ts'
