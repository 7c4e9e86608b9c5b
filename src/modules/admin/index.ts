// The admin module's surface: everything outside src/modules/admin/ imports from here, and only this.

export {
  createStoreOffer,
  endStoreOffer,
  listStoreOffers,
  makeStoreOfferCodes,
  storeOffer,
  storeOfferCodesCsv,
  storeOfferReportCsv,
  updateStoreOffer,
} from './admin-offers.service.ts'
export {
  type AdminOrderOutcome,
  cancelParcel,
  deliverParcel,
  refundOrder,
  refundParcelLine,
  refundParcelPart,
  sendOrderRefundAgain,
  setOrderStatus,
} from './admin-order-actions.service.ts'
export { getOrderForAdmin, listAllOrders, parseOrderFilter } from './admin-orders.service.ts'
export {
  adjustStock,
  bulkChangeProducts,
  getAnyProductForEdit,
  listAllProducts,
  type ProductChange,
  parseProductListFilter,
  setProductFlag,
  updateAnyProduct,
} from './admin-products.service.ts'
export { gstReportCsv, gstReportForAdmin, ordersCsv } from './admin-reports.service.ts'
export { listReturns, moveAnyReturn } from './admin-returns.service.ts'
export { storeOverview } from './admin-stats.service.ts'
export { createUser, deleteUser, getUser, listUsers, setUserDisabled, type UserOutcome, updateUser } from './admin-users.service.ts'
export { type AuditRecord, listAudit } from './audit-log.service.ts'
export * from './browser.ts'
export { listMessages, listOutbox, listSubscribers, setMessageHandled, subscribersCsv } from './inbox.service.ts'
