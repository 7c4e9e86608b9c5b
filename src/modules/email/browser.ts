// The email module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.

export { type TransferDetails, transferHoldEnded, transferRestRequested } from './bank-transfer-templates.ts'
export {
  type MoneyNotice,
  orderLinesShipped,
  orderPlaced,
  orderRefunded,
  orderStatusChanged,
  parcelCancelled,
  parcelDelivered,
  returnUpdated,
  sellerReviewed,
  vendorLowStock,
  vendorNewOrder,
} from './templates.ts'
