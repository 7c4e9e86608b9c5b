// The email module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.

export { type TransferDetails, transferHoldEnded, transferRestRequested } from './bank-transfer-templates.ts'
export {
  type DiscountShown,
  type MoneyNotice,
  orderLinesShipped,
  orderRefunded,
  orderStatusChanged,
  parcelCancelled,
  parcelDelivered,
  paymentRefused,
  returnUpdated,
} from './order-notice-templates.ts'
export { orderPlaced, sellerReviewed, vendorLowStock, vendorNewOrder } from './templates.ts'
