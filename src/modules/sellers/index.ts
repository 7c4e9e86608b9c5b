// The sellers module's surface: everything outside src/modules/sellers/ imports from here, and only this.
// It owns sellers of record (decision 038): their legal details, approval, and who invoices a parcel.
export * from './browser.ts'
export { DatabaseDocuments, DirectoryDocuments, type DocumentStore } from './document-store.service.ts'
export type { ProfileChange, ProfileDetail } from './profile-details.ts'
export {
  adminSellerDocument,
  type DocumentFile,
  type DocumentOutcome,
  sellerDocumentFile,
  uploadSellerDocument,
} from './seller-documents.service.ts'
export { type SellerBadge, type SellerPage, sellerBadges, sellerPage } from './seller-page.service.ts'
export {
  listSellers,
  SELLERS_PAGE_SIZE,
  type SellerProfileOutcome,
  type SellerProfileView,
  sellerGrievanceEmail,
  sellerProfile,
  submitSellerProfile,
} from './seller-profiles.service.ts'
export {
  type ProfileChangedFailure,
  type ReviewOutcome,
  reviewSeller,
  type SellerDecision,
  sellerForReview,
} from './seller-review.service.ts'
export { sellerOfRecord, sellersOfRecord } from './sellers.service.ts'
export { shippingRecordLine } from './shipping-record.ts'
