// The orders module's surface: everything outside src/modules/orders/ imports from here, and only this.

export type { ActorKind, OrderStatus, PaymentStatus } from '#db/schema.ts'
export { type CashWithCourier, cashWithCouriers, recordRemittance } from './books/cod-remittances.service.ts'
export { postOpeningEntries } from './books/opening-entries.service.ts'
export { makeLinesPayable } from './books/payable-lines.service.ts'
export { type LineOnItsWay, linesOnTheirWay } from './books/upcoming-lines.service.ts'
export * from './browser.ts'
export { creditNotesOf } from './invoicing/credit-notes.service.ts'
export { gstReport, gstReportRows, type TaxAmounts } from './invoicing/gst-report.service.ts'
export { refundLine } from './lifecycle/line-refund.service.ts'
export { type LifecycleContext, moveOrder } from './lifecycle/order-lifecycle.service.ts'
export { releaseExpiredHolds } from './lifecycle/stock-hold.service.ts'
export { type OrderSearch, paymentAndCustomerOf, searchOrders } from './order-search.service.ts'
export { DISPATCH_DAYS, type ParcelView, sellerShippingRecord } from './parcels/parcels.service.ts'
export { bankTransfersPage, recordStatementLine } from './payment/bank-transfers.service.ts'
export {
  type DaySummary,
  gatewayReconciliation,
  reconcileGatewayDay,
  reconcileYesterday,
  resolveGatewayDifference,
} from './payment/gateway-reconciliation.service.ts'
export {
  completeTestPayment,
  confirmRazorpayPayment,
  handleRazorpayWebhook,
  payableOrder,
  type RazorpayCheckout,
  startRazorpayPayment,
} from './payment/order-payments.service.ts'
export { type StripeCheckout, startStripePayment } from './payment/stripe-payments.service.ts'
export { handleStripeWebhook } from './payment/stripe-webhooks.service.ts'
export { enabledPaymentMethods } from './placement/payment-offers.service.ts'
export { GENERIC_FAILURE, placeOrder } from './placement/place-order.service.ts'
export { eraseCustomerFromOrders } from './privacy/customer-erasure.service.ts'
export {
  deliveredOrderWith,
  findOrderForPayment,
  hasDeliveredOrder,
  hasOrdered,
  linesOfVendor,
  orderedProductIds,
  orderIdOfGatewayOrder,
  orderNumbersOf,
  recordGatewayOrder,
  storeSubtotalsOf,
} from './records/order-access.service.ts'
export { moveReturn } from './returns/return-lifecycle.service.ts'
export { requestReturn } from './returns/return-request.service.ts'
export { type ReturnView, returnsOfOrder, returnsToHandle } from './returns/returns.service.ts'
export { orderFigures, storeSales, unfulfilledOrders, vendorSalesLines } from './sales/sales.service.ts'
export { creditForReturn, storeCreditBalance, storeCreditOf } from './store-credit/store-credit.service.ts'
export { cancelMyOrder, getOrder, invoiceSeller, listMyOrders, type OrderSummary } from './views/orders.service.ts'
