// The vendors module's surface: everything outside src/modules/vendors/ imports from here, and only this.
export { sendLowStockNotices } from './low-stock-notices.ts'
export type { UpcomingLine, UpcomingMoney } from './money-on-its-way.ts'
export { getOwnPackingSlip, type Sender } from './packing-slip.service.ts'
export { ownSellingTerms } from './selling-terms.service.ts'
export type { SellingTerms } from './selling-terms.ts'
export { createOwnApiKey, ownApiKeys, revokeOwnApiKey } from './vendor-api-keys.service.ts'
export { handleOwnComplaint, listOwnComplaints, ownComplaint } from './vendor-complaints.service.ts'
export { ownOrderLinesCsv } from './vendor-exports.service.ts'
export {
  createOwnOffer,
  endOwnOffer,
  listOwnOffers,
  makeOwnOfferCodes,
  ownOffer,
  ownOfferCodesCsv,
  ownOfferReportCsv,
  updateOwnOffer,
} from './vendor-offers.service.ts'
export {
  cancelOwnParcel,
  listOwnOrders,
  markProcessing,
  pageOfOwnOrders,
  shipLines,
  type VendorOrder,
} from './vendor-orders.service.ts'
export { ownCommissionInvoice, ownPayouts, ownStatement, ownStatementCsv } from './vendor-payouts.service.ts'
export {
  bulkChangeOwnProducts,
  createOwnProduct,
  deleteOwnProduct,
  getOwnProductForEdit,
  listOwnProducts,
  parseOwnProductsFilter,
  setOwnProductPublished,
  updateOwnProduct,
  type VendorProductOutcome,
} from './vendor-products.service.ts'
export { answerOwnQuestion, ownQuestionQueue } from './vendor-questions.service.ts'
export { listOwnReturns, moveOwnReturn } from './vendor-returns.service.ts'
export { reviewsOfOwnProducts } from './vendor-reviews.service.ts'
export { vendorStats } from './vendor-stats.service.ts'
export {
  ownSellerDocument,
  ownSellerProfile,
  requireOwnStore,
  setOwnLowStockThreshold,
  submitOwnSellerProfile,
  uploadOwnSellerDocument,
  vendorOverview,
} from './vendors.service.ts'
