// The email module's surface: everything outside src/modules/email/ imports from here, and only this.
export { createMailer, type Mailer } from './mailer.service.ts'
export { listOutbox } from './outbox.service.ts'
export {
  orderLinesShipped,
  orderPlaced,
  orderRefunded,
  orderStatusChanged,
  returnUpdated,
  vendorLowStock,
  vendorNewOrder,
} from './templates.ts'
